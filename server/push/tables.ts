import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { apps } from '../apps/tables';
import { createdAt } from '../db/columns';
import { pwaUsers } from '../installs/tables';

export const subscriptionStates = ['subscribed', 'unsubscribed', 'denied', 'gone'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export const pushStates = ['draft', 'scheduled', 'sending', 'sent', 'failed'] as const;
export type PushState = (typeof pushStates)[number];

export const deliveryStates = ['queued', 'claimed', 'accepted', 'failed', 'gone'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** Who a push goes to: every subscriber of its app, or those of some channels, platforms, countries, or chosen PWA users. */
export interface PushAudience {
  kind: 'all' | 'channel' | 'platform' | 'country' | 'users';
  channel_ids?: number[];
  platforms?: string[];
  countries?: string[];
  user_ids?: number[];
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A device's push subscription for one app (one row per PWA user): the endpoint and keys the browser
 * gave, and whether it still wants notifications. `gone` is one the push service said no longer exists.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId, { onDelete: 'cascade' }),
    pwaUserId: integer('pwa_user_id')
      .notNull()
      .references(() => pwaUsers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().default(''),
    p256dh: text('p256dh').notNull().default(''),
    auth: text('auth').notNull().default(''),
    state: text('state', { enum: subscriptionStates }).notNull(),
    platform: text('platform').notNull().default('other'),
    country: text('country').notNull().default(''),
    channelId: integer('channel_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_user_idx').on(t.pwaUserId),
    index('push_subscriptions_account_app_state_idx').on(t.accountId, t.appId, t.state),
    // The subscriber list's pages (latest change first) and its app and country filters.
    index('push_subscriptions_account_updated_id_idx').on(t.accountId, t.updatedAt, t.id),
    index('push_subscriptions_account_app_updated_id_idx').on(t.accountId, t.appId, t.updatedAt, t.id),
    index('push_subscriptions_account_country_updated_id_idx').on(t.accountId, t.country, t.updatedAt, t.id),
  ],
);

/** A push message of an account's app, its audience, schedule, state and figures. */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    icon: text('icon').notNull().default(''),
    image: text('image').notNull().default(''),
    url: text('url').notNull().default(''),
    audience: jsonb('audience').$type<PushAudience>().notNull(),
    state: text('state', { enum: pushStates }).notNull().default('draft'),
    sendAt: at('send_at'),
    startedAt: at('started_at'),
    sentAt: at('sent_at'),
    /** Deliveries made for the audience when sending started. */
    total: integer('total').notNull().default(0),
    /** Deliveries tried (accepted, failed or gone). */
    sent: integer('sent').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    clicked: integer('clicked').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('push_messages_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    index('push_messages_due_idx')
      .on(t.sendAt)
      .where(sql`${t.state} = 'scheduled'`),
  ],
);

/**
 * One push to one subscription: the job the workers claim (`FOR UPDATE SKIP LOCKED`, with a lease),
 * then its outcome with the push service's status code.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    pushId: integer('push_id')
      .notNull()
      .references(() => pushMessages.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    state: text('state', { enum: deliveryStates }).notNull().default('queued'),
    /** Until when a claimed delivery is its worker's; past it, another worker may claim it again. */
    leaseUntil: at('lease_until'),
    attempts: smallint('attempts').notNull().default(0),
    statusCode: smallint('status_code'),
    sentAt: at('sent_at'),
    clickedAt: at('clicked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_deliveries_push_subscription_idx').on(t.pushId, t.subscriptionId),
    index('push_deliveries_open_idx')
      .on(t.id)
      .where(sql`${t.state} in ('queued', 'claimed')`),
    // The delivery log, newest first by keyset (server/push/push-service.ts): its order, the push filter
    // and the state filter (a failed or gone delivery is a few among many accepted ones).
    index('push_deliveries_account_id_idx').on(t.accountId, t.id),
    index('push_deliveries_account_push_id_idx').on(t.accountId, t.pushId, t.id),
    index('push_deliveries_account_state_id_idx').on(t.accountId, t.state, t.id),
  ],
);
