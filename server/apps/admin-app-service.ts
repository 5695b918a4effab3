import { eq, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { notFound } from '../http/api-error';
import { apps } from './tables';

/**
 * What the platform does to any account's app: ban it (it stops serving and its master can no longer
 * change its state) or lift the ban. A lifted ban leaves the app paused: going online again is the
 * master's decision.
 */
export function createAdminAppService(platform: PlatformDb) {
  return {
    async setBanned(appId: string, banned: boolean) {
      const [updated] = await platform
        .update(apps)
        .set({
          state: banned ? 'banned' : sql`case when ${apps.state} = 'banned' then 'paused' else ${apps.state} end`,
          updatedAt: new Date(),
        })
        .where(eq(apps.appId, appId))
        .returning({ app_id: apps.appId, state: apps.state });
      if (!updated) throw notFound();
      return updated;
    },
  };
}

export type AdminAppService = ReturnType<typeof createAdminAppService>;
