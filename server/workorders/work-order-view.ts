import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users, workOrderMessages, workOrders } from '../db/schema';

/** The submitter's row, joined by `submitter_id`. */
export const submitters = alias(users, 'submitters');
/** The account's own row (the admin's lists name the account), joined by `account_id`. */
export const owners = alias(users, 'owners');

export const orderView = {
  id: workOrders.id,
  category: workOrders.category,
  title: workOrders.title,
  state: workOrders.state,
  unread: workOrders.unread,
  submitter: submitters.username,
  messageCount: sql<number>`(select count(*)::int from ${workOrderMessages} where ${workOrderMessages.orderId} = ${workOrders.id})`,
  createdAt: workOrders.createdAt,
  updatedAt: workOrders.updatedAt,
};

export type OrderViewRow = {
  id: number;
  category: (typeof workOrders.$inferSelect)['category'];
  title: string;
  state: (typeof workOrders.$inferSelect)['state'];
  unread: boolean;
  submitter: string;
  messageCount: number;
  createdAt: Date;
  updatedAt: Date;
  account?: string;
  awaitingAnswer?: boolean;
};

/** The admin's marker: an order not closed whose newest message is the account's waits for the platform's answer. */
export const awaitingAnswer = sql<boolean>`(${workOrders.state} <> 'closed' and coalesce((select m.side from ${workOrderMessages} m where m.order_id = ${workOrders.id} order by m.created_at desc, m.id desc limit 1), 'user') = 'user')`;

export const messageView = {
  id: workOrderMessages.id,
  side: workOrderMessages.side,
  author: users.username,
  content: workOrderMessages.content,
  attachments: workOrderMessages.attachments,
  createdAt: workOrderMessages.createdAt,
};

export type MessageViewRow = {
  id: number;
  side: 'user' | 'admin';
  author: string | null;
  content: string;
  attachments: string[];
  createdAt: Date;
};

export const messageOrder = [asc(workOrderMessages.createdAt), asc(workOrderMessages.id)];
export const messageAuthor = eq(users.id, workOrderMessages.authorId);

/** schemas/entities/work-order.json */
export const toWorkOrder = (row: OrderViewRow, messages?: MessageViewRow[]) => ({
  id: row.id,
  category: row.category,
  title: row.title,
  state: row.state,
  unread: row.unread,
  submitter: row.submitter,
  ...(row.account !== undefined ? { account: row.account } : {}),
  ...(row.awaitingAnswer !== undefined ? { awaiting_answer: row.awaitingAnswer } : {}),
  message_count: Number(row.messageCount),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  ...(messages
    ? {
        messages: messages.map((m) => ({
          id: m.id,
          side: m.side,
          author: m.author ?? '',
          content: m.content,
          attachments: m.attachments,
          created_at: m.createdAt.toISOString(),
        })),
      }
    : {}),
});

export type WorkOrder = ReturnType<typeof toWorkOrder>;
