import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** The platform's root domains a master buys subdomains under (platform data: admins edit it). */
export const rootDomains = pgTable('root_domains', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique('root_domains_domain_key'),
  /** Per year, stored × 10000. */
  yearlyPrice: bigint('yearly_price', { mode: 'number' }).notNull(),
  specialOffer: boolean('special_offer').notNull().default(false),
  /** Per year while `special_offer` is on, stored × 10000. */
  specialPrice: bigint('special_price', { mode: 'number' }).notNull().default(0),
  state: text('state', { enum: ['enabled', 'disabled'] })
    .notNull()
    .default('enabled'),
  order: integer('order').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * An account's domains: subdomains bought under a root domain (with an expiry) and the master's own
 * custom domains (verified by a DNS TXT record, no expiry). A domain serves at most one app.
 */
export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** Lower-case full host name, unique on the platform. */
    fullName: text('full_name').notNull().unique('domains_full_name_key'),
    kind: text('kind', { enum: ['subdomain', 'custom'] }).notNull(),
    rootDomainId: integer('root_domain_id'),
    /** pending: a custom domain whose TXT record is not verified yet. Expiry is read from `expires_at`. */
    state: text('state', { enum: ['pending', 'active'] })
      .notNull()
      .default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** The bound app's public id; the app's `record` lists the same name. */
    appId: text('app_id'),
    /** The value the custom domain's TXT record must hold. */
    verifyToken: text('verify_token').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('domains_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    index('domains_account_app_idx').on(t.accountId, t.appId),
  ],
);

/** A purchase or renewal of a domain, with the ledger row that paid it. */
export const domainOrders = pgTable(
  'domain_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    orderNo: text('order_no').notNull().unique('domain_orders_order_no_key'),
    domainId: integer('domain_id').notNull(),
    /** The name at the time of the order (kept if the domain row goes). */
    domainName: text('domain_name').notNull(),
    kind: text('kind', { enum: ['buy', 'renew'] }).notNull(),
    years: integer('years').notNull(),
    /** Per year, stored × 10000, as charged (the special price when the offer was on). */
    yearlyPrice: bigint('yearly_price', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ledgerId: integer('ledger_id').notNull(),
    /** The expiry the order paid up to. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_orders_account_created_id_idx').on(t.accountId, t.createdAt, t.id)],
);
