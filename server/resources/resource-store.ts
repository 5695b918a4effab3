import { and, count, type SQL } from 'drizzle-orm';
import type { AccountData, AccountTable } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import type { ResourceTable } from './resource-table';

type Condition = SQL | undefined;

/**
 * The rows a request may reach of one resource's table: an account's (through its `AccountData`, which
 * binds every call to the account) or, for a platform resource, every row.
 */
export interface ResourceStore {
  rows(...conditions: Condition[]): RowsQuery;
  count(...conditions: Condition[]): Promise<number>;
  insert(values: Record<string, unknown>): Promise<Record<string, unknown>>;
  update(changes: Record<string, unknown>, ...conditions: Condition[]): Promise<Record<string, unknown>[]>;
  delete(...conditions: Condition[]): Promise<number[]>;
  transaction<R>(work: (store: ResourceStore) => Promise<R>): Promise<R>;
  /** What a hook receives to reach other data of the same scope. */
  readonly account?: AccountData;
  readonly platform?: PlatformDb;
}

/** A select of whole rows, to be ordered and paged. */
export interface RowsQuery extends PromiseLike<Record<string, unknown>[]> {
  orderBy(...order: SQL[]): RowsQuery;
  limit(n: number): RowsQuery;
  offset(n: number): RowsQuery;
}

/** The account's rows of the table (the table has `account_id`). */
export function accountStore(account: AccountData, table: ResourceTable): ResourceStore {
  const owned = table as unknown as AccountTable;
  return {
    account,
    rows: (...conditions) => account.rows(owned, ...conditions) as unknown as RowsQuery,
    count: (...conditions) => account.count(owned, ...conditions),
    insert: async (values) => {
      const [row] = await account.insert(owned, values as never).returning();
      return row as Record<string, unknown>;
    },
    update: async (changes, ...conditions) =>
      (await account.update(owned, changes as never, ...conditions).returning()) as Record<string, unknown>[],
    delete: async (...conditions) => (await account.delete(owned, ...conditions).returning({ id: table.id })).map((r) => r.id as number),
    transaction: (work) => account.transaction((scoped) => work(accountStore(scoped, table))),
  };
}

/** Every row of a platform resource's table. */
export function platformStore(db: PlatformDb, table: ResourceTable): ResourceStore {
  return {
    platform: db,
    rows: (...conditions) =>
      db
        .select()
        .from(table as never)
        .where(and(...conditions)) as unknown as RowsQuery,
    count: async (...conditions) => {
      const rows: { total: number }[] = await db
        .select({ total: count() })
        .from(table as never)
        .where(and(...conditions));
      return rows[0]?.total ?? 0;
    },
    insert: async (values) => {
      const [row] = await db
        .insert(table)
        .values(values as never)
        .returning();
      return row as Record<string, unknown>;
    },
    update: async (changes, ...conditions) =>
      (await db
        .update(table)
        .set(changes as never)
        .where(and(...conditions))
        .returning()) as Record<string, unknown>[],
    delete: async (...conditions) =>
      (
        await db
          .delete(table)
          .where(and(...conditions))
          .returning({ id: table.id })
      ).map((r) => r.id as number),
    transaction: (work) => db.transaction((tx) => work(platformStore(tx as unknown as PlatformDb, table))),
  };
}
