import type { BodyOf, QueryOf } from '../api/operation-inputs';
import { and, desc, eq, gte, ilike, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { appVersions, apps, channels, shortLinks, users } from '../db/schema';
import { BizCode, badField, bizError, notFound } from '../http/api-error';
import { filterTimeOf } from '../shared/filter-time';
import { containsPattern, orderByOf, pageWindow, totalOfPage, type ListResult } from '../shared/list-query';
import { isAppCategory } from './app-categories';
import { newAppId } from './app-id';
import { assertUnderPlanLimit } from '../packages/package-limits';
import { appsUsed } from './apps-used';
import { isImageAddress, objectOfJson, parseStoreDetails, STORE_FIELDS, storeDetailsOf } from './store-details';
import { sdkSnippetOf } from './sdk-snippet';
import { domainUrlOf, installUrlOf, shortUrlOf, testLinkOf } from '../shared/public-urls';
import type { InstallTokens } from '../installs/install-token';
import { sortColumnsOf } from '../shared/sort-columns';

export type AppRow = typeof apps.$inferSelect;
type AppState = AppRow['state'];

/** Installs of an app so far: the sum of its channels' install counts. */
const installCount = sql<number>`coalesce((select sum(c.install_count) from ${channels} c where c.app_id = ${apps}.app_id), 0)::int`;

/** schemas/entities/app.json */
export const toApp = (row: AppRow, installs = 0) => ({
  app_id: row.appId,
  app_name: row.appName,
  win_icon: row.winIcon,
  app_type: row.appType,
  app_type_json: row.appTypeJson,
  source: row.source,
  target_url: row.targetUrl,
  package_version: row.packageVersion,
  state: row.state,
  ban_reason: row.state === 'banned' ? row.banReason : '',
  record: row.record,
  install_count: installs,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const SORTABLE = sortColumnsOf('appList', {
  app_id: apps.appId,
  app_name: apps.appName,
  state: apps.state,
  created_at: apps.createdAt,
  updated_at: apps.updatedAt,
  install_count: installCount,
});

const required = (field: string) => badField(field, 'validation.requiredReason');
const appBanned = () => bizError(BizCode.appBanned, 'app.banned');
const notReady = (source: string) => bizError(BizCode.appNotReady, source === 'package' ? 'app.noPackage' : 'app.noTargetUrl');

function checkedUrl(field: string, value: string): string {
  const url = value.trim();
  if (!url) return '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badField(field, 'validation.url');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw badField(field, 'validation.webScheme');
  return url;
}

/** Apps of an account: list, details, create and edit, state. Uploads are app-upload-service.ts. */
export function createAppService(platform: PlatformDb, tokens: Pick<InstallTokens, 'testKeyOf'>) {
  async function find(account: AccountData, appId: string): Promise<AppRow | undefined> {
    const [row] = await account.rows(apps, eq(apps.appId, appId)).limit(1);
    return row;
  }

  async function owned(account: AccountData, appId: string): Promise<AppRow> {
    const row = await find(account, appId);
    if (!row) throw notFound();
    return row;
  }

  async function versionsOf(account: AccountData, appId: string) {
    return account
      .select({
        version: appVersions.version,
        fileCount: appVersions.fileCount,
        sizeBytes: appVersions.sizeBytes,
        createdAt: appVersions.createdAt,
      })
      .from(appVersions, eq(appVersions.appId, appId), isNull(appVersions.removedAt))
      .orderBy(desc(appVersions.createdAt), desc(appVersions.id));
  }

  async function keptVersionLocked(tx: AccountData, appId: string, version: string): Promise<boolean> {
    const [row] = await tx
      .rows(appVersions, eq(appVersions.appId, appId), eq(appVersions.version, version), isNull(appVersions.removedAt))
      .for('share');
    return row !== undefined;
  }

  /** The app's install link on each of its channels (attributed by `?c=`), with the short link once made. */
  async function channelLinksOf(account: AccountData, app: AppRow, origin: string) {
    const rows = await account
      .select({ name: channels.name, code: channels.code, shortCode: shortLinks.code })
      .from(channels, eq(channels.appId, app.appId))
      .leftJoin(shortLinks, eq(shortLinks.channelId, channels.id))
      .orderBy(channels.id);
    return rows.map((r) => ({
      label: r.name,
      url: installUrlOf(app, r.code, origin),
      ...(r.shortCode ? { short_url: shortUrlOf(origin, r.shortCode) } : {}),
    }));
  }

  async function installsOf(account: AccountData, appId: string) {
    const [row] = await account.select({ installs: installCount }).from(apps, eq(apps.appId, appId));
    return row?.installs ?? 0;
  }

  /** The row's fields a save sets, checked (every message names its field). */
  async function changesOf(account: AccountData, input: BodyOf<'newApp'>, current?: AppRow) {
    const appName = input.app_name.trim();
    if (!appName) throw required('app_name');
    const winIcon = input.win_icon?.trim() ?? current?.winIcon ?? '';
    if (winIcon && !isImageAddress(winIcon)) throw badField('win_icon', 'validation.imageAddress');
    const appType = input.app_type ?? current?.appType ?? '';
    if (appType && !isAppCategory(appType)) throw badField('app_type', 'validation.notAnOption');

    const given: Record<string, unknown> = input.app_type_json !== undefined ? objectOfJson(input.app_type_json) : {};
    for (const key of STORE_FIELDS) if (input[key] !== undefined) given[key] = input[key];
    const details = storeDetailsOf({ ...parseStoreDetails(current?.appTypeJson ?? '{}'), ...given });

    const source = input.source ?? current?.source ?? 'url';
    const targetUrl = input.target_url !== undefined ? checkedUrl('target_url', input.target_url) : (current?.targetUrl ?? '');
    if (source === 'url' && !targetUrl) throw required('target_url');
    let packageVersion = current?.packageVersion ?? '';
    if (input.package_version !== undefined && input.package_version !== packageVersion) {
      // Switching the live version (back) to one uploaded before.
      const known = current ? (await versionsOf(account, current.appId)).some((v) => v.version === input.package_version) : false;
      if (!known) throw bizError(BizCode.appVersionUnknown, 'app.versionUnknown', { version: input.package_version });
      packageVersion = input.package_version;
    }
    return { appName, winIcon, appType, appTypeJson: JSON.stringify(details), source, targetUrl, packageVersion };
  }

  return {
    find,
    owned,

    async list(account: AccountData, query: QueryOf<'appList'>): Promise<ListResult<ReturnType<typeof toApp>>> {
      const filters: SQL[] = [];
      if (query.app_name?.trim()) filters.push(ilike(apps.appName, containsPattern(query.app_name)));
      if (query.state) filters.push(eq(apps.state, query.state));
      if (query.app_type) filters.push(eq(apps.appType, query.app_type));
      if (query.record?.trim()) filters.push(sql`${apps.record}::text ilike ${containsPattern(query.record)}`);
      if (query.created_at_start) filters.push(gte(apps.createdAt, filterTimeOf('created_at_start', query.created_at_start)));
      if (query.created_at_end) filters.push(lte(apps.createdAt, filterTimeOf('created_at_end', query.created_at_end)));
      const window = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(apps.createdAt)], apps.id);
      const rows = await account
        .select({ app: apps, installs: installCount })
        .from(apps, ...filters)
        .orderBy(...orderBy)
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, () => account.count(apps, ...filters));
      return { items: rows.map((r) => toApp(r.app, r.installs)), total };
    },

    /** The app with its store details, kept package versions, install addresses and the SDK snippet. */
    async details(account: AccountData, appId: string, origin: string) {
      const row = await owned(account, appId);
      const [versions, installs, channelLinks, [keys], testKey] = await Promise.all([
        versionsOf(account, appId),
        installsOf(account, appId),
        channelLinksOf(account, row, origin),
        platform.select({ appKey: users.appKey }).from(users).where(eq(users.id, account.accountId)).limit(1),
        tokens.testKeyOf(row.appId),
      ]);
      const installUrl = `${origin}/i/${row.appId}`;
      return {
        ...toApp(row, installs),
        ...parseStoreDetails(row.appTypeJson),
        install_url: installUrl,
        domain_urls: row.record.map((domain) => domainUrlOf(domain, origin)),
        test_link: testLinkOf(row, origin, testKey),
        channel_links: channelLinks,
        versions: versions.map((v) => ({
          version: v.version,
          file_count: v.fileCount,
          size_bytes: v.sizeBytes,
          live: row.source === 'package' && v.version === row.packageVersion,
          created_at: v.createdAt.toISOString(),
        })),
        app_key: keys?.appKey ?? '',
        sdk_snippet: sdkSnippetOf(origin, row.appId, keys?.appKey ?? ''),
      };
    },

    /** Creates an app (no `app_id`) as a draft, or edits one of the account's apps. */
    async save(account: AccountData, input: BodyOf<'newApp'>) {
      if (input.app_id) {
        const current = await owned(account, input.app_id);
        const changes = await changesOf(account, input, current);
        const switched = changes.packageVersion !== current.packageVersion;
        const [updated] = await account.transaction(async (tx) => {
          // The version row is locked (shared) so that it cannot be removed while it is made live (app-upload-service.ts).
          if (switched && !(await keptVersionLocked(tx, current.appId, changes.packageVersion))) {
            throw bizError(BizCode.appVersionUnknown, 'app.versionUnknown', { version: changes.packageVersion });
          }
          return tx.update(apps, { ...changes, updatedAt: new Date() }, eq(apps.appId, current.appId)).returning();
        });
        if (!updated) throw notFound();
        return toApp(updated, await installsOf(account, updated.appId));
      }
      const changes = await changesOf(account, input);
      if (input.package_version) throw bizError(BizCode.appVersionUnknown, 'app.versionUnknown', { version: input.package_version });
      const created = await account.transaction(async (tx) => {
        await tx.owner({ lock: true });
        await assertUnderPlanLimit(tx, 'apps', await appsUsed(tx));
        const [row] = await tx.insert(apps, { ...changes, appId: newAppId(), state: 'draft' }).returning();
        return row!;
      });
      return toApp(created, 0);
    },

    /** online / paused / draft by the master; a banned app (the platform's decision) stays banned. */
    async setState(account: AccountData, appId: string, state: Exclude<AppState, 'banned'>) {
      const row = await owned(account, appId);
      if (row.state === 'banned') throw appBanned();
      if (state === 'online' && !(row.source === 'package' ? row.packageVersion : row.targetUrl)) throw notReady(row.source);
      const [updated] = await account
        .update(apps, { state, pausedUnpaid: false, updatedAt: new Date() }, and(eq(apps.appId, appId), sql`${apps.state} <> 'banned'`))
        .returning();
      if (!updated) throw appBanned();
      return toApp(updated, await installsOf(account, appId));
    },
  };
}

export type AppService = ReturnType<typeof createAppService>;
