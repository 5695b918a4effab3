import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgSession, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** What drizzle's query builders offer for preparing: a statement text and `prepare(name)`. */
export interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/** Prepared statements of each database handle (a pool or PGlite), by the shape that built them. */
const byDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * The prepared statement of `shape`, built by `build` the first time and kept for the life of the
 * database handle. Building a drizzle query costs more than a small indexed query itself (its
 * builders check every part's class on every call), so a hot read is built once per shape and later
 * calls only fill in its placeholders. The statement is named after its own SQL text, so two shapes
 * can never share a name with different statements (PostgreSQL prepares it once per connection;
 * PGlite, whose `query` names statements itself in `./pglite-one-trip.ts`, ignores the name).
 */
export function cachedStatement<P>(db: object, shape: string, build: () => Preparable<P>): P {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(shape) as P | undefined;
  if (!statement) {
    const query = build();
    statement = query.prepare(statementNameOf(query.toSQL().sql));
    statements.set(shape, statement);
  }
  return statement;
}

export const statementNameOf = (sqlText: string) => `s_${createHash('sha1').update(sqlText).digest('hex').slice(0, 24)}`;

/** A statement written as SQL text (a data-modifying `with`, which drizzle's builders cannot make), prepared by name. */
export interface SqlStatement {
  /** Runs the statement on `db` (a database handle or a transaction) with its placeholders filled in. */
  execute<Row>(db: Db, values: Record<string, unknown>): Promise<Row[]>;
}

const dialect = new PgDialect();

/** drizzle's session of a handle (a database's or a transaction's): declared on the instance, left out of the public type. */
const sessionOf = (db: Db) => (db as unknown as { session: PgSession }).session;
const sqlStatements = new Map<string, SqlStatement>();

/**
 * The statement of `shape`, rendered once from `build` (placeholders for every value that varies),
 * then run as a named prepared statement on whichever handle each call passes, a transaction's among
 * them: only the placeholders are filled in per call. Rows come as the driver reads them (no column
 * mapping), so such a statement returns numbers and texts, not timestamps.
 */
export function cachedSql(shape: string, build: () => SQL): SqlStatement {
  let statement = sqlStatements.get(shape);
  if (!statement) {
    const query = dialect.sqlToQuery(build());
    const name = statementNameOf(query.sql);
    statement = {
      async execute<Row>(db: Db, values: Record<string, unknown>) {
        const prepared = sessionOf(db).prepareQuery<PreparedQueryConfig & { execute: { rows: Row[] } }>(query, undefined, name, false);
        return (await prepared.execute(values)).rows;
      },
    };
    sqlStatements.set(shape, statement);
  }
  return statement;
}
