import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { BackupRefusal } from './backup-refusal';
import { ARCHIVE_NAMES, parseManifest, type BackupManifest, type PartSize } from './manifest';

const MAX_MANIFEST_BYTES = 64 * 1024;

type Part = 'database' | 'files' | 'secretsKey';

/** Which part an entry belongs to, or why it may not be in a backup. */
function partOf(name: string, type: string): Part | string {
  const isFile = type === 'File' || type === 'OldFile';
  if (!isFile && type !== 'Directory') return `${name} is a ${type}, not a file or folder`;
  const segments = name.replace(/\/$/, '').split('/');
  if (name.startsWith('/') || name.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..')) {
    return `${name} is not a plain relative name`;
  }
  if (name === ARCHIVE_NAMES.secretsKey && isFile) return 'secretsKey';
  if (segments.length > 1 && segments[0] === ARCHIVE_NAMES.database) return 'database';
  if (segments.length > 1 && segments[0] === ARCHIVE_NAMES.files && isFile) return 'files';
  return `${name} is not part of a backup`;
}

function refusalOf(error: NodeJS.ErrnoException, file: string): Error {
  if (error instanceof BackupRefusal) return error;
  if (error.code === 'ENOENT' && error.path === file) return new BackupRefusal(`There is no archive at ${file}.`);
  if (error.code === 'Z_BUF_ERROR')
    return new BackupRefusal(`The archive ${file} is incomplete: it is cut off before its end (was its copy interrupted?).`);
  if (error.code?.startsWith('Z_') || error.code?.startsWith('TAR_')) {
    return new BackupRefusal(`The archive ${file} is damaged (${error.message}).`);
  }
  return error;
}

/**
 * Reads the whole archive and checks it: a complete gzip stream (its length and CRC-32, checked at its
 * end), tar headers with their checksums, the manifest first and of a format this code reads, only
 * names of a backup's parts (no absolute path, no `..`, no links), and as many entries and bytes in
 * each part as the manifest says. With `into`, the entries are also unpacked there. Answers the
 * manifest; anything wrong is a BackupRefusal that says what.
 */
export async function readArchive(file: string, into?: string): Promise<BackupManifest> {
  let manifestText: string | undefined;
  let problem: string | undefined;
  let index = 0;
  const seen: Record<Part, PartSize> = {
    database: { entries: 0, bytes: 0 },
    files: { entries: 0, bytes: 0 },
    secretsKey: { entries: 0, bytes: 0 },
  };
  let hasVersionFile = false;

  const judge = (entry: tar.ReadEntry): boolean => {
    const first = index === 0;
    index += 1;
    if (first) {
      if (entry.path !== ARCHIVE_NAMES.manifest || entry.type !== 'File' || entry.size > MAX_MANIFEST_BYTES) {
        problem ??= 'it does not begin with its manifest';
        return false;
      }
      return true;
    }
    const part = partOf(entry.path, entry.type);
    if (part !== 'database' && part !== 'files' && part !== 'secretsKey') {
      problem ??= part;
      return false;
    }
    seen[part].entries += 1;
    seen[part].bytes += entry.size;
    if (entry.path === `${ARCHIVE_NAMES.database}/PG_VERSION`) hasVersionFile = true;
    return true;
  };

  const onEntry = (entry: tar.ReadEntry) => {
    if (entry.path !== ARCHIVE_NAMES.manifest || manifestText !== undefined) {
      if (!into) entry.resume();
      return;
    }
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      manifestText = Buffer.concat(chunks).toString('utf8');
    });
  };

  // Unpacking writes only what `judge` lets through; reading alone judges the same way.
  const reader = into
    ? new tar.Unpack({
        cwd: into,
        strict: true,
        preserveOwner: false,
        filter: (_path, entry) => judge(entry as tar.ReadEntry),
        onReadEntry: onEntry,
      })
    : new tar.Parser({ strict: true, filter: (_path, entry) => judge(entry as tar.ReadEntry), onReadEntry: onEntry });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), reader);
  } catch (error) {
    throw refusalOf(error as NodeJS.ErrnoException, file);
  }
  if (problem) throw new BackupRefusal(`The archive ${file} is not a backup this restore accepts: ${problem}.`);
  if (manifestText === undefined) throw new BackupRefusal(`The archive ${file} is damaged: it has no manifest.`);
  const manifest = parseManifest(manifestText);

  const expected: Record<Part, PartSize> = {
    database: { entries: manifest.database.entries, bytes: manifest.database.bytes },
    files: manifest.files ?? { entries: 0, bytes: 0 },
    secretsKey: { entries: manifest.secretsKey.included ? 1 : 0, bytes: seen.secretsKey.bytes },
  };
  for (const part of ['database', 'files', 'secretsKey'] as const) {
    if (seen[part].entries !== expected[part].entries || seen[part].bytes !== expected[part].bytes) {
      throw new BackupRefusal(
        `The archive ${file} is incomplete: its ${part === 'secretsKey' ? 'secrets key' : part} holds ${seen[part].entries} entries ` +
          `(${seen[part].bytes} bytes) where the manifest says ${expected[part].entries} (${expected[part].bytes} bytes).`,
      );
    }
  }
  if (!hasVersionFile) throw new BackupRefusal(`The archive ${file} is incomplete: its database has no PG_VERSION.`);
  return manifest;
}
