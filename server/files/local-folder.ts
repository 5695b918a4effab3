import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, WORK_FOLDER } from './file-layout';
import type { StoredEntry } from './file-storage';

const ALREADY_THERE = new Set(['EEXIST', 'ENOTEMPTY']);

/**
 * The local files folder: work folders under tmp/, units moved into place in one step (a rename on one
 * disk), removals, and what a key names. The local store and the shared store's cache are both this.
 */
export function localFolder(root: string) {
  const workDir = path.join(root, WORK_FOLDER);
  const pathOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  const namesIn = async (folder: string, kind: 'files' | 'folders') =>
    (await fs.readdir(pathOf(folder), { withFileTypes: true }).catch(() => []))
      .filter((entry) => (kind === 'files' ? entry.isFile() : entry.isDirectory()))
      .map((entry) => entry.name)
      .sort();

  return {
    root,
    pathOf,

    /** A new empty folder under tmp/. */
    async workFolder(): Promise<string> {
      await fs.mkdir(workDir, { recursive: true });
      return fs.mkdtemp(path.join(workDir, `${randomBytes(4).toString('hex')}-`));
    },

    async withWorkFolder<R>(work: (folder: string) => Promise<R>): Promise<R> {
      const folder = await this.workFolder();
      try {
        return await work(folder);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },

    /**
     * Moves a finished file or folder (under tmp/) to `key`; false when a folder is there already. A
     * file replaces a file of the same key: keys of files are content hashes, so the bytes are the same.
     */
    async moveIntoPlace(from: string, key: string): Promise<boolean> {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.rename(from, target);
        return true;
      } catch (error) {
        if (ALREADY_THERE.has((error as NodeJS.ErrnoException).code ?? '')) return false;
        throw error;
      }
    },

    remove: (key: string) => fs.rm(pathOf(key), { recursive: true, force: true }),

    async entry(key: string): Promise<StoredEntry | undefined> {
      const file = pathOf(key);
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat?.isFile()) return { type: 'file', path: file, size: stat.size };
      return stat?.isDirectory() ? { type: 'folder' } : undefined;
    },

    /** The package versions present: `packages/<app_id>/<version>` of each folder there. */
    async packageUnits(): Promise<string[]> {
      const units: string[] = [];
      for (const app of await namesIn('packages', 'folders')) {
        for (const version of await namesIn(`packages/${app}`, 'folders')) units.push(`packages/${app}/${version}`);
      }
      return units;
    },

    /** Every unit present: icons' folders, screenshots, pictures and package versions (tmp/ is none). */
    async units(): Promise<string[]> {
      return [
        ...(await namesIn('icons', 'folders')).map((name) => `icons/${name}`),
        ...(await namesIn('screenshots', 'files')).map((name) => `screenshots/${name}`),
        ...(await namesIn('pictures', 'files')).map((name) => `pictures/${name}`),
        ...(await this.packageUnits()),
      ];
    },
  };
}

export type LocalFolder = ReturnType<typeof localFolder>;
