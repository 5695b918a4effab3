import { boolean, index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { apps } from '../apps/tables';

/** Reviews of an account's apps, as the install page shows them (visible ones) and the operator answers them. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.appId, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    language: text('language', { enum: ['zh_CN', 'en'] }).notNull(),
    visible: boolean('visible').notNull().default(true),
    /** The operator's public answer; empty when none. */
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    index('comments_app_visible_created_idx').on(t.appId, t.visible, t.createdAt),
  ],
);

/**
 * An app's published review figures (what its install page shows): recomputed from the visible reviews
 * in the transaction of every review change, and by `refresh_comments`.
 */
export const commentSummaries = pgTable('comment_summaries', {
  appId: text('app_id')
    .primaryKey()
    .references(() => apps.appId, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull(),
  /** Average stars, one decimal; 0 without visible reviews. */
  rating: real('rating').notNull().default(0),
  count: integer('count').notNull().default(0),
  /** Visible reviews with 1..5 stars. */
  stars1: integer('stars_1').notNull().default(0),
  stars2: integer('stars_2').notNull().default(0),
  stars3: integer('stars_3').notNull().default(0),
  stars4: integer('stars_4').notNull().default(0),
  stars5: integer('stars_5').notNull().default(0),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
