import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { bizError, BizCode, notFound } from '../http/api-error';
import { containsPattern, pageWindow } from '../shared/list-query';
import { apps } from './tables';

const listView = {
  app_id: apps.appId,
  app_name: apps.appName,
  username: users.username,
  state: apps.state,
  domains: apps.record,
  banReason: apps.banReason,
  createdAt: apps.createdAt,
};

/**
 * What the platform does to any account's app: list them, ban one with the reason its master and its
 * hosted pages show (it stops serving and its master can no longer change its state) or lift the ban. A
 * lifted ban leaves the app paused: going online again is the master's decision.
 */
export function createAdminAppService(platform: PlatformDb) {
  return {
    async list(query: QueryOf<'adminAppList'>) {
      const filters: SQL[] = [];
      if (query.state) filters.push(eq(apps.state, query.state));
      if (query.app_name?.trim()) filters.push(ilike(apps.appName, containsPattern(query.app_name)));
      if (query.username?.trim()) filters.push(ilike(users.username, containsPattern(query.username)));
      const where = and(...filters);
      const { limit, offset } = pageWindow(query);
      const [rows, [totals]] = await Promise.all([
        platform
          .select(listView)
          .from(apps)
          .innerJoin(users, eq(users.id, apps.accountId))
          .where(where)
          .orderBy(desc(apps.createdAt), desc(apps.id))
          .limit(limit)
          .offset(offset),
        platform.select({ total: count() }).from(apps).innerJoin(users, eq(users.id, apps.accountId)).where(where),
      ]);
      const items = rows.map(({ banReason, createdAt, ...row }) => ({
        ...row,
        ban_reason: row.state === 'banned' ? banReason : '',
        created_at: createdAt.toISOString(),
      }));
      return { items, total: totals?.total ?? 0 };
    },

    async setBanned({ app_id: appId, banned, reason }: BodyOf<'adminAppBan'>) {
      const why = reason?.trim() ?? '';
      if (banned && !why) throw bizError(BizCode.banReasonRequired, 'platformDesk.banReasonRequired', {}, { field: 'reason' });
      const [updated] = await platform
        .update(apps)
        .set({
          state: banned ? 'banned' : sql`case when ${apps.state} = 'banned' then 'paused' else ${apps.state} end`,
          banReason: banned ? why : '',
          updatedAt: new Date(),
        })
        .where(eq(apps.appId, appId))
        .returning({ app_id: apps.appId, state: apps.state, ban_reason: apps.banReason });
      if (!updated) throw notFound();
      return updated;
    },
  };
}

export type AdminAppService = ReturnType<typeof createAdminAppService>;
