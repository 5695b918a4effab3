import { customType, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** Bytes as PostgreSQL's `bytea`: node-postgres reads a Buffer, PGlite a Uint8Array; both take either. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The shared file store's files (FILE_STORE=database, server/files/database-file-store.ts): one row per
 * file under its path in the files folder's layout (server/files/file-layout.ts), its bytes in
 * `stored_file_chunks`. `unit` is what was stored in one step (a package version's folder, an icon's
 * folder, an image): a unit is written and removed as a whole, in one transaction.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    unit: text('unit').notNull(),
    path: text('path').notNull().unique('stored_files_path_key'),
    /** Bytes in all its chunks together. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_unit_idx').on(t.unit)],
);

/** A stored file's bytes in pieces of at most FILE_CHUNK_BYTES, read one at a time (never a whole file in memory). */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** 0, 1, 2, … in the file's order. */
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ name: 'stored_file_chunks_pkey', columns: [t.fileId, t.seq] })],
);
