import type { PlatformDb } from '../db/client';

/** What a key names: a file, with a local file holding its bytes, or a folder of files. */
export type StoredEntry = { type: 'file'; path: string; size: number } | { type: 'folder' };

/** FILE_STORE: the local folder alone, or PostgreSQL shared by every process with the local folder as a cache. */
export type FileStoreKind = 'local' | 'database';

export const FILE_STORE_KINDS: readonly FileStoreKind[] = ['local', 'database'];

/**
 * Uploaded files under keys of the files folder's layout (./file-layout.ts). Two implementations:
 * the local folder itself (./local-file-storage.ts, FILE_STORE=local) and a store every server process
 * reads, with the local folder as this process's cache (./cached-file-storage.ts over a
 * ./shared-file-store.ts, FILE_STORE=database). Units are stored and removed whole; a stored unit never changes.
 */
export interface FileStorage {
  readonly kind: FileStoreKind;
  /** The local folder: the store itself, or this process's cache of the shared store. */
  readonly folder: string;

  /** Runs `work` with a new empty folder under tmp/ for one write's work; whatever `put` did not take is removed afterwards. */
  withWorkFolder<R>(work: (folder: string) => Promise<R>): Promise<R>;

  /** Whether the unit `key` is stored. */
  has(key: string): Promise<boolean>;

  /**
   * Stores the finished file or folder `from` (under tmp/) as the unit `key`, in one step; false when
   * the unit is stored already (then nothing changed).
   */
  put(from: string, key: string): Promise<boolean>;

  /**
   * Stores `from` as the unit `key` within the transaction that `record` runs in (which records what the
   * files are): both are kept or neither. Files at `key` that nothing recorded (a crash after a store)
   * are replaced. Throws UnitTakenError when another writer stored the unit meanwhile. `record` must
   * refuse a key that is recorded already (the local store moves the files only after it).
   */
  putRecorded<R>(db: PlatformDb, from: string, key: string, record: (tx: PlatformDb) => Promise<R>): Promise<R>;

  /**
   * Removes the unit `key` with the transaction that `record` runs in (which records that it is gone):
   * from the shared store inside the transaction, from the local folder once it committed.
   */
  removeRecorded<R>(db: PlatformDb, key: string, record: (tx: PlatformDb) => Promise<R>): Promise<R>;

  /**
   * What `key` names: a file (with the local file to read; on a cache miss it is fetched from the
   * shared store into the cache first), a folder, or nothing.
   */
  find(key: string): Promise<StoredEntry | undefined>;

  /**
   * Removes from this process's cache the units the shared store no longer has (package versions that
   * another process removed); answers how many. The local folder has no cache: 0.
   */
  pruneCache(): Promise<number>;

  /**
   * Readies the local folder at start and answers a line for the log when there is news: the shared
   * store's cache first imports a folder that was the local store (./cached-file-storage.ts,
   * `adoptLocalFolder`); the local store warns of a folder that was such a cache (it holds only what
   * was fetched into it).
   */
  prepare(): Promise<string | undefined>;
}

/** Another writer stored the unit between the check and the store. */
export class UnitTakenError extends Error {
  constructor(readonly key: string) {
    super(`Already stored: ${key}`);
  }
}
