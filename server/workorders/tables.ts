import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** The states of a work order: open (waits for the platform), processing, replied (an answer waits for the submitter), closed. */
export const WORK_ORDER_STATES = ['open', 'processing', 'replied', 'closed'] as const;
export const WORK_ORDER_CATEGORIES = ['account', 'billing', 'app', 'domain', 'push', 'other'] as const;

/** Questions an account asks the platform. */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** The user who submitted it (the master or one of its officials). */
    submitterId: integer('submitter_id').notNull(),
    category: text('category', { enum: WORK_ORDER_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    state: text('state', { enum: WORK_ORDER_STATES }).notNull().default('open'),
    /** An answer of the platform the submitter has not read yet. */
    unread: boolean('unread').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('work_orders_account_created_id_idx').on(t.accountId, t.createdAt, t.id),
    index('work_orders_state_created_idx').on(t.state, t.createdAt),
    index('work_orders_submitter_unread_idx').on(t.submitterId, t.unread),
  ],
);

/** The thread of a work order, oldest first. */
export const workOrderMessages = pgTable(
  'work_order_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull(),
    /** user: someone of the account; admin: the platform. */
    side: text('side', { enum: ['user', 'admin'] }).notNull(),
    content: text('content').notNull(),
    /** Picture addresses (`/files/pictures/<sha256>.<ext>`). */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('work_order_messages_order_idx').on(t.orderId, t.id)],
);
