import cluster from 'node:cluster';
import type { ServerConfig } from '../config';
import { prepareDatabase } from '../prepare-database';
import { startupBanner } from '../startup-banner';
import { superviseWorkers, type Supervisor } from './worker-supervisor';

/**
 * The primary of `WORKERS` > 1 (PostgreSQL only): migrates and seeds once, then forks the workers, each of
 * which builds the app and listens on the shared port (server/run-server.ts), replaces a worker that ends
 * (worker-supervisor.ts) and, on SIGINT or SIGTERM, stops them all before it exits. It serves nothing itself.
 */
export async function runPrimary(config: ServerConfig): Promise<void> {
  const { database, seeded } = await prepareDatabase(config);
  await database.close();

  let exiting = false;
  // Called on a worker's event or a signal, never before `supervisor` is set.
  const exit = async (code: number) => {
    if (exiting) return;
    exiting = true;
    await supervisor.stop();
    process.exit(code);
  };
  const supervisor: Supervisor = superviseWorkers({
    count: config.workers,
    fork: () => cluster.fork(),
    log: (line) => console.log(line),
    onListening: (port) =>
      console.log(
        startupBanner({ port, seeded, workers: config.workers, demoData: config.demoData, adminUsername: config.platformAdmin.username }),
      ),
    onStartFailed: (reason) => {
      console.error(`The server could not start: ${reason}.`);
      void exit(1);
    },
  });
  const stop = (signal: string) => {
    if (exiting) return;
    console.log(`${signal} received, stopping ${config.workers} workers`);
    void exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
