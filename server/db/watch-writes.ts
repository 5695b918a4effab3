import type { Table } from 'drizzle-orm';
import type { ChangeTopic } from './change-notices';
import type { Db } from './client';

type Writer = 'insert' | 'update' | 'delete';
const WRITERS = new Set<PropertyKey>(['insert', 'update', 'delete']);

/** Tables whose writes change what a topic's caches hold, and which writes count. */
export interface WatchedTables {
  topic: ChangeTopic;
  tables: Table[];
  writes: Writer[];
}

export interface WriteHooks {
  /** At once, when a write of a watched table is started: this process forgets. */
  started(topic: ChangeTopic): void;
  /**
   * Tells every process (server/db/change-notices.ts): given the transaction that wrote, before it commits,
   * or, for a statement outside a transaction, the handle, after the statement. Absent: nothing to tell.
   */
  announce?(executor: Pick<Db, 'execute'>, topics: ReadonlySet<ChangeTopic>): Promise<void>;
}

type Run = (tx: never) => Promise<unknown>;

const SQL_WRITE = Symbol('a write of a table in SQL text');

/**
 * Tells the watching handle `db` (when it is one; a transaction's too) that SQL text it runs next writes
 * `table` (a database function, which the builders' interception cannot see): this process forgets the
 * table's topic at once, as for a builder's write, so its next calls see the change. No notice leaves for
 * it: other processes see such a change once their cache's time is up (ARCHITECTURE.md, "Several processes").
 */
export function writingInSql(db: object, table: Table): void {
  (db as { [SQL_WRITE]?: (table: Table) => void })[SQL_WRITE]?.(table);
}

/**
 * A statement that announces its topic once it has run: its `execute` (which awaiting it calls) runs
 * the statement, then `after`. Builder steps that make a new statement (`set`, `values`) are wrapped too.
 */
function announcing<T extends object>(statement: T, after: () => Promise<void>): T {
  return new Proxy(statement, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      // drizzle tells builders apart by their constructor's `entityKind`: it stays the class itself.
      if (typeof value !== 'function' || typeof property === 'symbol' || property === 'constructor') return value;
      if (property === 'execute') {
        return async (...args: unknown[]) => {
          const result: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          await after();
          return result;
        };
      }
      return function (this: unknown, ...args: unknown[]) {
        const made: unknown = (value as (...a: unknown[]) => unknown).apply(this, args);
        const isNewStatement = typeof made === 'object' && made !== null && made !== this && made !== target && 'execute' in made;
        return isNewStatement ? announcing(made, after) : made;
      };
    },
  });
}

/**
 * The same database handle, watching writes of the tables of `watched`: a write started through it (or
 * through a transaction it opens) calls `hooks.started` at once, and `hooks.announce` with the commit of
 * its transaction (the topics written are announced in it, just before it commits) or, for a statement
 * outside a transaction, right after the statement and before its caller continues. Only drizzle's
 * documented builder calls (`insert(table)`, `update(table)`, `delete(table)`, `transaction(fn)`) are
 * intercepted; SQL text (`execute`) is not.
 */
export function watchTableWrites<T extends Pick<Db, Writer | 'transaction'>>(
  db: T,
  watched: readonly WatchedTables[],
  hooks: WriteHooks,
  written?: Set<ChangeTopic>,
): T {
  const topicOf = (table: Table, writer: PropertyKey) =>
    watched.find((watch) => watch.writes.includes(writer as Writer) && watch.tables.includes(table))?.topic;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === SQL_WRITE) {
        return (table: Table) => {
          const topic = topicOf(table, 'update');
          if (topic) hooks.started(topic);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (WRITERS.has(property)) {
        return (table: Table, ...rest: unknown[]) => {
          const statement = (value as (...args: unknown[]) => object).call(target, table, ...rest);
          const topic = topicOf(table, property);
          if (!topic) return statement;
          hooks.started(topic);
          if (written) {
            written.add(topic);
            return statement;
          }
          const announce = hooks.announce;
          return announce ? announcing(statement, () => announce(target as unknown as Pick<Db, 'execute'>, new Set([topic]))) : statement;
        };
      }
      if (property === 'transaction') {
        return (run: (tx: T) => Promise<unknown>, ...rest: unknown[]) =>
          (value as (...args: unknown[]) => unknown).call(
            target,
            (async (tx: T) => {
              const topics = new Set<ChangeTopic>();
              const result = await run(watchTableWrites(tx, watched, hooks, topics));
              if (topics.size && hooks.announce) await hooks.announce(tx as unknown as Pick<Db, 'execute'>, topics);
              return result;
            }) as Run,
            ...rest,
          );
      }
      return value.bind(target);
    },
  });
}
