import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemoData } from './demo/seed';
import { createFileStorage } from './files/file-storage-of';
import type { FileStorage } from './files/file-storage';
import { loadSecretKeys } from './shared/secret-keys';

/**
 * What a server start does once before serving: the secrets key (read, or made in the data folder) before
 * the seed writes the accounts' secrets, the database opened and migrated, the demo (or, with
 * DEMO_DATA=false, the platform's own data and first admin) seeded when empty, and the file storage the
 * seed's demo package and the server share.
 */
export async function prepareDatabase(config: ServerConfig): Promise<{ database: Database; seeded: boolean; files: FileStorage }> {
  loadSecretKeys(config);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const files = createFileStorage(config, database.db);
    const seeded = await seedDemoData(database.db, {
      locale: config.demoLocale,
      files,
      demo: config.demoData,
      admin: config.platformAdmin,
    });
    return { database, seeded, files };
  } catch (error) {
    await database.close();
    throw error;
  }
}
