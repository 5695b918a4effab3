import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * The package catalogue (platform data: admins edit it): base packages (a period with an install quota
 * and app and domain limits) and overlay packages (add-ons on top of an active base, for the rest of its
 * period). Names in both console languages.
 */
export const packagePlans = pgTable('package_plans', {
  id: serial('id').primaryKey(),
  /** The natural key (the seed adds plans missing by it). */
  code: text('code').notNull().unique('package_plans_code_key'),
  kind: text('kind', { enum: ['base', 'overlay'] }).notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  /** Stored × 10000: per period for a base package, per purchase for an overlay. */
  price: bigint('price', { mode: 'number' }).notNull(),
  /** A base package's period; 0 for an overlay (it ends with its base). */
  durationDays: integer('duration_days').notNull().default(0),
  installQuota: integer('install_quota').notNull().default(0),
  appLimit: integer('app_limit').notNull().default(0),
  domainLimit: integer('domain_limit').notNull().default(0),
  state: text('state', { enum: ['enabled', 'disabled'] })
    .notNull()
    .default('enabled'),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * What an account holds: a base package's period, or an overlay on a base (ending when that base's
 * period did at purchase). Counts as the account's while `state` is active and now is in [starts, ends).
 * An upgrade ends the old base at once (`replaced`).
 */
export const packageSubscriptions = pgTable(
  'package_subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    planId: integer('plan_id').notNull(),
    kind: text('kind', { enum: ['base', 'overlay'] }).notNull(),
    /** An overlay's base subscription. */
    baseId: integer('base_id'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Installs bought (a renewal adds the plan's quota for the new period). */
    installQuota: integer('install_quota').notNull(),
    /** Never above `install_quota`: taken by a conditional update (install-quota.ts). */
    installsUsed: integer('installs_used').notNull().default(0),
    appLimit: integer('app_limit').notNull(),
    domainLimit: integer('domain_limit').notNull(),
    /** Price per period as paid at purchase (stored × 10000): an upgrade's credit is reckoned from it. */
    periodPrice: bigint('period_price', { mode: 'number' }).notNull(),
    /** Days of one period as bought (0 for an overlay): with `period_price`, what a day is worth. */
    periodDays: integer('period_days').notNull().default(0),
    state: text('state', { enum: ['active', 'replaced'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [index('package_subscriptions_account_ends_idx').on(t.accountId, t.endsAt, t.id)],
);

/** A purchase, renewal or upgrade of a base package, or an overlay purchase, with what it charged. */
export const packageOrders = pgTable(
  'package_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    orderNo: text('order_no').notNull().unique('package_orders_order_no_key'),
    planId: integer('plan_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    kind: text('kind', { enum: ['buy', 'renew', 'upgrade', 'overlay'] }).notNull(),
    /** The plan's price at the order (stored × 10000). */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** An upgrade's credit for the unused days of the replaced base; 0 otherwise. */
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    /** What the balance paid: price − credit (negative when the credit was larger). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('package_orders_account_created_id_idx').on(t.accountId, t.createdAt, t.id)],
);

/** One consumption of a subscription's quota (an install taken by hosting), with what it was for. */
export const packageUsageRecords = pgTable(
  'package_usage_records',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    kind: text('kind', { enum: ['install'] })
      .notNull()
      .default('install'),
    quantity: integer('quantity').notNull().default(1),
    /** What consumed it, e.g. the install event's reference. */
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('package_usage_records_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    // The usage list's reference filter (server/packages/package-list-service.ts), newest first by keyset.
    index('package_usage_records_account_reference_created_id_idx').on(t.accountId, t.reference, t.createdAt, t.id),
  ],
);
