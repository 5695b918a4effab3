import fs from 'node:fs/promises';
import path from 'node:path';
import { CACHE_MARK } from './file-layout';
import type { FileStorage } from './file-storage';
import { UnitTakenError } from './file-storage';
import { localFolder } from './local-folder';

/**
 * FILE_STORE=local: the files folder is the store. Several processes on one machine may share it; a
 * process on another machine sees none of it. A unit is moved into place in one step; a package's folder
 * inside the transaction that records it, removed again when that transaction fails.
 */
export function localFileStorage(root: string): FileStorage {
  const local = localFolder(root);
  return {
    kind: 'local',
    folder: root,
    withWorkFolder: (work) => local.withWorkFolder(work),
    has: async (key) => (await local.entry(key)) !== undefined,
    put: (from, key) => local.moveIntoPlace(from, key),

    async putRecorded(db, from, key, record) {
      let moved = false;
      try {
        return await db.transaction(async (tx) => {
          const recorded = await record(tx);
          // A folder left by a store whose transaction never committed (a crash between move and commit).
          await local.remove(key);
          moved = await local.moveIntoPlace(from, key);
          if (!moved) throw new UnitTakenError(key);
          return recorded;
        });
      } catch (error) {
        if (moved) await local.remove(key);
        throw error;
      }
    },

    async removeRecorded(db, key, record) {
      const recorded = await db.transaction(record);
      await local.remove(key);
      return recorded;
    },

    find: (key) => local.entry(key),
    pruneCache: async () => 0,

    async prepare() {
      if (!(await fs.stat(path.join(root, CACHE_MARK)).catch(() => undefined))) return undefined;
      return `FILE_STORE=local, but ${root} was a cache of the files in the database (FILE_STORE=database): it holds only the files this server had fetched`;
    },
  };
}
