import { bigserial, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, sealedText } from '../db/columns';

/** A key's states: a disabled key signs nothing until it is enabled again. */
export const sdkKeyStates = ['active', 'disabled'] as const;
export type SdkKeyState = (typeof sdkKeyStates)[number];

/**
 * An account's access keys for the server-to-server API: a public id (`app_key`, sent with every signed
 * request) and a secret, sealed at rest and shown once (on create and on rotate). The account's first
 * key is the `app_key`/`app_secret` pair of its user row, adopted at start (sdk-key-service.ts).
 */
export const sdkKeys = pgTable(
  'sdk_keys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    name: text('name').notNull(),
    appKey: text('app_key').notNull(),
    secret: sealedText('secret').notNull(),
    state: text('state', { enum: sdkKeyStates }).notNull().default('active'),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('sdk_keys_app_key_idx').on(t.appKey), index('sdk_keys_account_idx').on(t.accountId, t.id)],
);

/** Nonces of signed requests, kept until their timestamp leaves the accepted window: a second use is a replay. */
export const sdkNonces = pgTable(
  'sdk_nonces',
  {
    keyId: integer('key_id').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('sdk_nonces_key_nonce_idx').on(t.keyId, t.nonce), index('sdk_nonces_expires_idx').on(t.expiresAt)],
);

/** Every call made with a known key, refused ones too: the SDK page's call log. */
export const sdkCalls = pgTable(
  'sdk_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    keyId: integer('key_id').notNull(),
    /** The operation id called (e.g. sdkEventReport), or the path when it named none. */
    call: text('call').notNull(),
    /** The HTTP status answered. */
    status: integer('status').notNull(),
    /** The envelope's business code (0 on success). */
    code: integer('code').notNull().default(0),
    address: text('address').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sdk_calls_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('sdk_calls_key_created_idx').on(t.keyId, t.createdAt),
    // The call log's keyset orders and key filter (server/sdk/sdk-call-service.ts).
    index('sdk_calls_account_duration_id_idx').on(t.accountId, t.durationMs, t.id),
    index('sdk_calls_account_status_id_idx').on(t.accountId, t.status, t.id),
    index('sdk_calls_account_key_created_id_idx').on(t.accountId, t.keyId, t.createdAt, t.id),
  ],
);

/** What the SDK reports per PWA user (device): conversions and custom events, standalone opens, push permission. */
export const sdkEventKinds = ['conversion', 'custom', 'standalone', 'push_permission'] as const;
export type SdkEventKind = (typeof sdkEventKinds)[number];

export const sdkEvents = pgTable(
  'sdk_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id').notNull(),
    deviceId: text('device_id').notNull(),
    /** The PWA user of the device and app, when the device is known. */
    pwaUserId: integer('pwa_user_id'),
    kind: text('kind', { enum: sdkEventKinds }).notNull(),
    name: text('name').notNull().default(''),
    /** A conversion's value, × 10000 like money (0 when none). */
    value: integer('value').notNull().default(0),
    /** Where it came from: `server` (a signed call) or `browser` (pwa-sdk.js). */
    source: text('source', { enum: ['server', 'browser'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sdk_events_account_created_idx').on(t.accountId, t.createdAt), index('sdk_events_app_device_idx').on(t.appId, t.deviceId)],
);
