import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryOf } from '../api/operation-inputs';
import type { OperationSpec } from '../api/schema-loader';
import { users } from '../auth/tables';
import type { PlatformDb } from '../db/client';
import { badField } from '../http/api-error';
import { DAY_MS, utcDayStart } from '../shared/days';
import { keysetList, platformReader, type KeysetPage } from '../shared/keyset-list';
import { isLoggedOperation, operationLogEntryOf } from './operation-log-entry';
import type { OperationLogWriter } from './operation-log-writer';
import { operationLogs } from './tables';

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

/**
 * The platform's log (no account leads its indexes), paged by keyset: newest first, or by duration or
 * status; the user, operation and status filters walk an index of their own. The user is one user, by
 * the exact name (any case) resolved to its id first: a name contained could not walk an index. A result
 * reads along the order's own index (two values; refused calls are the fewer, so a page of them reads
 * further along). The days bound the default order's own column: they are fixed conditions of that walk.
 */
export const OPERATION_LOG_LIST = keysetList({
  operationId: 'adminOperationLogList',
  scope: [],
  sortable: { created_at: operationLogs.createdAt, duration_ms: operationLogs.durationMs, status: operationLogs.status },
  fallback: { column: operationLogs.createdAt, direction: 'descend' },
  tieBreaker: operationLogs.id,
  filters: {
    user_id: {
      condition: (value) => eq(operationLogs.userId, value),
      index: [operationLogs.userId, operationLogs.createdAt, operationLogs.id],
    },
    operation_id: {
      condition: (value) => eq(operationLogs.operationId, value),
      value: (given) => String(given).trim(),
      index: [operationLogs.operationId, operationLogs.createdAt, operationLogs.id],
    },
    status: {
      condition: (value) => eq(operationLogs.status, value),
      index: [operationLogs.status, operationLogs.createdAt, operationLogs.id],
    },
    // One statement for both answers: `(succeeded) = true | false`.
    result: { condition: (value) => sql`(${succeeded}) = ${value}`, value: (given) => given === 'success', index: 'along' },
  },
});

const LAST_STORABLE = Date.UTC(9999, 11, 31);

function dayStart(field: string, day: string): Date {
  const start = utcDayStart(day);
  if (!start) throw badField(field, 'sdk.dayInvalid', { value: day });
  return start;
}

/** The UTC days asked for, as fixed conditions of a page (bounds on `created_at`, the default order's column). */
function dayRange(query: Pick<QueryOf<'adminOperationLogList'>, 'created_at_start' | 'created_at_end'>) {
  const conditions: SQL[] = [];
  const values: Record<string, unknown> = {};
  if (query.created_at_start) {
    conditions.push(gte(operationLogs.createdAt, sql.placeholder('created_from')));
    values.created_from = dayStart('created_at_start', query.created_at_start).toISOString();
  }
  if (query.created_at_end) {
    const end = dayStart('created_at_end', query.created_at_end).getTime() + DAY_MS;
    if (end < LAST_STORABLE) {
      conditions.push(lt(operationLogs.createdAt, sql.placeholder('created_before')));
      values.created_before = new Date(end).toISOString();
    }
  }
  return { shape: Object.keys(values).join(','), conditions, values };
}

/** The log's rows with the account owner's name, under `conditions`, with the order's sort key. */
const logRows = (db: PlatformDb, conditions: SQL[], sortKey: SQL<string>) =>
  db
    .select({ ...view, sortKey })
    .from(operationLogs)
    .leftJoin(owners, eq(owners.id, operationLogs.accountId))
    .where(and(...conditions));

type LogRow = Awaited<ReturnType<typeof logRows>>[number];

/** schemas/entities/operation-log.json */
const toOperationLog = (row: LogRow) => ({
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
});

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

    async list(query: QueryOf<'adminOperationLogList'>): Promise<KeysetPage<ReturnType<typeof toOperationLog>>> {
      // A change answered just before is listed: its row is written first.
      await writer.flush();
      const { username, ...rest } = query;
      let userId: number | undefined;
      if (username?.trim()) {
        // Names are unique whatever their case (users_username_lower_idx); a name nobody has lists nothing.
        const [user] = await platform
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
          .limit(1);
        if (!user) return { items: [], total: 0 };
        userId = user.id;
      }
      const filters = { ...rest, user_id: userId };
      const { rows, ...page } = await OPERATION_LOG_LIST.page<PlatformDb, LogRow>(
        platformReader(platform),
        filters,
        {
          rows: (db, conditions, order) => logRows(db, conditions, order.sortKey),
          matching: (db, conditions) =>
            db
              .select({ one: sql`1` })
              .from(operationLogs)
              .where(and(...conditions)),
          idOf: (row) => row.id,
        },
        dayRange(query),
      );
      return { items: rows.map(toOperationLog), ...page };
    },
  };
}

export type OperationLogService = ReturnType<typeof createOperationLogService>;
