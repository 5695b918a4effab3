import type { Table } from 'drizzle-orm';
import type { Db } from './client';

type Writer = 'update' | 'delete';
const WRITERS = new Set<PropertyKey>(['update', 'delete']);

/**
 * The same database handle, calling `onWrite` whenever an update or delete of one of `tables` is
 * started through it (or through a transaction it opens). The session cache uses it to forget what it
 * holds as soon as a user or session changes, whichever service changes it. Only drizzle's documented
 * builder calls (`update(table)`, `delete(table)`, `transaction(fn)`) are intercepted.
 */
export function watchTableWrites<T extends Pick<Db, Writer | 'transaction'>>(db: T, tables: Table[], onWrite: () => void): T {
  const watched = new Set<unknown>(tables);
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (WRITERS.has(property)) {
        return (table: Table, ...rest: unknown[]) => {
          if (watched.has(table)) onWrite();
          return (value as (...args: unknown[]) => unknown).call(target, table, ...rest);
        };
      }
      if (property === 'transaction') {
        return (run: (tx: T) => Promise<unknown>, ...rest: unknown[]) =>
          (value as (...args: unknown[]) => unknown).call(target, (tx: T) => run(watchTableWrites(tx, tables, onWrite)), ...rest);
      }
      return value.bind(target);
    },
  });
}
