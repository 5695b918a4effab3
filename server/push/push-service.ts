import { and, count, desc, eq, getTableColumns, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import { apps } from '../apps/tables';
import { channels } from '../channels/tables';
import type { AccountData, AccountReads } from '../db/account-data';
import { accountReader, keysetList } from '../shared/keyset-list';
import { pwaUsers } from '../installs/tables';
import { BizCode, bizError } from '../http/api-error';
import { containsPattern, orderByOf, pageWindow, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { inAudience } from './audience-sql';
import { pushDeliveries, pushMessages, pushSubscriptions, type PushAudience, type PushState } from './tables';

/**
 * The delivery log, newest first (by id, which is both its order and its tie-breaker), paged by keyset;
 * the push and state filters walk indexes of their own (a failed or gone delivery is rare among accepted ones).
 */
const DELIVERY_LIST = keysetList({
  operationId: 'pushDeliveryList',
  scope: [pushDeliveries.accountId],
  sortable: {},
  fallback: { column: pushDeliveries.id, direction: 'descend' },
  tieBreaker: pushDeliveries.id,
  filters: {
    push_id: {
      condition: (value) => eq(pushDeliveries.pushId, value),
      index: [pushDeliveries.accountId, pushDeliveries.pushId, pushDeliveries.id],
    },
    state: {
      condition: (value) => eq(pushDeliveries.state, value),
      index: [pushDeliveries.accountId, pushDeliveries.state, pushDeliveries.id],
    },
  },
});

/**
 * The subscribers (one subscription per PWA user), latest change first, paged by keyset. The app and
 * country filters walk indexes of their own; a device id is found through the users' (account, device)
 * index, the join carrying the account over to `pwa_users`; a state or platform is one of a few values.
 */
const SUBSCRIBER_LIST = keysetList({
  operationId: 'pushSubscriberList',
  scope: [pushSubscriptions.accountId],
  sortable: {},
  fallback: { column: pushSubscriptions.updatedAt, direction: 'descend' },
  tieBreaker: pushSubscriptions.id,
  filters: {
    app_id: {
      condition: (value) => eq(pushSubscriptions.appId, value),
      index: [pushSubscriptions.accountId, pushSubscriptions.appId, pushSubscriptions.updatedAt, pushSubscriptions.id],
    },
    country: {
      condition: (value) => eq(pushSubscriptions.country, value),
      index: [pushSubscriptions.accountId, pushSubscriptions.country, pushSubscriptions.updatedAt, pushSubscriptions.id],
    },
    device: {
      condition: (value) => eq(pwaUsers.deviceId, value),
      value: (given) => String(given).trim(),
      index: [pwaUsers.accountId, pwaUsers.deviceId],
    },
    state: { condition: (value) => eq(pushSubscriptions.state, value), index: 'along' },
    platform: { condition: (value) => eq(pushSubscriptions.platform, value), index: 'along' },
  },
});

/** A subscription's user, on the account too (so that the device filter reaches the users' (account, device) index). */
const userOfSubscription = and(eq(pwaUsers.id, pushSubscriptions.pwaUserId), eq(pwaUsers.accountId, pushSubscriptions.accountId));

type PushRow = typeof pushMessages.$inferSelect & { appName: string | null };

/** schemas/entities/push.json */
export const toPush = (row: PushRow) => ({
  id: row.id,
  app_id: row.appId,
  app_name: row.appName ?? '',
  title: row.title,
  body: row.body,
  icon: row.icon,
  image: row.image,
  url: row.url,
  audience_kind: row.audience.kind,
  channel_ids: row.audience.channel_ids ?? [],
  platforms: row.audience.platforms ?? [],
  countries: row.audience.countries ?? [],
  user_ids: row.audience.user_ids ?? [],
  state: row.state,
  send_at: row.sendAt?.toISOString() ?? null,
  sent_at: row.sentAt?.toISOString() ?? null,
  total: row.total,
  sent: row.sent,
  accepted: row.accepted,
  failed: row.failed,
  clicked: row.clicked,
  click_rate: row.accepted > 0 ? Math.min(1, Math.round((row.clicked / row.accepted) * 10000) / 10000) : 0,
  created_at: row.createdAt.toISOString(),
});

export type Push = ReturnType<typeof toPush>;

const SORTABLE = sortColumnsOf('pushList', { created_at: pushMessages.createdAt, send_at: pushMessages.sendAt });

/** Pushes that may still change: not started yet. */
const EDITABLE: PushState[] = ['draft', 'scheduled'];

export const pushNotFound = () => bizError(BizCode.pushNotFound, 'push.notFound');
const pushNotEditable = () => bizError(BizCode.pushNotEditable, 'push.notEditable');
const appNotFound = () => bizError(BizCode.appNotFound, 'push.appNotFound');

type AudienceInput = Pick<BodyOf<'pushAdd'>, 'audience_kind' | 'channel_ids' | 'platforms' | 'countries' | 'user_ids'>;

/** The stored audience of a request: only the list its kind reads. */
export function audienceOf(input: AudienceInput): PushAudience {
  const kind = input.audience_kind ?? 'all';
  switch (kind) {
    case 'channel':
      return { kind, channel_ids: input.channel_ids ?? [] };
    case 'platform':
      return { kind, platforms: input.platforms ?? [] };
    case 'country':
      return { kind, countries: input.countries ?? [] };
    case 'users':
      return { kind, user_ids: input.user_ids ?? [] };
    default:
      return { kind: 'all' };
  }
}

/** The schedule of a compose or edit: a draft, now, or at a time (a time past is now). */
function scheduleOf(input: Pick<BodyOf<'pushAdd'>, 'mode' | 'send_at'>, now: Date): { state: PushState; sendAt: Date | null } {
  if (input.mode === 'now') return { state: 'scheduled', sendAt: now };
  if (input.mode === 'schedule') {
    const at = input.send_at ? new Date(input.send_at) : now;
    return { state: 'scheduled', sendAt: Number.isNaN(at.getTime()) || at < now ? now : at };
  }
  return { state: 'draft', sendAt: input.send_at ? new Date(input.send_at) : null };
}

/**
 * Push messages of an account: compose, edit and schedule, send now, cancel, delete; the audience
 * count; the delivery log; the app and subscriber pickers. Sending itself is the jobs' (push-jobs.ts);
 * `onDue` is told when a push becomes due now, so the process's worker starts at once.
 */
export function createPushService(onDue: () => void = () => {}) {
  const selectPush = (account: AccountData, ...conditions: (SQL | undefined)[]) =>
    account
      .select({ ...getTableColumns(pushMessages), appName: apps.appName })
      .from(pushMessages, ...conditions)
      .leftJoin(apps, eq(apps.appId, pushMessages.appId));

  async function one(account: AccountData, id: number): Promise<Push> {
    const [row] = await selectPush(account, eq(pushMessages.id, id)).limit(1);
    if (!row) throw pushNotFound();
    return toPush(row as PushRow);
  }

  async function assertOwnApp(account: AccountData, appId: string) {
    if (!(await account.count(apps, eq(apps.appId, appId)))) throw appNotFound();
  }

  const contentOf = (body: BodyOf<'pushAdd'>) => ({
    appId: body.app_id,
    title: body.title.trim(),
    body: body.body ?? '',
    icon: body.icon ?? '',
    image: body.image ?? '',
    url: body.url ?? '',
    audience: audienceOf(body),
  });

  return {
    async list(account: AccountData, query: QueryOf<'pushList'>): Promise<ListResult<Push>> {
      const filters: SQL[] = [];
      if (query.app_id) filters.push(eq(pushMessages.appId, query.app_id));
      if (query.state) filters.push(eq(pushMessages.state, query.state));
      if (query.title?.trim()) filters.push(ilike(pushMessages.title, containsPattern(query.title)));
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(pushMessages.createdAt)], pushMessages.id);
      const [rows, total] = await Promise.all([
        selectPush(account, ...filters)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        account.count(pushMessages, ...filters),
      ]);
      return { items: rows.map((row) => toPush(row as PushRow)), total };
    },

    detail: one,

    async add(account: AccountData, body: BodyOf<'pushAdd'>): Promise<Push> {
      await assertOwnApp(account, body.app_id);
      const now = new Date();
      const schedule = scheduleOf(body, now);
      const [row] = await account
        .insert(pushMessages, { ...contentOf(body), state: schedule.state, sendAt: schedule.sendAt })
        .returning({ id: pushMessages.id });
      if (schedule.state === 'scheduled' && schedule.sendAt! <= now) onDue();
      return one(account, row!.id);
    },

    async edit(account: AccountData, body: BodyOf<'pushEdit'>): Promise<Push> {
      await one(account, body.id);
      await assertOwnApp(account, body.app_id);
      const now = new Date();
      const schedule = scheduleOf(body, now);
      const changed = await account
        .update(
          pushMessages,
          { ...contentOf(body), state: schedule.state, sendAt: schedule.sendAt, updatedAt: now },
          eq(pushMessages.id, body.id),
          inArray(pushMessages.state, EDITABLE),
        )
        .returning({ id: pushMessages.id });
      if (!changed.length) throw pushNotEditable();
      if (schedule.state === 'scheduled' && schedule.sendAt! <= now) onDue();
      return one(account, body.id);
    },

    async send(account: AccountData, id: number): Promise<Push> {
      await one(account, id);
      const now = new Date();
      const changed = await account
        .update(
          pushMessages,
          { state: 'scheduled', sendAt: now, updatedAt: now },
          eq(pushMessages.id, id),
          inArray(pushMessages.state, EDITABLE),
        )
        .returning({ id: pushMessages.id });
      if (!changed.length) throw pushNotEditable();
      onDue();
      return one(account, id);
    },

    async cancel(account: AccountData, id: number): Promise<Push> {
      await one(account, id);
      const changed = await account
        .update(pushMessages, { state: 'draft', updatedAt: new Date() }, eq(pushMessages.id, id), eq(pushMessages.state, 'scheduled'))
        .returning({ id: pushMessages.id });
      if (!changed.length) throw pushNotEditable();
      return one(account, id);
    },

    async del(account: AccountData, ids: number[]): Promise<number> {
      const deleted = await account
        .delete(pushMessages, inArray(pushMessages.id, ids), sql`${pushMessages.state} <> 'sending'`)
        .returning({ id: pushMessages.id });
      return deleted.length;
    },

    async audienceCount(account: AccountData, body: BodyOf<'pushAudienceCount'>): Promise<number> {
      const audience = JSON.stringify(audienceOf(body));
      const [row] = await account.runSql<{ n: number }>(
        'push.audienceCount',
        (owner, value) => sql`select count(*)::int as n from push_subscriptions s
          where s.account_id = ${owner} and s.app_id = ${value('app')} and s.state = 'subscribed'
            and ${inAudience(sql`${value('audience')}::jsonb`)}`,
        { app: body.app_id, audience },
      );
      return row?.n ?? 0;
    },

    async deliveries(account: AccountData, query: QueryOf<'pushDeliveryList'>) {
      const { rows, ...paging } = await DELIVERY_LIST.page(accountReader(account), query, {
        rows: (reads: AccountReads, conditions, order) =>
          reads
            .select({
              id: pushDeliveries.id,
              pushId: pushDeliveries.pushId,
              pwaUserId: pushSubscriptions.pwaUserId,
              deviceId: pwaUsers.deviceId,
              platform: pushSubscriptions.platform,
              country: pushSubscriptions.country,
              state: pushDeliveries.state,
              statusCode: pushDeliveries.statusCode,
              attempts: pushDeliveries.attempts,
              sentAt: pushDeliveries.sentAt,
              clickedAt: pushDeliveries.clickedAt,
              sortKey: order.sortKey,
            })
            .from(pushDeliveries, ...conditions)
            .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
            .innerJoin(pwaUsers, eq(pwaUsers.id, pushSubscriptions.pwaUserId)),
        matching: (reads: AccountReads, conditions) => reads.select({ one: sql`1` }).from(pushDeliveries, ...conditions),
        idOf: (row) => row.id,
      });
      return {
        items: rows.map((r) => ({
          id: r.id,
          push_id: r.pushId,
          pwa_user_id: r.pwaUserId,
          device_id: r.deviceId,
          platform: r.platform,
          country: r.country,
          state: r.state,
          status_code: r.statusCode,
          attempts: r.attempts,
          sent_at: r.sentAt?.toISOString() ?? null,
          clicked_at: r.clickedAt?.toISOString() ?? null,
        })),
        ...paging,
      };
    },

    async appList(account: AccountData, query: QueryOf<'pushAppList'>) {
      const filters: SQL[] = [];
      if (query.app_name?.trim()) filters.push(ilike(apps.appName, containsPattern(query.app_name)));
      const { limit, offset } = pageWindow(query);
      const subscribers = sql<number>`(select count(*)::int from push_subscriptions s where s.app_id = ${apps.appId} and s.account_id = ${apps.accountId} and s.state = 'subscribed')`;
      const pushes = sql<number>`(select count(*)::int from push_messages m where m.app_id = ${apps.appId} and m.account_id = ${apps.accountId})`;
      const [rows, total] = await Promise.all([
        account
          .select({ appId: apps.appId, appName: apps.appName, subscribers, pushes })
          .from(apps, ...filters)
          .orderBy(desc(apps.createdAt), desc(apps.id))
          .limit(limit)
          .offset(offset),
        account.count(apps, ...filters),
      ]);
      return {
        items: rows.map((r) => ({ app_id: r.appId, app_name: r.appName, subscribers: Number(r.subscribers), pushes: Number(r.pushes) })),
        total,
      };
    },

    async countries(account: AccountData, query: QueryOf<'pushCountryOptions'>) {
      const filters: SQL[] = [eq(pushSubscriptions.state, 'subscribed'), sql`${pushSubscriptions.country} <> ''`];
      if (query.app_id) filters.push(eq(pushSubscriptions.appId, query.app_id));
      const rows = await account
        .select({ code: pushSubscriptions.country, subscribers: count() })
        .from(pushSubscriptions, ...filters)
        .groupBy(pushSubscriptions.country)
        .orderBy(desc(count()), pushSubscriptions.country)
        .limit(pageWindow(query).limit)
        .offset(pageWindow(query).offset);
      return { items: rows.map((r) => ({ code: r.code, subscribers: r.subscribers })) };
    },

    async subscribers(account: AccountData, query: QueryOf<'pushSubscriberList'>) {
      const { rows, ...paging } = await SUBSCRIBER_LIST.page(accountReader(account), query, {
        rows: (reads: AccountReads, conditions, order) =>
          reads
            .select({
              id: pushSubscriptions.pwaUserId,
              subscriptionId: pushSubscriptions.id,
              appId: pushSubscriptions.appId,
              appName: apps.appName,
              deviceId: pwaUsers.deviceId,
              platform: pushSubscriptions.platform,
              country: pushSubscriptions.country,
              channelName: channels.name,
              state: pushSubscriptions.state,
              updatedAt: pushSubscriptions.updatedAt,
              sortKey: order.sortKey,
            })
            .from(pushSubscriptions, ...conditions)
            .innerJoin(pwaUsers, userOfSubscription)
            .leftJoin(apps, and(eq(apps.appId, pushSubscriptions.appId), eq(apps.accountId, pushSubscriptions.accountId)))
            .leftJoin(channels, and(eq(channels.id, pushSubscriptions.channelId), eq(channels.accountId, pushSubscriptions.accountId))),
        // The users are joined for the device filter alone (a filter's name is part of the statement's shape).
        matching: (reads: AccountReads, conditions) => {
          const subscriptions = reads.select({ one: sql`1` }).from(pushSubscriptions, ...conditions);
          return query.device?.trim() ? subscriptions.innerJoin(pwaUsers, userOfSubscription) : subscriptions;
        },
        idOf: (row) => row.subscriptionId,
      });
      return {
        items: rows.map((r) => ({
          id: r.id,
          app_id: r.appId,
          app_name: r.appName ?? '',
          device_id: r.deviceId,
          platform: r.platform,
          country: r.country,
          channel_name: r.channelName ?? '',
          state: r.state,
          updated_at: r.updatedAt.toISOString(),
        })),
        ...paging,
      };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
