import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

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
