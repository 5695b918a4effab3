import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { projectPath } from '../shared/project-root';

/** A migration as drizzle records it in the database (its journal time) and as this code names it. */
export interface MigrationMark {
  createdAt: number;
  /** The migration's file name in server/db/migrations; null when this code does not know it (a newer version's). */
  tag: string | null;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** This code's migrations, oldest first (drizzle-kit's journal). */
export function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(projectPath('server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

export function markOf(createdAt: number): MigrationMark {
  return { createdAt, tag: codeMigrations().find((entry) => entry.when === createdAt)?.tag ?? null };
}

type Rows<T> = { rows: T[] };

/** The newest migration drizzle applied to the database (its `created_at` is the journal's `when`); null when none. */
export async function lastAppliedMigration(db: PlatformDb): Promise<number | null> {
  const table = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as unknown as Rows<{
    present: boolean;
  }>;
  if (!table.rows[0]?.present) return null;
  const result = (await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)) as unknown as Rows<{
    last: string | null;
  }>;
  const last = result.rows[0]?.last;
  return last === null || last === undefined ? null : Number(last);
}
