import { asc } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { channels } from '../channels/tables';

/** The account's channels by name, for the statistics pages' channel filter. */
export function createChannelOptionsService() {
  return {
    async options(account: AccountData) {
      const items = await account
        .select({ id: channels.id, name: channels.name, app_id: channels.appId })
        .from(channels)
        .orderBy(asc(channels.name), asc(channels.id));
      return { items };
    },
  };
}
