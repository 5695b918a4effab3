import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import type { PlatformDb } from '../db/client';
import { users, workOrderMessages, workOrders } from '../db/schema';
import { notFound } from '../http/api-error';
import { containsPattern, orderByOf, pageWindow, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { WORK_ORDER_STATES } from './tables';
import {
  awaitingAnswer,
  messageAuthor,
  messageOrder,
  messageView,
  orderView,
  owners,
  submitters,
  toWorkOrder,
  type WorkOrder,
} from './work-order-view';
import { wrongState } from './work-order-service';
import { filled } from '../shared/filled-text';

type State = (typeof WORK_ORDER_STATES)[number];

const SORTABLE = sortColumnsOf('adminWorkOrderList', { created_at: workOrders.createdAt, updated_at: workOrders.updatedAt });

const adminView = { ...orderView, account: owners.username, awaitingAnswer };

/** The platform's side of work orders: every account's, answered by an admin. */
export function createAdminWorkOrderService(platform: PlatformDb) {
  async function detail(id: number): Promise<WorkOrder> {
    const [row] = await platform
      .select(adminView)
      .from(workOrders)
      .innerJoin(submitters, eq(submitters.id, workOrders.submitterId))
      .innerJoin(owners, eq(owners.id, workOrders.accountId))
      .where(eq(workOrders.id, id))
      .limit(1);
    if (!row) throw notFound();
    const messages = await platform
      .select(messageView)
      .from(workOrderMessages)
      .leftJoin(users, messageAuthor)
      .where(eq(workOrderMessages.orderId, id))
      .orderBy(...messageOrder);
    return toWorkOrder(row, messages);
  }

  async function transition(
    adminId: number,
    id: number,
    from: readonly State[],
    changes: Partial<typeof workOrders.$inferInsert>,
    message?: { content: string; attachments: string[] },
  ): Promise<WorkOrder> {
    await platform.transaction(async (tx) => {
      const [row] = await tx
        .update(workOrders)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(workOrders.id, id), inArray(workOrders.state, [...from])))
        .returning({ id: workOrders.id, accountId: workOrders.accountId });
      if (!row) {
        const [current] = await tx.select({ state: workOrders.state }).from(workOrders).where(eq(workOrders.id, id)).limit(1);
        if (!current) throw notFound();
        throw wrongState(current.state);
      }
      if (message)
        await tx.insert(workOrderMessages).values({ accountId: row.accountId, orderId: id, authorId: adminId, side: 'admin', ...message });
    });
    return detail(id);
  }

  return {
    async list(query: QueryOf<'adminWorkOrderList'>): Promise<ListResult<WorkOrder>> {
      const filters: SQL[] = [];
      if (query.state) filters.push(eq(workOrders.state, query.state));
      if (query.category) filters.push(eq(workOrders.category, query.category));
      if (query.title?.trim()) filters.push(ilike(workOrders.title, containsPattern(query.title)));
      if (query.username?.trim()) filters.push(ilike(owners.username, containsPattern(query.username)));
      if (query.created_at_start) filters.push(gte(workOrders.createdAt, new Date(query.created_at_start)));
      if (query.created_at_end) filters.push(lte(workOrders.createdAt, new Date(query.created_at_end)));
      const where = and(...filters);
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(workOrders.updatedAt)], workOrders.id);
      const [rows, [totals]] = await Promise.all([
        platform
          .select(adminView)
          .from(workOrders)
          .innerJoin(submitters, eq(submitters.id, workOrders.submitterId))
          .innerJoin(owners, eq(owners.id, workOrders.accountId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        platform.select({ total: count() }).from(workOrders).innerJoin(owners, eq(owners.id, workOrders.accountId)).where(where),
      ]);
      return { items: rows.map((row) => toWorkOrder(row)), total: totals?.total ?? 0 };
    },

    detail,

    /** An answer: the order becomes replied and unread for its submitter. */
    reply: (adminId: number, body: BodyOf<'adminWorkOrderReply'>) =>
      transition(
        adminId,
        body.id,
        ['open', 'processing', 'replied'],
        { state: 'replied', unread: true },
        {
          content: filled('content', body.content),
          attachments: body.attachments ?? [],
        },
      ),

    setState: (adminId: number, id: number, state: 'processing' | 'closed') =>
      state === 'processing'
        ? transition(adminId, id, ['open', 'replied'], { state: 'processing' })
        : transition(adminId, id, ['open', 'processing', 'replied'], { state: 'closed', unread: false }),
  };
}

export type AdminWorkOrderService = ReturnType<typeof createAdminWorkOrderService>;
