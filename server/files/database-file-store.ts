import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { unitOf } from './file-layout';
import { filesOf, type SharedFile, type SharedFileStore } from './shared-file-store';
import { storedFileChunks, storedFiles } from './tables';

/**
 * Largest piece of a file in one row: a file is written and read one piece at a time, so neither an
 * upload nor a cache fill holds more than this of a file in memory (PostgreSQL would take up to 1 GB in
 * one value; TOAST keeps each piece out of line and compresses what compresses).
 */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** Thrown inside a unit's savepoint when one of its paths is taken: undoes the unit's rows only. */
class Taken extends Error {}

/**
 * The shared store in PostgreSQL (FILE_STORE=database): `stored_files` and `stored_file_chunks`
 * (./tables.ts), in the same database as everything else, so a package's files are written in the
 * transaction that records its version, and a dump of the database holds the files too.
 */
export function createDatabaseFileStore(db: PlatformDb): SharedFileStore {
  async function writeFile(tx: PlatformDb, unit: string, key: string, file: string, size: number) {
    // ON CONFLICT waits for a concurrent writer of the same path and then does nothing: the unit is (being) stored.
    const [row] = await tx
      .insert(storedFiles)
      .values({ unit, path: key, size })
      .onConflictDoNothing({ target: storedFiles.path })
      .returning({ id: storedFiles.id });
    if (!row) throw new Taken();
    let seq = 0;
    let written = 0;
    for await (const piece of createReadStream(file, { highWaterMark: FILE_CHUNK_BYTES }) as AsyncIterable<Buffer>) {
      await tx.insert(storedFileChunks).values({ fileId: row.id, seq: seq++, data: piece });
      written += piece.length;
    }
    // A work file that changed while it was stored would leave a wrong size behind.
    if (written !== size) throw new Error(`${key} changed while it was stored`);
  }

  async function* readPieces(fileId: number, size: number, key: string): AsyncGenerator<Buffer> {
    let read = 0;
    for (let seq = 0; ; seq++) {
      const [row] = await db
        .select({ data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.seq, seq)));
      if (!row) break;
      read += row.data.length;
      yield row.data;
    }
    // Removed while it was read (a version removed meanwhile): the reader must not keep part of a file.
    if (read !== size) throw new Error(`${key}: ${read} of ${size} bytes found`);
  }

  return {
    async hasUnit(unit) {
      const [row] = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.unit, unit)).limit(1);
      return row !== undefined;
    },

    async putUnit(from, unit, within) {
      const files = await filesOf(from);
      const sizes = await Promise.all(files.map(({ file }) => stat(file)));
      try {
        // Within a transaction: a savepoint, so a taken unit undoes its own rows and nothing else.
        await (within ?? db).transaction(async (tx) => {
          for (const [i, { relative, file }] of files.entries()) {
            await writeFile(tx, unit, relative ? `${unit}/${relative}` : unit, file, sizes[i]!.size);
          }
        });
        return true;
      } catch (error) {
        if (error instanceof Taken) return false;
        throw error;
      }
    },

    async removeUnit(unit, within) {
      // Chunks go with their file (on delete cascade).
      await (within ?? db).delete(storedFiles).where(eq(storedFiles.unit, unit));
    },

    async file(key): Promise<SharedFile | undefined> {
      const [row] = await db
        .select({ id: storedFiles.id, size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.path, key))
        .limit(1);
      if (!row) return undefined;
      return { size: row.size, pieces: () => readPieces(row.id, row.size, key) };
    },

    async isFolder(key) {
      const prefix = `${key}/`;
      const [row] = await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(and(eq(storedFiles.unit, unitOf(key)), sql`left(${storedFiles.path}, ${prefix.length}) = ${prefix}`))
        .limit(1);
      return row !== undefined;
    },

    async storedUnits(units) {
      if (units.length === 0) return new Set();
      const rows = await db.selectDistinct({ unit: storedFiles.unit }).from(storedFiles).where(inArray(storedFiles.unit, units));
      return new Set(rows.map((row) => row.unit));
    },
  };
}
