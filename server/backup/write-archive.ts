import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { ArchiveEntry } from './archive-entries';

/**
 * Writes the entries, in their order, as a gzipped tar to `file` (a new file, the owner's only: the
 * archive may hold the secrets key). Each entry is read from the disk and named as `name` says.
 */
export async function writeArchive(file: string, entries: ArchiveEntry[]): Promise<void> {
  const names = new Map(entries.map((entry) => [entry.absolute, entry.name]));
  const pack = tar.create(
    {
      gzip: true,
      portable: true,
      strict: true,
      noDirRecurse: true,
      // Absolute paths go in as they are and are renamed here, so parts from different folders sit side by side.
      preservePaths: true,
      onWriteEntry(entry) {
        const name = names.get(entry.absolute);
        if (name === undefined) throw new Error(`not an entry of this backup: ${entry.absolute}`);
        entry.path = name;
      },
    },
    entries.map((entry) => entry.absolute),
  );
  await pipeline(pack, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
}
