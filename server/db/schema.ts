import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  primaryKey,
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
    /** Phone number in E.164 form (`+8613800000000`), for sign-in with an SMS code. */
    mobile: text('mobile'),
    role: text('role', { enum: ['admin', 'master', 'official'] }).notNull(),
    parentId: integer('parent_id'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
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
    uniqueIndex('users_mobile_idx').on(t.mobile),
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
    /** Wrong passwords typed on the lock screen since its last successful unlock; 5 end the session. */
    unlockFailures: integer('unlock_failures').notNull().default(0),
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

/** Installable web apps of an account. `app_id` is the short public id used in URLs and by the console. */
export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    appId: text('app_id').notNull().unique('apps_app_id_key'),
    accountId: integer('account_id').notNull(),
    appName: text('app_name').notNull(),
    winIcon: text('win_icon').notNull().default(''),
    appType: text('app_type').notNull().default(''),
    /** Store-page details (developer, rating, size, description, screenshots) as the console sends them. */
    appTypeJson: text('app_type_json').notNull().default(''),
    targetUrl: text('target_url').notNull().default(''),
    packageVersion: text('package_version').notNull().default(''),
    state: text('state', { enum: ['draft', 'online', 'paused', 'banned'] })
      .notNull()
      .default('draft'),
    /** Bound domains (full names), first one is the app's primary address. */
    record: jsonb('record').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('apps_account_created_idx').on(t.accountId, t.createdAt)],
);

/** Promotion channels; `?c=<code>` on an install URL attributes the visitor to the channel. */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    remark: text('remark').notNull().default(''),
    state: text('state', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    installCount: integer('install_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Codes are typed by people and end up in URLs: `Promo` and `promo` would be too easy to confuse.
    uniqueIndex('channels_code_lower_idx').on(sql`lower(${t.code})`),
    index('channels_account_created_idx').on(t.accountId, t.createdAt),
    index('channels_app_idx').on(t.appId),
  ],
);

/** Short links of channels (`/s/<code>`), one per channel, made on first request. */
export const shortLinks = pgTable(
  'short_links',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    accountId: integer('account_id').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The install URL the link pointed to when it was last handed out. */
    targetUrl: text('target_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('short_links_code_idx').on(t.code), uniqueIndex('short_links_channel_idx').on(t.channelId)],
);

/** Notices: platform-wide when `account_id` is null, else addressed to one account. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    level: text('level', { enum: ['info', 'warning', 'important'] })
      .notNull()
      .default('info'),
    createdAt: createdAt(),
  },
  (t) => [index('notices_account_created_idx').on(t.accountId, t.createdAt)],
);

/** Which user has read which notice (read state is per user, not per account). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.userId)],
);

/** One-time codes sent by SMS (mobile sign-in). Only a hash of the code is kept. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.scene)],
);

/**
 * QR-code sign-in: a waiting page shows a QR code, a signed-in session scans and confirms it, the
 * waiting page then receives a session of the confirming user, once. Only the SHA-256 of the id is kept.
 */
export const qrLogins = pgTable(
  'qr_logins',
  {
    id: serial('id').primaryKey(),
    idHash: text('id_hash').notNull(),
    status: text('status', { enum: ['pending', 'scanned', 'confirmed', 'cancelled', 'consumed'] })
      .notNull()
      .default('pending'),
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('qr_logins_id_hash_idx').on(t.idHash)],
);

/**
 * Menu entries served to the console's BACK permission mode (spec §6) and edited by admins
 * (spec §7 admin-menu). `component` is a view name, or 'LAYOUT' for a parent entry.
 */
export const adminMenus = pgTable(
  'admin_menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => adminMenus.id),
    /** Route name, unique (e.g. 'ChannelIndex'). */
    name: text('name').notNull(),
    /** Locale id of the title (e.g. 'menu.channel'). */
    title: text('title').notNull(),
    /** Route path. */
    url: text('url').notNull(),
    component: text('component').notNull(),
    icon: text('icon').notNull().default(''),
    order: integer('order').notNull().default(0),
    /** Roles that see the entry; empty: every role that sees its parent. */
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    hidden: boolean('hidden').notNull().default(false),
    redirect: text('redirect').notNull().default(''),
    /** The rest of the route meta (spec §3), e.g. hideChildrenInMenu, affix, currentActiveMenu. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_menus_name_idx').on(t.name), index('admin_menus_parent_idx').on(t.parentId)],
);

/** Button permissions of a menu (spec §6): entries with an auth code, nested by `parent_id`. */
export const adminAccess = pgTable(
  'admin_access',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => adminMenus.id),
    parentId: integer('parent_id').references((): AnyPgColumn => adminAccess.id),
    /** Locale id (e.g. 'access.edit') or plain text. */
    label: text('label').notNull(),
    /** Permission code, e.g. 'channel:edit'; unique within its menu. */
    authCode: text('auth_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_access_menu_code_idx').on(t.menuId, t.authCode), index('admin_access_parent_idx').on(t.parentId)],
);
