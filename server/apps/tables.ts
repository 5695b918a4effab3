import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

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
    /** What the app serves: the wrapped `target_url`, or the live version of its uploaded static package. */
    source: text('source', { enum: ['url', 'package'] })
      .notNull()
      .default('url'),
    targetUrl: text('target_url').notNull().default(''),
    /** The live package version (one of app_versions); empty until a package is uploaded. */
    packageVersion: text('package_version').notNull().default(''),
    state: text('state', { enum: ['draft', 'online', 'paused', 'banned'] })
      .notNull()
      .default('draft'),
    /**
     * Paused by the service because an install found neither quota nor balance (not by the master):
     * a top-up sets exactly these apps online again (server/installs/unpaid-installs.ts).
     */
    pausedUnpaid: boolean('paused_unpaid').notNull().default(false),
    /** Why the platform banned the app, shown to its master and on its hosted pages ('' when not banned). */
    banReason: text('ban_reason').notNull().default(''),
    /** Bound domains (full names), first one is the app's primary address. */
    record: jsonb('record').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // One index per sort of the list, led by the account and ended by the id (the tie-breaker).
  (t) => [
    index('apps_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    index('apps_account_updated_id_idx').on(t.accountId, t.updatedAt, t.id),
    index('apps_account_name_id_idx').on(t.accountId, t.appName, t.id),
    index('apps_account_state_id_idx').on(t.accountId, t.state, t.id),
    index('apps_account_app_id_idx').on(t.accountId, t.appId),
  ],
);

/** Every uploaded static package version of an app, kept so the live version can be switched back (until removed). */
export const appVersions = pgTable(
  'app_versions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    fileCount: integer('file_count').notNull(),
    /** Unpacked size in bytes. */
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
    /**
     * When the version was removed (its files are gone). The row stays, so the version's name is never
     * given to other files: a version's files never change once stored, which every process's cache of
     * them relies on (ARCHITECTURE.md, "Uploaded files").
     */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [unique('app_versions_app_version_key').on(t.appId, t.version), index('app_versions_account_app_idx').on(t.accountId, t.appId)],
);
