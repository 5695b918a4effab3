import fs from 'node:fs/promises';
import path from 'node:path';
import type { PlatformDb } from '../db/client';

/** A file of the shared store: its size, and its bytes read piece by piece (never all at once). */
export interface SharedFile {
  size: number;
  pieces(): AsyncIterable<Buffer>;
}

/**
 * A store every server process reads (behind ./cached-file-storage.ts, which keeps the local folder as
 * its cache). PostgreSQL's is ./database-file-store.ts. Another one (an S3-compatible bucket: a unit's
 * files as objects under the unit's key, a unit's listing by prefix) implements this same interface and
 * is chosen in ./file-storage-of.ts; it takes no part in a transaction (`within` is ignored), so a unit
 * stored for a transaction that then failed stays until the same key is stored again (which replaces it),
 * as a package folder does in the local folder.
 */
export interface SharedFileStore {
  hasUnit(unit: string): Promise<boolean>;
  /**
   * Stores every file of `from` (a file, or a folder of files) as `unit`, inside the transaction
   * `within` when given; false when the unit is stored already (then nothing of it was written).
   */
  putUnit(from: string, unit: string, within?: PlatformDb): Promise<boolean>;
  /** Removes every file of `unit` (inside `within` when given). */
  removeUnit(unit: string, within?: PlatformDb): Promise<void>;
  /** The file stored at `key`, or undefined. */
  file(key: string): Promise<SharedFile | undefined>;
  /** Whether files are stored below `key` (`key/…`). */
  isFolder(key: string): Promise<boolean>;
  /** Which of `units` are stored. */
  storedUnits(units: string[]): Promise<Set<string>>;
}

/** The files of a finished work item: `from` itself (relative name '') or every file below it, in name order. */
export async function filesOf(from: string): Promise<{ relative: string; file: string }[]> {
  const stat = await fs.stat(from);
  if (stat.isFile()) return [{ relative: '', file: from }];
  const entries = await fs.readdir(from, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { relative: path.relative(from, file).split(path.sep).join('/'), file };
    })
    .sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}
