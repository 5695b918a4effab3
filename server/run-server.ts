import { buildApp } from './app';
import { BackupRefusal } from './backup/backup-refusal';
import { clusterSnapshots } from './backup/cluster-snapshot';
import { holdDataFolder } from './backup/data-folder-hold';
import { StartRefused } from './cluster/workers-setting';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { createFileStorage } from './files/file-storage-of';
import type { FileStorage } from './files/file-storage';
import { prepareDatabase } from './prepare-database';
import { loadSecretKeys } from './shared/secret-keys';
import { startupBanner } from './startup-banner';

/**
 * One server process: `single` (npm start: migrates, seeds, serves and prints the banner) or a `worker` of
 * the cluster (server/cluster/run-primary.ts: the primary migrated and seeded, and prints the banner). A
 * worker leaves SIGINT (Ctrl+C reaches the whole process group) to its primary, which stops it with
 * SIGTERM, and stops when its primary is gone.
 */
export async function runServer(config: ServerConfig, role: 'single' | 'worker'): Promise<void> {
  // The embedded database's folder is this process's alone while it runs: PGlite itself would let a
  // second process open it (ARCHITECTURE.md, "Backups"). Workers exist on PostgreSQL only.
  const hold = config.databaseUrl
    ? undefined
    : await holdDataFolder(config.dataDir, 'server').catch((error: unknown) => {
        throw error instanceof BackupRefusal ? new StartRefused(`Not started: ${error.message}`) : error;
      });
  let database: Database;
  let files: FileStorage;
  let seeded = false;
  if (role === 'single') {
    ({ database, seeded, files } = await prepareDatabase(config));
  } else {
    loadSecretKeys(config);
    database = await openDatabase(config);
    files = createFileStorage(config, database.db);
  }
  const app = await buildApp({ config, database, files });

  // `npm run backup` asks this process for a copy of the database from now on.
  if (hold) {
    const snapshots = clusterSnapshots(database, config.dataDir);
    hold.serveSnapshots(async (forPid) => {
      const started = Date.now();
      const snapshot = await snapshots(forPid);
      app.log.info(`backup: copied the database for process ${forPid} (database calls waited up to ${Date.now() - started} ms)`);
      return snapshot;
    });
  }

  let stopping = false;
  async function stop(why: string) {
    if (stopping) return;
    stopping = true;
    app.log.info(`${why}, stopping`);
    try {
      await app.close();
    } finally {
      await database.close();
      await hold?.release();
    }
    process.exit(0);
  }
  process.on('SIGTERM', () => void stop('SIGTERM received'));
  if (role === 'worker') {
    process.on('SIGINT', () => undefined);
    process.on('disconnect', () => void stop('the primary process is gone'));
  } else {
    process.on('SIGINT', () => void stop('SIGINT received'));
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    await database.close();
    process.exit(1);
  }
  if (role === 'single') {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      startupBanner({
        port,
        dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
        seeded,
        workers: 1,
        demoData: config.demoData,
        adminUsername: config.platformAdmin.username,
      }),
    );
  }
}
