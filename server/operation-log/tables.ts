import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Role } from '../auth/tables';
import { createdAt } from '../db/columns';

/** Who made a logged call: a user's role, or `sdk` for a call signed with an access key. */
export type OperationLogRole = Role | 'sdk';

/**
 * Every changing call of a signed-in user or an access key, refused ones too (ARCHITECTURE.md, "Operation
 * log"): who, for which account, which operation on what, how it ended, from where, how long it took. No
 * body or query is stored: `target` is made only of the request's identifying fields (operation-log-target.ts).
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The signed-in user (none for a call signed with an access key). */
    userId: integer('user_id'),
    username: text('username').notNull().default(''),
    /** The user's role, or `sdk` for a call signed with an access key. */
    role: text('role').$type<OperationLogRole>().notNull(),
    /** The account the caller acts for (a master's own, an official's master's); none for an admin. */
    accountId: integer('account_id'),
    operationId: text('operation_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** What was changed, from the request's identifying fields only (e.g. `ids=3,4`, `app_id=a1b2`). */
    target: text('target').notNull().default(''),
    /** The HTTP status answered. */
    status: integer('status').notNull(),
    /** The envelope's business code (0 on success). */
    code: integer('code').notNull().default(0),
    ip: text('ip').notNull().default(''),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  // The admin's list pages by keyset (operation-log-service.ts): its default order, each sort and each
  // filter walks one of these, ended by the id.
  (t) => [
    index('operation_logs_created_idx').on(t.createdAt, t.id),
    index('operation_logs_operation_created_id_idx').on(t.operationId, t.createdAt, t.id),
    index('operation_logs_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('operation_logs_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('operation_logs_status_id_idx').on(t.status, t.id),
    index('operation_logs_duration_id_idx').on(t.durationMs, t.id),
  ],
);
