import { buildApp } from './app';
import { BackupRefusal } from './backup/backup-refusal';
import { clusterSnapshots } from './backup/cluster-snapshot';
import { holdDataFolder } from './backup/data-folder-hold';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createFileStorage } from './files/file-storage-of';
import { DEMO_ACCOUNTS, seedDemoData } from './demo/seed';
import { loadSecretKeys } from './shared/secret-keys';

const config = loadConfig();
// The embedded database's folder is this process's alone while it runs: PGlite itself would let a second
// process open it (ARCHITECTURE.md, "Backups").
const hold = config.databaseUrl
  ? undefined
  : await holdDataFolder(config.dataDir, 'server').catch((error: unknown) => {
      if (!(error instanceof BackupRefusal)) throw error;
      console.error(`Not started: ${error.message}`);
      process.exit(1);
    });
// Before the demo seed writes the accounts' secrets.
loadSecretKeys(config);
const database = await openDatabase(config);
await database.migrate();
// One file storage for the seed's demo package and the server.
const files = createFileStorage(config, database.db);
const seeded = await seedDemoData(database.db, {
  locale: config.demoLocale,
  files,
  demo: config.demoData,
  admin: config.platformAdmin,
});

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
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, stopping`);
  try {
    await app.close();
  } finally {
    await database.close();
    await hold?.release();
  }
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  await database.close();
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
console.log(
  [
    '',
    `PWA Console is running at http://localhost:${port}/`,
    `Database: ${where}${seeded ? (config.demoData ? ' (demo data seeded)' : ' (platform data seeded)') : ''}`,
    ...(config.demoData
      ? [
          'Demo accounts:',
          ...DEMO_ACCOUNTS.map(
            (a) => `  ${a.username.padEnd(9)} / ${a.password.padEnd(12)} (${a.role})${a.mobile ? `  mobile ${a.mobile}` : ''}`,
          ),
        ]
      : [`No demo data (DEMO_DATA=false); the platform admin is ${config.platformAdmin.username}.`]),
    'Press Ctrl+C to stop.',
    '',
  ].join('\n'),
);
