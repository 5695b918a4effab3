import { getTableName, sql, type AnyColumn } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';

/** An index a keyset list needs: its table and the columns it must start with, in order. */
export interface RequiredIndex {
  operationId: string;
  /** What the index serves: `sort created_at`, `filter channel_id`. */
  serves: string;
  table: string;
  columns: string[];
}

const required: RequiredIndex[] = [];

/**
 * Declares that a list's pages need an index of `columns`' table starting with `columns`. Called when a
 * list service's module loads (`keysetList`); `missingListIndexes` compares them with the database at start.
 */
export function requireListIndex(operationId: string, serves: string, columns: AnyColumn[]): void {
  const tables = new Set(columns.map((column) => getTableName(column.table)));
  if (tables.size !== 1)
    throw new Error(`list indexes of '${operationId}' (${serves}): the columns belong to ${[...tables].join(', ')}, not one table`);
  required.push({ operationId, serves, table: [...tables][0]!, columns: columns.map((column) => column.name) });
}

/** The indexes declared so far (the list services loaded). */
export const requiredListIndexes = (): readonly RequiredIndex[] => required;

/** Each index's table and key columns, from PostgreSQL's catalogue (a partitioned table's own indexes included). */
async function indexesOf(db: PlatformDb): Promise<{ table: string; columns: string[] }[]> {
  const result = await db.execute(sql`
    select c.relname as table_name,
           array_to_string(array(
             select coalesce(a.attname, '(expression)')
             from unnest(i.indkey::int2[]) with ordinality as k(attnum, n)
             left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
             where k.n <= i.indnkeyatts
             order by k.n), ',') as columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace ns on ns.oid = c.relnamespace
    where ns.nspname = current_schema()`);
  const rows = (result as unknown as { rows: { table_name: string; columns: string }[] }).rows;
  return rows.map((row) => ({ table: row.table_name, columns: row.columns.split(',') }));
}

const startsWith = (columns: string[], prefix: string[]) => prefix.every((column, i) => columns[i] === column);

/**
 * The declared list indexes the database lacks, each as one line naming the list, what the index serves
 * and the columns it must start with. Empty when every keyset list's filters and sorts are index-backed.
 */
export async function missingListIndexes(db: PlatformDb, declared: readonly RequiredIndex[] = required): Promise<string[]> {
  const indexes = await indexesOf(db);
  return declared
    .filter((need) => !indexes.some((index) => index.table === need.table && startsWith(index.columns, need.columns)))
    .map((need) => `${need.operationId} (${need.serves}): no index on ${need.table} starting with (${need.columns.join(', ')})`);
}
