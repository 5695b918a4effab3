import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '../api/generated/operation-types';
import { createdAt, sealedText } from '../db/columns';
import { roles } from '../roles/tables';

/** Accounts of every role. Money columns are integers: display value × 10000. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    truename: text('truename').notNull().default(''),
    email: text('email'),
    /** Phone number in E.164 form (`+8613800000000`), for sign-in with an SMS code. */
    mobile: text('mobile'),
    /** One of the roles of schemas/entities/role.json. */
    role: text('role').$type<Role>().notNull(),
    /** A custom role of the same base granting this user's menus (server/roles/); null: the built-in role named by `role`. */
    roleId: integer('role_id').references(() => roles.id),
    parentId: integer('parent_id'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull().default(0),
    totalInstallSum: integer('total_install_sum').notNull().default(0),
    /**
     * Since when installs of the account go unbilled (neither quota nor balance covered one): its online
     * apps were paused and its master told once; null while installs are paid for.
     */
    installsUnpaidSince: timestamp('installs_unpaid_since', { withTimezone: true, mode: 'date' }),
    appKey: text('app_key').notNull(),
    /** Sealed at rest (server/shared/secret-box.ts), like the TOTP secrets. */
    appSecret: sealedText('app_secret').notNull(),
    homePath: text('home_path').notNull().default('/dashboard/analysis'),
    totpSecret: sealedText('totp_secret'),
    totpPendingSecret: sealedText('totp_pending_secret'),
    totpBound: boolean('totp_bound').notNull().default(false),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    telegramChatId: text('telegram_chat_id'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: integer('invited_by'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_idx').on(t.mobile),
    uniqueIndex('users_invite_code_idx').on(t.inviteCode),
    uniqueIndex('users_app_key_idx').on(t.appKey),
    index('users_parent_idx').on(t.parentId),
  ],
);

/** The three roles of spec §1 (schemas/entities/role.json): platform admin, master (an account) and official (an operator of a master's account). */
export type { Role };

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Wrong passwords typed on the lock screen since its last successful unlock; 5 end the session. */
    unlockFailures: integer('unlock_failures').notNull().default(0),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Wrong guesses of passwords and codes (server/auth/guess-budget.ts), shared by every server process on
 * PostgreSQL (`guess-counts-db.ts`; PGlite counts in memory). Times are milliseconds since the epoch. An
 * unlogged table (a hand-written migration): a crash of the database forgets the counts, as a restart forgets
 * the memory ones, and their writes wait for no flush to disk.
 */
export const guessCounts = pgTable(
  'guess_counts',
  {
    kind: text('kind', { enum: ['address', 'pair', 'account'] }).notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull(),
    sinceMs: bigint('since_ms', { mode: 'number' }).notNull(),
    lockedUntilMs: bigint('locked_until_ms', { mode: 'number' }).notNull().default(0),
    /** The last wrong guess: the cleanup job removes the counts nobody added to for long (`guessCountsCleanup`). */
    lastMs: bigint('last_ms', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('guess_counts_last_idx').on(t.lastMs)],
);
