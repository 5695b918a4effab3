import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Notices: platform-wide when `account_id` is null, else addressed to one account; `audience_role` narrows
 * a platform-wide one to the users of a role. Readers see a published one once `publish_at` (null: its
 * creation) has come, so a scheduled notice needs no job to appear. `created_by` is the admin who wrote
 * it (null: written by the platform's own services).
 */
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
    audienceRole: text('audience_role', { enum: ['master', 'official'] }),
    state: text('state', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    index('notices_account_title_id_idx').on(t.accountId, t.title, t.id),
  ],
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
