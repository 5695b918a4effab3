import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { apps } from '../apps/tables';

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
    // One index per sort of the list, each led by the account and ended by the id (the tie-breaker),
    // so a page (offset or keyset) is read in order from an index, however many channels there are.
    index('channels_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    index('channels_account_id_idx').on(t.accountId, t.id),
    index('channels_account_name_id_idx').on(t.accountId, t.name, t.id),
    index('channels_account_code_id_idx').on(t.accountId, t.code, t.id),
    index('channels_account_state_id_idx').on(t.accountId, t.state, t.id),
    index('channels_account_installs_id_idx').on(t.accountId, t.installCount, t.id),
    // The app filter with the default sort; also what deleting an app's channels uses.
    index('channels_app_created_id_idx').on(t.appId, t.createdAt, t.id),
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
