import type { QueryOf } from '../api/operation-inputs';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AccountData, AccountReads } from '../db/account-data';
import { notFound } from '../http/api-error';
import { apps } from '../apps/tables';
import { channels } from '../channels/tables';
import { eventsKeptFrom } from '../installs/install-event-months';
import type { InstallReason } from '../installs/install-verification';
import { installChecks, installEvents, pwaUsers } from '../installs/tables';
import { accountReader, keysetList, type KeysetPage } from '../shared/keyset-list';
import { checkFilterOwners } from './statistics-filters';

/** Paged by keyset over the account's users: every sort and the app, channel and device filters walk an index. */
export const PWA_USER_LIST = keysetList({
  operationId: 'pwaUserList',
  scope: [pwaUsers.accountId],
  sortable: { last_seen: pwaUsers.lastSeen, first_seen: pwaUsers.firstSeen },
  fallback: { column: pwaUsers.lastSeen, direction: 'descend' },
  tieBreaker: pwaUsers.id,
  filters: {
    app_id: {
      condition: (value) => eq(pwaUsers.appId, value),
      index: [pwaUsers.accountId, pwaUsers.appId, pwaUsers.lastSeen, pwaUsers.id],
    },
    channel_id: {
      condition: (value) => eq(pwaUsers.channelId, value),
      index: [pwaUsers.accountId, pwaUsers.channelId, pwaUsers.lastSeen, pwaUsers.id],
    },
    device: {
      condition: (value) => eq(pwaUsers.deviceId, value),
      value: (given) => String(given).trim(),
      index: [pwaUsers.accountId, pwaUsers.deviceId],
    },
    platform: { condition: (value) => eq(pwaUsers.platform, value), index: 'along' },
    subscribed: { condition: (value) => eq(pwaUsers.subscribed, value), value: (given) => given === 'yes', index: 'along' },
    // Two statements (one per answer): `installed` is part of the statement's shape, not a value.
    installed: {
      condition: (value) => sql`(${pwaUsers.installedAt} is not null) = ${value}`,
      value: (given) => given === 'yes',
      index: 'along',
    },
  },
});

/** The most events a user's details show (newest first). */
const DETAIL_EVENTS = 100;

const userFields = { user: pwaUsers, appName: apps.appName, channelName: channels.name };
type UserRow = { user: typeof pwaUsers.$inferSelect; appName: string | null; channelName: string | null };

/** schemas/entities/pwa-user.json */
const toPwaUser = ({ user, appName, channelName }: UserRow) => ({
  id: user.id,
  app_id: user.appId,
  app_name: appName ?? '',
  device_id: user.deviceId,
  channel_id: user.channelId ?? 0,
  channel_name: channelName ?? '',
  platform: user.platform,
  browser: user.browser,
  os: user.os,
  country: user.country,
  subscribed: user.subscribed,
  installed: user.installedAt !== null,
  installed_at: user.installedAt?.toISOString() ?? null,
  first_seen: user.firstSeen.toISOString(),
  last_seen: user.lastSeen.toISOString(),
});

/** Users with their app's and channel's names (from the account's own apps and channels, joined on the account too). */
function namedRows(reads: AccountReads, conditions: (SQL | undefined)[], sortKey: SQL<string> = sql<string>`''`) {
  return reads
    .select({ ...userFields, sortKey })
    .from(pwaUsers, ...conditions)
    .leftJoin(apps, and(eq(apps.appId, pwaUsers.appId), eq(apps.accountId, pwaUsers.accountId)))
    .leftJoin(channels, and(eq(channels.id, pwaUsers.channelId), eq(channels.accountId, pwaUsers.accountId)));
}

/**
 * PWA users of the account's hosted apps, and one user's funnel events: those of the months kept
 * (`keepMonths`, INSTALL_EVENTS_KEEP_MONTHS; 0 keeps all), older months' events are removed whole.
 */
export function createPwaUserService(keepMonths: number) {
  const withNames = (account: AccountData, ...conditions: (SQL | undefined)[]) => namedRows(account, conditions);

  return {
    async list(account: AccountData, query: QueryOf<'pwaUserList'>): Promise<KeysetPage<ReturnType<typeof toPwaUser>>> {
      await checkFilterOwners(account, query);
      const { rows, ...rest } = await PWA_USER_LIST.page(accountReader(account), query, {
        rows: (reads: AccountReads, conditions, order) => namedRows(reads, conditions, order.sortKey),
        matching: (reads: AccountReads, conditions) => reads.select({ one: sql`1` }).from(pwaUsers, ...conditions),
        idOf: (row) => row.user.id,
      });
      return { items: rows.map(toPwaUser), ...rest };
    },

    async detail(account: AccountData, id: number, now = new Date()) {
      const [row] = await withNames(account, eq(pwaUsers.id, id)).limit(1);
      if (!row) throw notFound();
      const events = await account
        .select({ event: installEvents, channelName: channels.name })
        .from(installEvents, eq(installEvents.pwaUserId, id))
        .leftJoin(channels, and(eq(channels.id, installEvents.channelId), eq(channels.accountId, installEvents.accountId)))
        .orderBy(desc(installEvents.createdAt), desc(installEvents.id))
        .limit(DETAIL_EVENTS);
      // An install the checks did not bill is not among the events: it is listed from its check, with the reason.
      const [check] = await account
        .select({
          id: installChecks.id,
          platform: installChecks.platform,
          verdict: installChecks.verdict,
          reason: installChecks.reason,
          createdAt: installChecks.createdAt,
        })
        .from(installChecks, eq(installChecks.appId, row.user.appId), eq(installChecks.deviceId, row.user.deviceId))
        .limit(1);
      const unbilled =
        check && check.verdict !== 'verified'
          ? [
              {
                key: `check:${check.id}`,
                id: check.id,
                step: 'installed' as const,
                channel_name: row.channelName ?? '',
                platform: check.platform,
                billing: check.verdict,
                amount: 0,
                reason: check.reason as InstallReason,
                created_at: check.createdAt.toISOString(),
              },
            ]
          : [];
      // The user's install time and figures stay (pwa_users, install_daily); its events of removed months do not.
      const keptFrom = eventsKeptFrom(now, keepMonths);
      return {
        user: toPwaUser(row),
        events_since: keptFrom && row.user.firstSeen < keptFrom ? keptFrom.toISOString() : null,
        events: [
          ...unbilled,
          ...events.map(({ event, channelName }) => ({
            key: `event:${event.id}`,
            id: event.id,
            step: event.step,
            channel_name: channelName ?? '',
            platform: event.platform,
            billing: event.billing ?? ('' as const),
            amount: event.amount,
            reason: '' as const,
            created_at: event.createdAt.toISOString(),
          })),
        ],
      };
    },
  };
}
