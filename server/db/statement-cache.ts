import { createHash } from 'node:crypto';

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
