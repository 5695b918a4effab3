import type { Db } from '../db/client';
import { createAppService } from './app-service';
import { createChannelImportService } from './channel-import-service';
import { createChannelService } from './channel-service';
import { createNoticeService } from './notice-service';
import { createShortLinkService } from './short-link-service';

/** Services of the account's apps, promotion channels (with short links and import) and notices. */
export function createContentServices(db: Db) {
  const apps = createAppService(db);
  return {
    apps,
    channels: createChannelService(db, apps),
    channelImport: createChannelImportService(db),
    shortLinks: createShortLinkService(db),
    notices: createNoticeService(db),
  };
}
