import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The folder of uploaded files (config `filesDir`), laid out for the console and the hosting runtime:
 *
 *   icons/<sha256>/{192,512,maskable-512}.png   an icon in the manifest sizes (served at /files/icons/…)
 *   screenshots/<sha256>.<png|jpg|webp>         a store-page screenshot, re-encoded (served at /files/screenshots/…)
 *   packages/<app_id>/<version>/…               an app's unpacked static package, one folder per version
 *   tmp/                                        work in progress; nothing in it is ever served
 *
 * Images are named by their content's hash, so storing one twice is harmless and nothing refers to a
 * half-written file: every file is written under tmp/ and renamed into place (one step on one disk).
 */
export function createFileStore(filesDir: string) {
  const tmpDir = path.join(filesDir, 'tmp');

  return {
    filesDir,

    /** A new empty folder under tmp/, for one upload's work. */
    async tempFolder(): Promise<string> {
      await fs.mkdir(tmpDir, { recursive: true });
      return fs.mkdtemp(path.join(tmpDir, `${randomBytes(4).toString('hex')}-`));
    },

    /** Moves a finished file or folder from tmp/ to `relative`; false when something is already there. */
    async moveIntoPlace(from: string, relative: string): Promise<boolean> {
      const target = path.join(filesDir, relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.rename(from, target);
        return true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST' || code === 'ENOTEMPTY') return false;
        throw error;
      }
    },

    exists: (relative: string) =>
      fs.access(path.join(filesDir, relative)).then(
        () => true,
        () => false,
      ),

    remove: (absoluteOrRelative: string) => fs.rm(path.resolve(filesDir, absoluteOrRelative), { recursive: true, force: true }),

    packageFolder: (appId: string, version: string) => path.posix.join('packages', appId, version),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
