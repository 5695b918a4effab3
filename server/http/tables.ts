import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The rate limits' fixed windows (rate-limit-db-store.ts), shared by every server process on PostgreSQL
 * (PGlite counts in memory): one row per key (address and rule), its hits and when its window ends
 * (milliseconds since the epoch). Unlogged (a hand-written migration), like the guess counts.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    endsMs: bigint('ends_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_windows_ends_idx').on(t.endsMs)],
);
