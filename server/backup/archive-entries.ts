import fs from 'node:fs';
import path from 'node:path';
import type { PartSize } from './manifest';

/** One file or folder of the disk and its name in the archive (a folder's ends with `/`). */
export interface ArchiveEntry {
  absolute: string;
  name: string;
  size: number;
}

export interface ListOptions {
  /** Folders are entries too (a PostgreSQL cluster needs its empty ones); otherwise files only. */
  folders: boolean;
  /** Top-level names left out. */
  skipTop?: (name: string) => boolean;
}

/**
 * The regular files (and folders) under `root`, named `prefix/…`, in a stable order. Anything else
 * (a symbolic link, a socket) is not kept and is reported in `skipped`.
 */
export function listTree(root: string, prefix: string, options: ListOptions): { entries: ArchiveEntry[]; skipped: string[] } {
  const entries: ArchiveEntry[] = [];
  const skipped: string[] = [];
  const walk = (dir: string, name: string, top: boolean) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (top && options.skipTop?.(item.name)) continue;
      const absolute = path.join(dir, item.name);
      const entryName = `${name}/${item.name}`;
      if (item.isDirectory()) {
        if (options.folders) entries.push({ absolute, name: `${entryName}/`, size: 0 });
        walk(absolute, entryName, false);
      } else if (item.isFile()) {
        entries.push({ absolute, name: entryName, size: fs.statSync(absolute).size });
      } else {
        skipped.push(absolute);
      }
    }
  };
  walk(root, prefix, true);
  return { entries, skipped };
}

export const sizeOf = (entries: ArchiveEntry[]): PartSize => ({
  entries: entries.length,
  bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
});
