import { and, count, desc, eq, gte, ilike, lt, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryOf } from '../api/operation-inputs';
import type { OperationSpec } from '../api/schema-loader';
import { users } from '../auth/tables';
import type { PlatformDb } from '../db/client';
import { badField } from '../http/api-error';
import { DAY_MS, utcDayStart } from '../shared/days';
import { containsPattern, orderByOf, pageWindow } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { isLoggedOperation, operationLogEntryOf } from './operation-log-entry';
import type { OperationLogWriter } from './operation-log-writer';
import { operationLogs } from './tables';

const SORTABLE = sortColumnsOf('adminOperationLogList', {
  created_at: operationLogs.createdAt,
  duration_ms: operationLogs.durationMs,
  status: operationLogs.status,
});

/** The account's owner, whose name the list shows as the account. */
const owners = alias(users, 'operation_log_owners');

const view = {
  id: operationLogs.id,
  userId: operationLogs.userId,
  username: operationLogs.username,
  role: operationLogs.role,
  accountId: operationLogs.accountId,
  account: owners.username,
  operationId: operationLogs.operationId,
  method: operationLogs.method,
  path: operationLogs.path,
  target: operationLogs.target,
  status: operationLogs.status,
  code: operationLogs.code,
  ip: operationLogs.ip,
  durationMs: operationLogs.durationMs,
  createdAt: operationLogs.createdAt,
};

/** A call succeeded when its answer was 2xx/3xx with business code 0; anything else was refused. */
const succeeded = and(lt(operationLogs.status, 400), eq(operationLogs.code, 0))!;
const refused = or(gte(operationLogs.status, 400), ne(operationLogs.code, 0))!;

const LAST_STORABLE = Date.UTC(9999, 11, 31);

function dayStart(field: string, day: string): Date {
  const start = utcDayStart(day);
  if (!start) throw badField(field, 'sdk.dayInvalid', { value: day });
  return start;
}

/** The operation log: recording finished calls (through the writer) and the admin's list of them. */
export function createOperationLogService(platform: PlatformDb, writer: OperationLogWriter, operations: readonly OperationSpec[]) {
  const loggedOperationIds = operations
    .filter(isLoggedOperation)
    .map((op) => op.operationId)
    .sort();

  return {
    /** Logs a finished call of a logged operation (route onResponse hook); written after the answer left. */
    record(request: FastifyRequest, reply: FastifyReply, op: OperationSpec): void {
      const entry = operationLogEntryOf(request, reply, op, request.operationLogCode);
      if (entry) writer.write(entry);
    },

    /** Waits for the rows of every call answered so far. */
    flush: () => writer.flush(),

    /** The operations whose calls are logged (the list's operation filter). */
    operations() {
      return { items: loggedOperationIds.map((id) => ({ value: id, label: id })) };
    },

    async list(query: QueryOf<'adminOperationLogList'>) {
      // A change answered just before is listed: its row is written first.
      await writer.flush();
      const filters: SQL[] = [];
      if (query.username?.trim()) filters.push(ilike(operationLogs.username, containsPattern(query.username)));
      if (query.operation_id?.trim()) filters.push(eq(operationLogs.operationId, query.operation_id.trim()));
      if (query.result) filters.push(query.result === 'success' ? succeeded : refused);
      if (query.status !== undefined) filters.push(eq(operationLogs.status, query.status));
      if (query.created_at_start) filters.push(gte(operationLogs.createdAt, dayStart('created_at_start', query.created_at_start)));
      if (query.created_at_end) {
        const end = dayStart('created_at_end', query.created_at_end).getTime() + DAY_MS;
        if (end < LAST_STORABLE) filters.push(lt(operationLogs.createdAt, new Date(end)));
      }
      const where = and(...filters);
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(operationLogs.createdAt)], operationLogs.id);
      const [rows, [totals]] = await Promise.all([
        platform
          .select(view)
          .from(operationLogs)
          .leftJoin(owners, eq(owners.id, operationLogs.accountId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        platform.select({ total: count() }).from(operationLogs).where(where),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          user_id: row.userId,
          username: row.username,
          role: row.role,
          account_id: row.accountId,
          account: row.account ?? '',
          operation_id: row.operationId,
          method: row.method,
          path: row.path,
          target: row.target,
          status: row.status,
          code: row.code,
          result: row.status < 400 && row.code === 0 ? ('success' as const) : ('refused' as const),
          ip: row.ip,
          duration_ms: row.durationMs,
          created_at: row.createdAt.toISOString(),
        })),
        total: totals?.total ?? 0,
      };
    },
  };
}

export type OperationLogService = ReturnType<typeof createOperationLogService>;
