import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The top-level entries of a data folder that are PostgreSQL's: the version file, the databases,
 * the cluster-wide tables, every `pg_*` folder and file (WAL, commit log, …) and the settings. The
 * rest of the folder is the project's own (files/, secrets.key, the lock file, backup work) and is
 * never part of the database's copy. `postmaster.pid` is left out, as pg_basebackup leaves it out.
 */
export function isClusterEntry(name: string): boolean {
  return (
    name === 'PG_VERSION' || name === 'base' || name === 'global' || name.startsWith('pg_') || /^postgresql(\.auto)?\.conf$/.test(name)
  );
}

/**
 * Copies PGlite's cluster in `dataDir` into the new folder `into` while `client` keeps serving. A
 * CHECKPOINT first writes every changed page, so the copy needs little WAL replayed when it is opened;
 * then, holding PGlite's transaction lock and its query lock (the two its own `query` takes, see
 * pglite-one-trip.ts), no statement runs and no transaction is open while the files are copied. PGlite
 * runs PostgreSQL only inside a call (no background process, no autovacuum), and its file system
 * writes straight to the folder, so the folder then holds what a crash at that moment would leave:
 * PostgreSQL opens such a copy as after a crash, consistent to the last commit (ARCHITECTURE.md, "Backups").
 */
export async function copyPgliteCluster(client: PGlite, dataDir: string, into: string): Promise<void> {
  await client.exec('CHECKPOINT');
  await client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      await fs.mkdir(into, { recursive: true });
      for (const name of await fs.readdir(dataDir)) {
        if (!isClusterEntry(name)) continue;
        await fs.cp(path.join(dataDir, name), path.join(into, name), { recursive: true, errorOnExist: true, force: false });
      }
    }),
  );
}
