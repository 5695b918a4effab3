import cluster from 'node:cluster';
import { loadConfig } from './config';
import { runPrimary } from './cluster/run-primary';
import { refuseWorkersWithoutPostgres, StartRefused } from './cluster/workers-setting';
import { runServer } from './run-server';

// One process (WORKERS unset or 1), or a primary with WORKERS workers on PostgreSQL (ARCHITECTURE.md, "Several processes").
try {
  const config = loadConfig();
  if (cluster.isWorker) {
    await runServer(config, 'worker');
  } else {
    refuseWorkersWithoutPostgres(config.workers, config.databaseUrl);
    await (config.workers > 1 ? runPrimary(config) : runServer(config, 'single'));
  }
} catch (error) {
  if (!(error instanceof StartRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
