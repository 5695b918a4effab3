import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Accounts of every role. Money columns are integers: display value × 10000. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    truename: text('truename').notNull().default(''),
    email: text('email'),
    role: text('role', { enum: ['admin', 'master', 'official'] }).notNull(),
    parentId: integer('parent_id'),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull().default(0),
    totalInstallSum: integer('total_install_sum').notNull().default(0),
    appKey: text('app_key').notNull(),
    appSecret: text('app_secret').notNull(),
    homePath: text('home_path').notNull().default('/dashboard/analysis'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
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
    uniqueIndex('users_invite_code_idx').on(t.inviteCode),
    uniqueIndex('users_app_key_idx').on(t.appKey),
    index('users_parent_idx').on(t.parentId),
  ],
);

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
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by e-mail (registration, password reset). Only a hash of the code is kept. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.scene)],
);

/** Outgoing e-mail. The local default delivery is this table plus the server log. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

/** Every change of a balance, written in the same transaction as the change. */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['recharge', 'package', 'overlay', 'domain', 'install', 'adjust'] }).notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_account_idx').on(t.accountId, t.createdAt)],
);
