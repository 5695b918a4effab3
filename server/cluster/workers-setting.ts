import os from 'node:os';

import { StartRefused } from '../shared/start-refused';

/** A setting the server cannot start with; `server/main.ts` prints its message alone and exits with 1. */
export { StartRefused };

/**
 * WORKERS: how many server processes share the port (ARCHITECTURE.md, "Several processes"): a whole
 * number of at least 1, or `auto` for the cores this process may use (`os.availableParallelism()`). Unset: 1.
 */
export function workersOf(text: string | undefined, cores: () => number = () => os.availableParallelism()): number {
  const value = text?.trim().toLowerCase();
  if (!value) return 1;
  if (value === 'auto') return Math.max(1, cores());
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new StartRefused(`WORKERS must be a whole number of processes (1 or more) or "auto", not "${text}".`);
  }
  return count;
}

/** Several processes share their state through PostgreSQL; the embedded database belongs to one process. */
export function refuseWorkersWithoutPostgres(workers: number, databaseUrl: string | undefined): void {
  if (workers > 1 && !databaseUrl) {
    throw new StartRefused(
      `WORKERS=${workers} needs DATABASE_URL: several server processes share one PostgreSQL server, and the embedded database (PGlite, in DATA_DIR) belongs to one process. Set DATABASE_URL, or leave WORKERS unset for one process.`,
    );
  }
}
