import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDb } from '../db/client';
import { operationLogs } from './tables';

export type OperationLogEntry = typeof operationLogs.$inferInsert;

/**
 * Writes operation log rows after their answers have left, so no answer waits for its log. The writes under
 * way are kept: `flush()` waits for them (the log's list, tests, and the server's close before its
 * database is closed). A failed write is logged as an error; the caller already has its answer.
 */
export function createOperationLogWriter(db: PlatformDb, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();

  return {
    write(entry: OperationLogEntry): void {
      const done: Promise<void> = db
        .insert(operationLogs)
        .values(entry)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, operation: entry.operationId }, 'operation log write failed'),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },

    /** Waits for every write begun so far (and any begun while waiting). */
    async flush(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
    },

    /** Writes under way (for tests). */
    get pendingCount(): number {
      return pending.size;
    },
  };
}

export type OperationLogWriter = ReturnType<typeof createOperationLogWriter>;
