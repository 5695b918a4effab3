import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps } from '../db/schema';
import { containsPattern, orderByOf, pageWindow, type ListParams, type ListResult } from '../shared/list-query';

export type AppRow = typeof apps.$inferSelect;

export interface AppListQuery extends ListParams {
  app_name?: string;
  state?: AppRow['state'];
}

/** schemas/entities/app.json */
export const toApp = (row: AppRow) => ({
  app_id: row.appId,
  app_name: row.appName,
  win_icon: row.winIcon,
  app_type: row.appType,
  app_type_json: row.appTypeJson,
  target_url: row.targetUrl,
  package_version: row.packageVersion,
  state: row.state,
  record: row.record,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const SORTABLE = {
  app_id: apps.appId,
  app_name: apps.appName,
  state: apps.state,
  created_at: apps.createdAt,
  updated_at: apps.updatedAt,
};

/** Apps of an account. Creating and editing apps comes with the app pages. */
export function createAppService(db: Db) {
  return {
    async list(accountId: number, query: AppListQuery): Promise<ListResult<ReturnType<typeof toApp>>> {
      const filters: SQL[] = [eq(apps.accountId, accountId)];
      if (query.app_name?.trim()) filters.push(ilike(apps.appName, containsPattern(query.app_name)));
      if (query.state) filters.push(eq(apps.state, query.state));
      const where = and(...filters);
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(apps.createdAt)], apps.id);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(apps)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(apps).where(where),
      ]);
      return { items: rows.map(toApp), total: totals?.total ?? 0 };
    },

    /** The app when it belongs to the account; another account's app is as absent as a missing one. */
    async findOwned(accountId: number, appId: string, executor: Pick<Db, 'select'> = db): Promise<AppRow | undefined> {
      const [row] = await executor
        .select()
        .from(apps)
        .where(and(eq(apps.appId, appId), eq(apps.accountId, accountId)))
        .limit(1);
      return row;
    },
  };
}

export type AppService = ReturnType<typeof createAppService>;
