import type { QueryOf } from '../api/operation-inputs';
import { and, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { notFound } from '../http/api-error';
import { apps } from '../apps/tables';
import { channels } from '../channels/tables';
import { eventsKeptFrom } from '../installs/install-event-months';
import type { InstallReason } from '../installs/install-verification';
import { installChecks, installEvents, pwaUsers } from '../installs/tables';
import { containsPattern, orderByOf, pageWindow, totalOfPage, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { checkFilterOwners } from './statistics-filters';

const SORTABLE = sortColumnsOf('pwaUserList', {
  last_seen: pwaUsers.lastSeen,
  first_seen: pwaUsers.firstSeen,
  installed_at: pwaUsers.installedAt,
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

/**
 * PWA users of the account's hosted apps, and one user's funnel events: those of the months kept
 * (`keepMonths`, INSTALL_EVENTS_KEEP_MONTHS; 0 keeps all), older months' events are removed whole.
 */
export function createPwaUserService(keepMonths: number) {
  // Names come from the account's own apps and channels (joined on the account too).
  const withNames = (account: AccountData, ...conditions: (SQL | undefined)[]) =>
    account
      .select(userFields)
      .from(pwaUsers, ...conditions)
      .leftJoin(apps, and(eq(apps.appId, pwaUsers.appId), eq(apps.accountId, pwaUsers.accountId)))
      .leftJoin(channels, and(eq(channels.id, pwaUsers.channelId), eq(channels.accountId, pwaUsers.accountId)));

  return {
    async list(account: AccountData, query: QueryOf<'pwaUserList'>): Promise<ListResult<ReturnType<typeof toPwaUser>>> {
      await checkFilterOwners(account, query);
      const filters: (SQL | undefined)[] = [
        query.app_id ? eq(pwaUsers.appId, query.app_id) : undefined,
        query.channel_id !== undefined ? eq(pwaUsers.channelId, query.channel_id) : undefined,
        query.platform ? eq(pwaUsers.platform, query.platform) : undefined,
        query.subscribed ? eq(pwaUsers.subscribed, query.subscribed === 'yes') : undefined,
        query.installed === 'yes' ? isNotNull(pwaUsers.installedAt) : query.installed === 'no' ? isNull(pwaUsers.installedAt) : undefined,
        query.device?.trim() ? ilike(pwaUsers.deviceId, containsPattern(query.device)) : undefined,
      ];
      const window = pageWindow(query);
      const rows = await withNames(account, ...filters)
        .orderBy(...orderByOf(query, SORTABLE, [desc(pwaUsers.lastSeen)], pwaUsers.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, () => account.count(pwaUsers, ...filters));
      return { items: rows.map(toPwaUser), total };
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
