import { desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { apps } from '../db/schema';
import { containsPattern, orderByOf, pageWindow, type ListParams, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';

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

const SORTABLE = sortColumnsOf('appList', {
  app_id: apps.appId,
  app_name: apps.appName,
  state: apps.state,
  created_at: apps.createdAt,
  updated_at: apps.updatedAt,
});

/** Apps of an account. Creating and editing apps comes with the app pages. */
export function createAppService() {
  return {
    async list(account: AccountData, query: AppListQuery): Promise<ListResult<ReturnType<typeof toApp>>> {
      const filters: SQL[] = [];
      if (query.app_name?.trim()) filters.push(ilike(apps.appName, containsPattern(query.app_name)));
      if (query.state) filters.push(eq(apps.state, query.state));
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(apps.createdAt)], apps.id);
      const [rows, total] = await Promise.all([
        account
          .rows(apps, ...filters)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        account.count(apps, ...filters),
      ]);
      return { items: rows.map(toApp), total };
    },

    /** The app when it belongs to the account; another account's app is as absent as a missing one. */
    async find(account: AccountData, appId: string): Promise<AppRow | undefined> {
      const [row] = await account.rows(apps, eq(apps.appId, appId)).limit(1);
      return row;
    },
  };
}

export type AppService = ReturnType<typeof createAppService>;
