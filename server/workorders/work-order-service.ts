import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import type { AccountData } from '../db/account-data';
import { users, workOrderMessages, workOrders } from '../db/schema';
import { BizCode, bizError, notFound } from '../http/api-error';
import { containsPattern, orderByOf, pageWindow, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { filled } from '../shared/filled-text';
import { WORK_ORDER_STATES } from './tables';
import { messageAuthor, messageOrder, messageView, orderView, submitters, toWorkOrder, type WorkOrder } from './work-order-view';

type State = (typeof WORK_ORDER_STATES)[number];

const SORTABLE = sortColumnsOf('workOrderList', { created_at: workOrders.createdAt, updated_at: workOrders.updatedAt });

export const wrongState = (state: State) => bizError(BizCode.workOrderWrongState, 'workorder.wrongState', { state });

/**
 * An account's work orders (its master and officials see them all). States: open (waits for the
 * platform) → processing → replied (an answer waits for the submitter, `unread` until the submitter
 * opens it) → closed; a message of the account puts a replied or processing order back to open, a
 * closed one takes no message until it is reopened.
 */
export function createWorkOrderService() {
  async function detail(account: AccountData, id: number): Promise<WorkOrder> {
    const [row] = await account
      .select(orderView)
      .from(workOrders, eq(workOrders.id, id))
      .innerJoin(submitters, eq(submitters.id, workOrders.submitterId))
      .limit(1);
    if (!row) throw notFound();
    const messages = await account
      .select(messageView)
      .from(workOrderMessages, eq(workOrderMessages.orderId, id))
      .leftJoin(users, messageAuthor)
      .orderBy(...messageOrder);
    return toWorkOrder(row, messages);
  }

  /** Moves the order from one of `from` with `changes` (and a message), or says why not. */
  async function transition(
    account: AccountData,
    id: number,
    from: readonly State[],
    changes: Partial<typeof workOrders.$inferInsert>,
    message?: { content: string; attachments: string[] },
  ): Promise<WorkOrder> {
    await account.transaction(async (tx) => {
      const [row] = await tx
        .update(workOrders, { ...changes, updatedAt: new Date() }, eq(workOrders.id, id), inArray(workOrders.state, [...from]))
        .returning({ id: workOrders.id });
      if (!row) {
        const [current] = await tx.select({ state: workOrders.state }).from(workOrders, eq(workOrders.id, id)).limit(1);
        if (!current) throw notFound();
        throw wrongState(current.state);
      }
      if (message) await tx.insert(workOrderMessages, { orderId: id, authorId: tx.userId, side: 'user', ...message });
    });
    return detail(account, id);
  }

  return {
    async list(account: AccountData, query: QueryOf<'workOrderList'>): Promise<ListResult<WorkOrder>> {
      const filters: SQL[] = [];
      if (query.state) filters.push(eq(workOrders.state, query.state));
      if (query.category) filters.push(eq(workOrders.category, query.category));
      if (query.title?.trim()) filters.push(ilike(workOrders.title, containsPattern(query.title)));
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(workOrders.updatedAt)], workOrders.id);
      const [rows, total] = await Promise.all([
        account
          .select(orderView)
          .from(workOrders, ...filters)
          .innerJoin(submitters, eq(submitters.id, workOrders.submitterId))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        account.count(workOrders, ...filters),
      ]);
      return { items: rows.map((row) => toWorkOrder(row)), total };
    },

    /** The order with its thread; its submitter opening it reads the platform's answer. */
    async detail(account: AccountData, id: number): Promise<WorkOrder> {
      await account.update(
        workOrders,
        { unread: false },
        eq(workOrders.id, id),
        eq(workOrders.submitterId, account.userId),
        eq(workOrders.unread, true),
      );
      return detail(account, id);
    },

    async commit(account: AccountData, body: BodyOf<'workOrderCommit'>): Promise<WorkOrder> {
      const id = await account.transaction(async (tx) => {
        const [order] = await tx
          .insert(workOrders, { submitterId: tx.userId, category: body.category, title: filled('title', body.title), state: 'open' })
          .returning({ id: workOrders.id });
        await tx.insert(workOrderMessages, {
          orderId: order!.id,
          authorId: tx.userId,
          side: 'user',
          content: filled('content', body.content),
          attachments: body.attachments ?? [],
        });
        return order!.id;
      });
      return detail(account, id);
    },

    reply(account: AccountData, body: BodyOf<'workOrderReply'>): Promise<WorkOrder> {
      return transition(
        account,
        body.id,
        ['open', 'processing', 'replied'],
        { state: 'open', unread: false },
        {
          content: filled('content', body.content),
          attachments: body.attachments ?? [],
        },
      );
    },

    close: (account: AccountData, id: number) =>
      transition(account, id, ['open', 'processing', 'replied'], { state: 'closed', unread: false }),

    reopen: (account: AccountData, id: number) => transition(account, id, ['closed'], { state: 'open' }),

    /** The caller's orders with an answer the caller has not read. */
    async unreadCount(account: AccountData): Promise<number> {
      const [row] = await account
        .select({ count: count() })
        .from(workOrders, and(eq(workOrders.submitterId, account.userId), eq(workOrders.unread, true)));
      return row?.count ?? 0;
    },
  };
}

export type WorkOrderService = ReturnType<typeof createWorkOrderService>;
