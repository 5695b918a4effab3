import { getTableColumns, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDb } from '../db/client';
import { cachedSql } from '../db/statement-cache';
import { operationLogs } from './tables';

export type OperationLogEntry = typeof operationLogs.$inferInsert;

/** Rows written by one statement at most. */
const BATCH = 200;

/** The columns a log row is given (the id and the time are the database's), with the value of an absent field. */
const GIVEN = Object.entries(getTableColumns(operationLogs))
  .filter(([key]) => key !== 'id' && key !== 'createdAt')
  .map(([key, column]) => ({ key: key as keyof OperationLogEntry, column, absent: column.hasDefault ? column.default : null }));

/**
 * One prepared statement for a batch of any size: the rows travel as one JSON array, unpacked in the
 * database in their order (`json_to_recordset`), so no statement is built per batch.
 */
const insertRows = cachedSql('operationLogs.insert', () => {
  const names = sql.join(
    GIVEN.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const typed = sql.join(
    GIVEN.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${operationLogs} (${names}) select ${names} from rows from (json_to_recordset(${sql.placeholder('rows')}::text::json) as (${typed})) with ordinality as given(${names}, n) order by n`;
});

const rowsJson = (batch: OperationLogEntry[]) =>
  JSON.stringify(batch.map((entry) => Object.fromEntries(GIVEN.map(({ key, column, absent }) => [column.name, entry[key] ?? absent]))));

/**
 * Writes operation log rows after their answers have left, so no answer waits for its log: rows queued
 * within one turn of the event loop (and while a write is under way) go in one multi-row insert. The
 * queue and the write under way are kept: `flush()` waits for both (the log's list, tests, and the
 * server's close before its database is closed). A failed write is logged as an error; the callers
 * already have their answers.
 */
export function createOperationLogWriter(db: PlatformDb, log: FastifyBaseLogger) {
  const queued: OperationLogEntry[] = [];
  let draining: Promise<void> | undefined;

  async function drain(): Promise<void> {
    // Let the rows of the answers leaving in this turn join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queued.length) {
      const batch = queued.splice(0, BATCH);
      try {
        await insertRows.execute(db, { rows: rowsJson(batch) });
      } catch (error) {
        log.error(
          { err: error, rows: batch.length, operations: [...new Set(batch.map((row) => row.operationId))] },
          'operation log write failed',
        );
      }
    }
  }

  function start() {
    draining = drain().finally(() => {
      draining = undefined;
      // A row queued after the last batch was taken but before this drain ended starts the next one.
      if (queued.length) start();
    });
  }

  return {
    write(entry: OperationLogEntry): void {
      queued.push(entry);
      if (!draining) start();
    },

    /** Waits until every row queued so far (and any queued while waiting) is written. */
    async flush(): Promise<void> {
      while (draining) await draining;
    },
  };
}

export type OperationLogWriter = ReturnType<typeof createOperationLogWriter>;
