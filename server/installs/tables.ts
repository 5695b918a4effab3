import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apps } from '../apps/tables';
import { createdAt, sealedText } from '../db/columns';

/** The steps a hosted install page reports (product.md "Hosting"); an install is the step `installed`. */
export const funnelSteps = ['visit', 'prompt', 'click', 'accepted', 'dismissed', 'installed', 'standalone'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** How an install was paid for: a package's quota, the balance (`unit_price`), or not at all. */
export const installBillings = ['quota', 'balance', 'unbilled'] as const;
export type InstallBilling = (typeof installBillings)[number];

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** End users of hosted apps ("PWA users"): one row per device and app, first attribution kept. */
export const pwaUsers = pgTable(
  'pwa_users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** The channel of the device's first attributed visit; null when it came without one. */
    channelId: integer('channel_id'),
    platform: text('platform').notNull().default('other'),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    country: text('country').notNull().default(''),
    pushSubscription: jsonb('push_subscription').$type<PushSubscriptionJson>(),
    subscribed: boolean('subscribed').notNull().default(false),
    /** When the device installed the app (the install event's time); null while only visiting. */
    installedAt: timestamp('installed_at', { withTimezone: true, mode: 'date' }),
    firstSeen: timestamp('first_seen', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pwa_users_app_device_idx').on(t.appId, t.deviceId),
    index('pwa_users_account_last_seen_id_idx').on(t.accountId, t.lastSeen, t.id),
    index('pwa_users_account_app_last_seen_id_idx').on(t.accountId, t.appId, t.lastSeen, t.id),
    // The users list's other keyset orders and filters (server/statistics/pwa-user-service.ts).
    index('pwa_users_account_channel_last_seen_id_idx').on(t.accountId, t.channelId, t.lastSeen, t.id),
    index('pwa_users_account_first_seen_id_idx').on(t.accountId, t.firstSeen, t.id),
    index('pwa_users_account_device_idx').on(t.accountId, t.deviceId),
  ],
);

/**
 * Funnel events of hosted pages, one row per reported step; an `installed` row carries its billing.
 * Partitioned by month on `created_at` (ARCHITECTURE.md "Growth of install events"): the table of this
 * definition is the partitioned parent, made by the hand-written migration `install_events_by_month`,
 * whose months `install-event-partitions.ts` creates ahead and drops after `INSTALL_EVENTS_KEEP_MONTHS`.
 * Its keys include `created_at`, so nothing unique per device can live here: an install's once per
 * device and app is `pwa_users.installed_at`, claimed by one conditional upsert (`upsert_pwa_user`).
 */
export const installEvents = pgTable(
  'install_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id').notNull(),
    pwaUserId: integer('pwa_user_id')
      .notNull()
      .references(() => pwaUsers.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id'),
    step: text('step', { enum: funnelSteps }).notNull(),
    platform: text('platform').notNull().default('other'),
    billing: text('billing', { enum: installBillings }),
    /** Money charged for an install billed from the balance (stored × 10000), else 0. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    index('install_events_user_created_idx').on(t.pwaUserId, t.createdAt),
    index('install_events_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * Funnel counts pre-aggregated by day (UTC), app, channel (0: none) and platform, updated in the same
 * transaction as each event, so statistics read a few rows per day instead of every event.
 */
export const installDaily = pgTable(
  'install_daily',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    appId: text('app_id').notNull(),
    channelId: integer('channel_id').notNull().default(0),
    platform: text('platform').notNull().default('other'),
    visits: integer('visits').notNull().default(0),
    prompts: integer('prompts').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    dismissed: integer('dismissed').notNull().default(0),
    installs: integer('installs').notNull().default(0),
    opens: integer('opens').notNull().default(0),
    billedQuota: integer('billed_quota').notNull().default(0),
    billedBalance: integer('billed_balance').notNull().default(0),
    unbilled: integer('unbilled').notNull().default(0),
    /** Installs not billed by the install checks (`install_checks`), apart from `installs`: no token, or one that fails. */
    unverified: integer('unverified').notNull().default(0),
    /** Installs not billed because they broke a plausibility rule, apart from `installs`. */
    suspicious: integer('suspicious').notNull().default(0),
    /** Money charged for installs that day (stored × 10000). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.day, t.appId, t.channelId, t.platform] }),
    index('install_daily_account_app_day_idx').on(t.accountId, t.appId, t.day),
  ],
);

/** What the server concluded about an install (ARCHITECTURE.md "Install verification"); only `verified` is billed. */
export const installVerdicts = ['verified', 'unverified', 'suspicious'] as const;
export type InstallVerdict = (typeof installVerdicts)[number];

/**
 * Every install a hosted page reported, with its verdict and, when not verified, the reason: one row per
 * device and app (a repeated report changes nothing). Unverified and suspicious installs live only here
 * (never billed, never in `install_events`); verified ones are also billed and counted as before.
 * The address counts feed the per-address limits.
 */
export const installChecks = pgTable(
  'install_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    address: text('address').notNull().default(''),
    platform: text('platform').notNull().default('other'),
    verdict: text('verdict', { enum: installVerdicts }).notNull(),
    /** Why an install is not verified (install-verification.ts `InstallReason`); empty when verified. */
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('install_checks_app_device_idx').on(t.appId, t.deviceId),
    index('install_checks_address_created_idx').on(t.address, t.createdAt),
    index('install_checks_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * Demo installs: installs from a page opened through the app's test link (ARCHITECTURE.md "Test links"),
 * made by the account's own people trying the install flow. One row per device and app, with the
 * device and time; never billed, never in `install_events`, `install_daily` or any count.
 */
export const demoInstalls = pgTable(
  'demo_installs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    platform: text('platform').notNull().default('other'),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('demo_installs_app_device_idx').on(t.appId, t.deviceId),
    index('demo_installs_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

/** Server-wide secrets made once on first use (the install token key when none is configured), sealed at rest. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: sealedText('value').notNull(),
  createdAt: createdAt(),
});
