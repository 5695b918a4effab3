import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CACHE_MARK } from './file-layout';
import type { FileStorage, StoredEntry } from './file-storage';
import { UnitTakenError } from './file-storage';
import { localFolder } from './local-folder';
import type { SharedFileStore } from './shared-file-store';

/** Units asked about in one query when the cache is pruned. */
const PRUNE_BATCH = 500;

/**
 * FILE_STORE=database: `shared` is the store every process reads; the local folder is this process's
 * cache of it. Writes go to the shared store (a package's inside the transaction that records its
 * version), then the written work is moved into the cache. Reads look in the cache first; on a miss the
 * file is fetched piece by piece into tmp/ and renamed into place (one step), then read from there.
 * Stored units never change, so a cached file is never stale; a removed unit leaves the caches of
 * other processes when they prune (`pruneCache`).
 */
export function cachedFileStorage(root: string, shared: SharedFileStore): FileStorage {
  const local = localFolder(root);
  /** Fetches under way, so that concurrent misses of one file fetch it once. */
  const fetching = new Map<string, Promise<StoredEntry | undefined>>();

  /** Moves stored work into the cache; a failure costs only a fetch later. */
  async function keep(from: string, key: string, replace: boolean) {
    try {
      // Whatever lay at the key without being stored (a former local store's leftover) gives way.
      if (replace) await local.remove(key);
      await local.moveIntoPlace(from, key);
    } catch {
      // The work folder is removed by its owner; the next read fetches the unit.
    }
  }

  async function fetch(key: string): Promise<StoredEntry | undefined> {
    const file = await shared.file(key);
    if (!file) return (await shared.isFolder(key)) ? { type: 'folder' } : undefined;
    try {
      return await local.withWorkFolder(async (work) => {
        const part = path.join(work, 'file');
        await pipeline(Readable.from(file.pieces()), createWriteStream(part, { flags: 'wx' }));
        await local.moveIntoPlace(part, key);
        return local.entry(key);
      });
    } catch (error) {
      // Removed while it was fetched: it is gone, not broken.
      if (!(await shared.file(key))) return undefined;
      throw error;
    }
  }

  return {
    kind: 'database',
    folder: root,
    withWorkFolder: (work) => local.withWorkFolder(work),
    has: (key) => shared.hasUnit(key),

    async put(from, key) {
      const stored = await shared.putUnit(from, key);
      // Stored before (by this or another process): the same bytes, named by their hash.
      await keep(from, key, false);
      return stored;
    },

    async putRecorded(db, from, key, record) {
      const recorded = await db.transaction(async (tx) => {
        // Files first, the record last: the rows `record` writes (an app's) stay locked only briefly.
        // Files that nothing recorded (a store outside this transaction that never committed) give way;
        // recorded ones would come back with the rollback of a record that finds its key taken.
        await shared.removeUnit(key, tx);
        if (!(await shared.putUnit(from, key, tx))) throw new UnitTakenError(key);
        return record(tx);
      });
      await keep(from, key, true);
      return recorded;
    },

    async removeRecorded(db, key, record) {
      const recorded = await db.transaction(async (tx) => {
        const result = await record(tx);
        await shared.removeUnit(key, tx);
        return result;
      });
      await local.remove(key);
      return recorded;
    },

    async find(key) {
      const cached = await local.entry(key);
      if (cached) return cached;
      let pending = fetching.get(key);
      if (!pending) {
        pending = fetch(key).finally(() => fetching.delete(key));
        fetching.set(key, pending);
      }
      return pending;
    },

    async prepare() {
      const imported = await adoptLocalFolder(root, shared);
      return imported ? `files of ${root} stored in the shared file store: ${imported}` : undefined;
    },

    async pruneCache() {
      // A folder not yet adopted may hold the only copy of its files (it was the local store).
      if (!(await fs.stat(path.join(root, CACHE_MARK)).catch(() => undefined))) return 0;
      const units = await local.packageUnits();
      let removed = 0;
      for (let i = 0; i < units.length; i += PRUNE_BATCH) {
        const batch = units.slice(i, i + PRUNE_BATCH);
        const stored = await shared.storedUnits(batch);
        for (const unit of batch.filter((u) => !stored.has(u))) {
          await local.remove(unit);
          removed++;
        }
      }
      return removed;
    },
  };
}

/**
 * Makes the local folder a cache of the shared store. A folder without the cache's mark that holds units
 * was the local store (FILE_STORE=local before): its units are imported first (those the shared store
 * has are skipped), so nothing the folder alone held is lost or pruned. Answers the units imported.
 */
export async function adoptLocalFolder(root: string, shared: SharedFileStore): Promise<number> {
  const mark = path.join(root, CACHE_MARK);
  if (await fs.stat(mark).catch(() => undefined)) return 0;
  const local = localFolder(root);
  let imported = 0;
  for (const unit of await local.units()) {
    if (await shared.putUnit(local.pathOf(unit), unit)) imported++;
  }
  await fs.mkdir(root, { recursive: true });
  await fs.writeFile(mark, 'This folder is a cache of the files stored in the database (FILE_STORE=database).\n');
  return imported;
}
