import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
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
  let database: Database;
  let seeded = false;
  if (role === 'single') {
    ({ database, seeded } = await prepareDatabase(config));
  } else {
    loadSecretKeys(config);
    database = await openDatabase(config);
  }
  const app = await buildApp({ config, database });

  let stopping = false;
  async function stop(why: string) {
    if (stopping) return;
    stopping = true;
    app.log.info(`${why}, stopping`);
    try {
      await app.close();
    } finally {
      await database.close();
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
    console.log(startupBanner({ port, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, seeded, workers: 1 }));
  }
}
