import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `sum(column)` (of rows matching `where`, when given) as a number, 0 over no rows. */
export const sumOf = (column: AnyPgColumn, where?: SQL): SQL<number> =>
  (where ? sql`coalesce(sum(${column}) filter (where ${where}), 0)` : sql`coalesce(sum(${column}), 0)`).mapWith(Number) as SQL<number>;
