import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPglite, type Database } from '../../server/db/client';
import { seedDemoData } from '../../server/demo/seed';

export interface RunningConsole {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the server the way `npm run serve` does (migrations, demo seed, console served at /),
 * on an in-memory PGlite and a free loopback port, so the bench never touches ./data.
 */
export async function startConsoleServer(consoleDir: string): Promise<RunningConsole> {
  const config = loadConfig(process.env, {
    port: 0,
    host: '127.0.0.1',
    consoleDir,
    databaseUrl: undefined,
    logLevel: 'warn',
  });
  const database: Database = await openPglite('memory://');
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    await seedDemoData(database.db);
    app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const running = app;
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await running.close();
      await database.close();
    },
  };
}
