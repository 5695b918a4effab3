import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { QueryOf } from '../api/operation-inputs';
import { apps } from '../apps/tables';
import { channels } from '../channels/tables';
import type { AccountData, AccountReads } from '../db/account-data';
import { installEvents } from '../installs/tables';
import { accountReader, keysetList, type KeysetPage } from '../shared/keyset-list';
import { checkFilterOwners } from './statistics-filters';

/**
 * The account's install events (every funnel step of its hosted pages, all kept months), newest first
 * (or oldest first: the same index backwards), paged by keyset: the order and the app, channel, step and billing filters each walk an index of the
 * account's; a platform is one of a few that most events share, read along the order's index.
 */
export const INSTALL_EVENT_LIST = keysetList({
  operationId: 'installEventList',
  scope: [installEvents.accountId],
  sortable: { created_at: installEvents.createdAt },
  fallback: { column: installEvents.createdAt, direction: 'descend' },
  tieBreaker: installEvents.id,
  filters: {
    app_id: {
      condition: (value) => eq(installEvents.appId, value),
      index: [installEvents.accountId, installEvents.appId, installEvents.createdAt, installEvents.id],
    },
    channel_id: {
      condition: (value) => eq(installEvents.channelId, value),
      index: [installEvents.accountId, installEvents.channelId, installEvents.createdAt, installEvents.id],
    },
    step: {
      condition: (value) => eq(installEvents.step, value),
      index: [installEvents.accountId, installEvents.step, installEvents.createdAt, installEvents.id],
    },
    // Its index holds the installs only (`billing is not null`), which `billing = …` implies.
    billing: {
      condition: (value) => eq(installEvents.billing, value),
      index: [installEvents.accountId, installEvents.billing, installEvents.createdAt, installEvents.id],
    },
    platform: { condition: (value) => eq(installEvents.platform, value), index: 'along' },
  },
});

/** Events with their app's and channel's names (the account's own, joined on the account too). */
const namedEvents = (reads: AccountReads, conditions: SQL[], sortKey: SQL<string>) =>
  reads
    .select({ event: installEvents, appName: apps.appName, channelName: channels.name, sortKey })
    .from(installEvents, ...conditions)
    .leftJoin(apps, and(eq(apps.appId, installEvents.appId), eq(apps.accountId, installEvents.accountId)))
    .leftJoin(channels, and(eq(channels.id, installEvents.channelId), eq(channels.accountId, installEvents.accountId)));

type EventRow = Awaited<ReturnType<typeof namedEvents>>[number];

/** schemas/entities/install-event.json */
const toInstallEvent = ({ event, appName, channelName }: EventRow) => ({
  id: event.id,
  created_at: event.createdAt.toISOString(),
  app_id: event.appId,
  app_name: appName ?? '',
  channel_id: event.channelId ?? 0,
  channel_name: channelName ?? '',
  platform: event.platform,
  step: event.step,
  billing: event.billing ?? ('' as const),
  amount: event.amount,
});

export function createInstallEventService() {
  return {
    async list(account: AccountData, query: QueryOf<'installEventList'>): Promise<KeysetPage<ReturnType<typeof toInstallEvent>>> {
      await checkFilterOwners(account, query);
      const { rows, ...page } = await INSTALL_EVENT_LIST.page<AccountReads, EventRow>(accountReader(account), query, {
        rows: (reads, conditions, order) => namedEvents(reads, conditions, order.sortKey),
        matching: (reads, conditions) => reads.select({ one: sql`1` }).from(installEvents, ...conditions),
        idOf: (row) => row.event.id,
      });
      return { items: rows.map(toInstallEvent), ...page };
    },
  };
}
