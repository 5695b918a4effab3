import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createFileStorage } from './files/file-storage-of';
import { DEMO_ACCOUNTS, seedDemoData } from './demo/seed';
import { loadSecretKeys } from './shared/secret-keys';

const config = loadConfig();
// Before the demo seed writes the accounts' secrets.
loadSecretKeys(config);
const database = await openDatabase(config);
await database.migrate();
// One file storage for the seed's demo package and the server.
const files = createFileStorage(config, database.db);
const seeded = await seedDemoData(database.db, { locale: config.demoLocale, files });

const app = await buildApp({ config, database, files });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, stopping`);
  try {
    await app.close();
  } finally {
    await database.close();
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
    `Database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
    'Demo accounts:',
    ...DEMO_ACCOUNTS.map(
      (a) => `  ${a.username.padEnd(9)} / ${a.password.padEnd(12)} (${a.role})${a.mobile ? `  mobile ${a.mobile}` : ''}`,
    ),
    'Press Ctrl+C to stop.',
    '',
  ].join('\n'),
);
