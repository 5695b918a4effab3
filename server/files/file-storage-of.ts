import type { PlatformDb } from '../db/client';
import { cachedFileStorage } from './cached-file-storage';
import { createDatabaseFileStore } from './database-file-store';
import type { FileStorage, FileStoreKind } from './file-storage';
import { localFileStorage } from './local-file-storage';

/**
 * The file storage of FILE_STORE: the files folder alone (`local`), or PostgreSQL with the folder as this
 * process's cache (`database`). Another shared store (./shared-file-store.ts) would be one more kind here.
 */
export function createFileStorage({ fileStore, filesDir }: { fileStore: FileStoreKind; filesDir: string }, db: PlatformDb): FileStorage {
  return fileStore === 'database' ? cachedFileStorage(filesDir, createDatabaseFileStore(db)) : localFileStorage(filesDir);
}
