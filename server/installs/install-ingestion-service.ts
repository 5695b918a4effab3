import { and, eq, sql, type SQL } from 'drizzle-orm';
import { apps } from '../apps/tables';
import { users } from '../auth/tables';
import { channels } from '../channels/tables';
import { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { cachedStatement } from '../db/statement-cache';
import { bizError, BizCode } from '../http/api-error';
import type { InstallBillingService } from './install-billing';
import type { FunnelStep, PushSubscriptionJson } from './tables';
import type { DeviceKind } from './user-agent';

export interface HostedEvent {
  appId: string;
  deviceId: string;
  step: FunnelStep;
  /** The channel code of the page's `?c=` (or short link), as the page sends it. */
  channel?: string;
  pushSubscription?: PushSubscriptionJson;
  device: DeviceKind;
  /** ISO 3166 alpha-2, or empty when unknown. */
  country: string;
}

interface Target {
  accountId: number;
  unitPrice: number;
  /** The channel of the code sent, when it is one of this app's channels. */
  channelId: number | null;
}

/** The install_daily counters (SQL column names) the statements below add to. */
const COUNTERS = [
  'visits',
  'prompts',
  'clicks',
  'accepted',
  'dismissed',
  'installs',
  'opens',
  'billed_quota',
  'billed_balance',
  'unbilled',
  'amount',
] as const;

type Counter = (typeof COUNTERS)[number];
type Counts = Partial<Record<Counter, number>>;

/** The install_daily counter each reported step adds to (`installed` counts through billing). */
const COUNTER: Record<Exclude<FunnelStep, 'installed'>, Counter> = {
  visit: 'visits',
  prompt: 'prompts',
  click: 'clicks',
  accepted: 'accepted',
  dismissed: 'dismissed',
  standalone: 'opens',
};

const BILLED_COUNTER = { quota: 'billed_quota', balance: 'billed_balance', unbilled: 'unbilled' } as const;

type Value = (name: string) => SQL;

/**
 * Upserts the device's PWA user (`u`: id, channel_id, claimed). The first attributed visit keeps the
 * device (a later code changes nothing). For an install step (`installed_at` given) it also claims the
 * install: `installed_at` is set when it was empty, and the row lock the upsert holds until commit
 * makes every other call of the device wait and then find it set; `claimed` says whether this call
 * set it (it reads back the call's own time).
 */
const upsertUser = (owner: SQL, value: Value) => sql`u as (
  insert into pwa_users (account_id, app_id, device_id, channel_id, platform, browser, os, country,
    push_subscription, subscribed, installed_at, first_seen, last_seen)
  values (${owner}::int, ${value('app')}::text, ${value('device')}::text, ${value('channel')}::int,
    ${value('platform')}::text, ${value('browser')}::text, ${value('os')}::text, ${value('country')}::text,
    ${value('push')}::text::jsonb, ${value('push')}::text is not null, ${value('installedAt')}::text::timestamptz,
    ${value('now')}::text::timestamptz, ${value('now')}::text::timestamptz)
  on conflict (app_id, device_id) do update set
    channel_id = coalesce(pwa_users.channel_id, excluded.channel_id),
    platform = excluded.platform,
    browser = excluded.browser,
    os = excluded.os,
    country = coalesce(nullif(excluded.country, ''), pwa_users.country),
    push_subscription = coalesce(excluded.push_subscription, pwa_users.push_subscription),
    subscribed = pwa_users.subscribed or excluded.subscribed,
    installed_at = coalesce(pwa_users.installed_at, excluded.installed_at),
    last_seen = greatest(pwa_users.last_seen, excluded.last_seen)
  returning id, channel_id, coalesce(installed_at = ${value('installedAt')}::text::timestamptz, false) as claimed)`;

/** Inserts the step's event of the user `source` names (`id`, `channel_id`), when `when` holds. */
const insertStep = (owner: SQL, value: Value, source: SQL, when: SQL) => sql`insert into install_events
    (account_id, app_id, pwa_user_id, channel_id, step, platform, created_at)
  select ${owner}::int, ${value('app')}::text, id, channel_id, ${value('step')}::text, ${value('platform')}::text,
    ${value('now')}::text::timestamptz
  from ${source} where ${when}`;

/** The day's row of install_daily (day in UTC, app, the user's channel, platform) gains the counters given. */
const addToDay = (owner: SQL, value: Value, source: SQL) => sql`insert into install_daily
    (account_id, day, app_id, channel_id, platform, ${sql.raw(COUNTERS.join(', '))})
  select ${owner}::int, ${value('day')}::text::date, ${value('app')}::text, coalesce(channel_id, 0), ${value('platform')}::text,
    ${sql.join(
      COUNTERS.map((counter) => sql`${value(counter)}::int8`),
      sql`, `,
    )}
  from ${source}
  on conflict (account_id, day, app_id, channel_id, platform) do update set
    ${sql.raw(COUNTERS.map((counter) => `${counter} = install_daily.${counter} + excluded.${counter}`).join(', '))}`;

/** A step other than an install, in one statement: the user upserted, the event, the day's count. */
const STEP_STATEMENT = (owner: SQL, value: Value) => sql`with ${upsertUser(owner, value)},
  event as (${insertStep(owner, value, sql`u`, sql`true`)})
  ${addToDay(owner, value, sql`u`)}`;

/**
 * An install step's first statement: the user upserted and the install claimed; when claimed, the
 * account's row is locked (its `total_install_sum` +1) before quota, balance, channels and day rows,
 * the one lock order of every install and top-up, and the install event's id is reserved (the
 * ledger's reference names it).
 */
const CLAIM_STATEMENT = (owner: SQL, value: Value) => sql`with ${upsertUser(owner, value)},
  account as (
    update users set total_install_sum = total_install_sum + 1
    where id = ${owner}::int and exists (select 1 from u where claimed))
  select id, channel_id, claimed,
    case when claimed then nextval(pg_get_serial_sequence('install_events', 'id')) end as event_id
  from u`;

/** The user's row as `(id, channel_id)`, for the statements after the claim. */
const knownUser = (value: Value) => sql`(select ${value('user')}::int as id, ${value('channel')}::int as channel_id) as known`;

/** A standalone open of a device installed before: its event and the day's count. */
const OPEN_STATEMENT = (owner: SQL, value: Value) => sql`with
  event as (${insertStep(owner, value, knownUser(value), sql`true`)})
  ${addToDay(owner, value, knownUser(value))}`;

/**
 * The install, billed: its event (the partial unique index decides it is the device's only one), the
 * standalone open beside it when the install is a first open, the channel's install count and the
 * day's counts. `inserted` is 0 when an install event of the device exists already.
 */
const INSTALL_STATEMENT = (owner: SQL, value: Value) => sql`with
  installed as (
    insert into install_events (id, account_id, app_id, pwa_user_id, channel_id, step, platform, billing, amount, created_at)
    values (${value('event')}::int8, ${owner}::int, ${value('app')}::text, ${value('user')}::int, ${value('channel')}::int,
      'installed', ${value('platform')}::text, ${value('billing')}::text, ${value('amount')}::int8, ${value('now')}::text::timestamptz)
    on conflict (pwa_user_id) where step = 'installed' do nothing
    returning pwa_user_id as id, channel_id),
  opened as (${insertStep(owner, value, sql`installed`, sql`${value('opens')}::int = 1`)}),
  channel_counted as (
    update channels set install_count = install_count + 1
    where account_id = ${owner}::int and id = (select channel_id from installed)),
  day_counted as (${addToDay(owner, value, sql`installed`)})
  select count(*)::int as inserted from installed`;

export const hostedAppNotFound = () => bizError(BizCode.hostedAppNotFound, 'hosted.appNotFound');

/** Thrown inside the transaction to roll back a repeated install: the call changes nothing. */
const REPEATED = Symbol('repeated install');

/**
 * The hosted pages' funnel call: resolves the app (platform-wide, by its public id) and the channel
 * code, then for the app's account upserts the PWA user (first attribution kept) and records the
 * step (one statement), or for an install step, in one transaction, claims the install, bills it and
 * updates every figure that counts it (the event's billing, the day's aggregate, the channel's install
 * count, the account's install total): three statements besides the quota's and the ledger's.
 */
export function createInstallIngestion(platform: PlatformDb, billing: InstallBillingService) {
  const resolve = async (appId: string, code: string): Promise<Target | undefined> => {
    const statement = cachedStatement(platform, 'hosted.resolve', () =>
      platform
        .select({ accountId: apps.accountId, unitPrice: users.unitPrice, channelId: channels.id })
        .from(apps)
        .innerJoin(users, eq(users.id, apps.accountId))
        .leftJoin(channels, and(eq(channels.appId, apps.appId), sql`lower(${channels.code}) = lower(${sql.placeholder('code')})`))
        .where(eq(apps.appId, sql.placeholder('app')))
        .limit(1),
    );
    const [row] = (await statement.execute({ app: appId, code })) as Target[];
    return row;
  };

  /** What every statement of the call fills in: the event, its device and the day. */
  function valuesOf(event: HostedEvent, channelId: number | null, now: Date, counts: Counts) {
    const { device } = event;
    return {
      app: event.appId,
      device: event.deviceId,
      channel: channelId,
      platform: device.platform,
      browser: device.browser,
      os: device.os,
      country: event.country,
      push: event.pushSubscription ? JSON.stringify(event.pushSubscription) : null,
      step: event.step,
      now: now.toISOString(),
      day: now.toISOString().slice(0, 10),
      ...Object.fromEntries(COUNTERS.map((counter) => [counter, counts[counter] ?? 0])),
    };
  }

  /** A step other than an install: one statement, no transaction of its own. */
  async function recordStep(account: AccountData, event: HostedEvent, target: Target, now: Date) {
    const step = event.step as Exclude<FunnelStep, 'installed' | 'standalone'>;
    await account.runSql('hosted.step', STEP_STATEMENT, {
      ...valuesOf(event, target.channelId, now, { [COUNTER[step]]: 1 }),
      installedAt: null,
    });
  }

  /** `installed`, or `standalone` (an install when it is the device's first): in one transaction. */
  async function recordInstallStep(account: AccountData, event: HostedEvent, target: Target, now: Date): Promise<void> {
    const claimValues = { ...valuesOf(event, target.channelId, now, {}), installedAt: now.toISOString() };
    const [user] = await account.runSql<{ id: number; channel_id: number | null; claimed: boolean; event_id: string | number | null }>(
      'hosted.claim',
      CLAIM_STATEMENT,
      claimValues,
    );
    const opens = event.step === 'standalone' ? 1 : 0;
    if (!user!.claimed || user!.event_id === null) {
      if (!opens) throw REPEATED;
      await account.runSql('hosted.open', OPEN_STATEMENT, { ...valuesOf(event, user!.channel_id, now, { opens }), user: user!.id });
      return;
    }
    const eventId = Number(user!.event_id);
    const charge = await billing.bill(account, eventId, target.unitPrice);
    const counts: Counts = { installs: 1, opens, [BILLED_COUNTER[charge.billing]]: 1, amount: charge.amount };
    const [install] = await account.runSql<{ inserted: number }>('hosted.install', INSTALL_STATEMENT, {
      ...valuesOf(event, user!.channel_id, now, counts),
      event: eventId,
      user: user!.id,
      billing: charge.billing,
    });
    // Never reached while the claim holds; should it ever be, everything rolls back, the charge with it.
    if (!install!.inserted) throw REPEATED;
  }

  return {
    /** Records one funnel step; `recorded` is false when it changed nothing (a repeated install). */
    async record(event: HostedEvent): Promise<{ recorded: boolean }> {
      const target = await resolve(event.appId, event.channel ?? '');
      if (!target) throw hostedAppNotFound();
      const account = new AccountData(platform, target.accountId, target.accountId);
      if (event.step !== 'installed' && event.step !== 'standalone') {
        await recordStep(account, event, target, new Date());
        return { recorded: true };
      }
      try {
        await account.transaction((scoped) => recordInstallStep(scoped, event, target, new Date()));
        return { recorded: true };
      } catch (error) {
        if (error === REPEATED) return { recorded: false };
        throw error;
      }
    },
  };
}

export type InstallIngestion = ReturnType<typeof createInstallIngestion>;
