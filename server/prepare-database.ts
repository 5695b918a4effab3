import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemoData } from './demo/seed';
import { loadSecretKeys } from './shared/secret-keys';

/**
 * What a server start does once before serving: the secrets key (read, or made in the data folder) before
 * the demo seed writes the accounts' secrets, the database opened and migrated, the demo seeded when empty.
 */
export async function prepareDatabase(config: ServerConfig): Promise<{ database: Database; seeded: boolean }> {
  loadSecretKeys(config);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const seeded = await seedDemoData(database.db, { locale: config.demoLocale, filesDir: config.filesDir });
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
