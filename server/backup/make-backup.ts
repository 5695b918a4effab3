import fs from 'node:fs';
import path from 'node:path';
import { SECRETS_KEY_FILE } from '../shared/secret-keys';
import { listTree, sizeOf, type ArchiveEntry } from './archive-entries';
import { BackupRefusal } from './backup-refusal';
import { askHolder } from './control-channel';
import { clusterSnapshots, removeAbandonedWorkFolders, DATABASE_PART } from './cluster-snapshot';
import { holdDataFolder, inspectHolder, inUseMessage, type Snapshot } from './data-folder-hold';
import { ARCHIVE_NAMES, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest } from './manifest';
import { markOf } from './migration-marks';
import { readArchive } from './read-archive';
import { writeArchive } from './write-archive';

export interface BackupOptions {
  dataDir: string;
  filesDir: string;
  /** SECRETS_KEY: when set, the data folder's key file is not the key and is not archived. */
  secretsKey?: string;
  databaseUrl?: string;
  /** The archive to write: a new file, or an existing folder to write a dated file into. */
  out?: string;
  now?: Date;
}

export interface BackupReport {
  archive: string;
  archiveBytes: number;
  manifest: BackupManifest;
  /** Files of the files folder that are not regular files, left out. */
  skipped: string[];
}

/** `pwa-console-backup-20250102-030405.tar.gz`, in UTC. */
export function defaultArchiveName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `pwa-console-backup-${stamp}.tar.gz`;
}

function archivePathOf(out: string | undefined, now: Date): string {
  const given = path.resolve(out ?? '.');
  const target = fs.existsSync(given) && fs.statSync(given).isDirectory() ? path.join(given, defaultArchiveName(now)) : given;
  if (fs.existsSync(target)) throw new BackupRefusal(`${target} exists already; name a new file.`);
  if (!fs.existsSync(path.dirname(target))) throw new BackupRefusal(`The folder of ${target} does not exist.`);
  return target;
}

const SNAPSHOT_TIMEOUT_MS = 60 * 60_000;

/** Asks the running server for a snapshot; a refusal says why it could not. */
async function snapshotFromServer(dataDir: string, holder: Parameters<typeof askHolder>[0]): Promise<Snapshot> {
  const outcome = await askHolder(holder, 'snapshot', SNAPSHOT_TIMEOUT_MS);
  if ('answer' in outcome && outcome.answer.ok && outcome.answer.staging) {
    return { staging: outcome.answer.staging, lastMigration: outcome.answer.lastMigration ?? null };
  }
  const why =
    'answer' in outcome && !outcome.answer.ok
      ? {
          'not-ready': 'it is still starting; try again in a moment',
          busy: 'it is making another backup; try again when that one is done',
          failed: `it could not copy the database: ${outcome.answer.message ?? 'unknown error'}`,
          'not-a-server': 'it is not a server',
          token: 'it refused the lock file’s token',
          'bad-request': 'it did not understand the request',
        }[outcome.answer.reason]
      : 'it stopped answering';
  throw new BackupRefusal(`The server (process ${holder.pid}) on ${dataDir} made no copy of the database: ${why}.`);
}

/** No server on the folder: this process holds it, opens the database and copies it the way a server does. */
async function snapshotHere(dataDir: string): Promise<Snapshot> {
  const hold = await holdDataFolder(dataDir, 'backup');
  try {
    // Loaded here only: a backup through the running server needs no database engine of its own.
    const { openPglite } = await import('../db/client');
    const database = await openPglite(dataDir);
    try {
      return await clusterSnapshots(database, dataDir)(process.pid);
    } finally {
      await database.close();
    }
  } finally {
    await hold.release();
  }
}

/**
 * Writes one archive of the embedded database's data folder (ARCHITECTURE.md, "Backups"): a consistent
 * copy of the database (made by the running server, or here when none runs), the uploaded files
 * without tmp/, the secrets key file when SECRETS_KEY is not set, and a manifest. The archive is
 * written under a temporary name, read back whole, then given its name.
 */
export async function makeBackup(options: BackupOptions): Promise<BackupReport> {
  const { dataDir, filesDir } = options;
  if (options.databaseUrl) {
    throw new BackupRefusal('The database is a PostgreSQL server (DATABASE_URL): back it up with pg_dump (README, "Backups").');
  }
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupRefusal(`There is no embedded database in ${dataDir}.`);
  const now = options.now ?? new Date();
  const archive = archivePathOf(options.out, now);
  removeAbandonedWorkFolders(dataDir);

  const state = await inspectHolder(dataDir);
  if (state.state === 'silent' || (state.state === 'live' && state.holder.kind !== 'server')) {
    throw new BackupRefusal(inUseMessage(dataDir, state));
  }
  const copiedBy = state.state === 'live' ? 'server' : 'backup';
  const snapshot = state.state === 'live' ? await snapshotFromServer(dataDir, state.holder) : await snapshotHere(dataDir);
  const partial = `${archive}.partial`;
  try {
    const database = listTree(path.join(snapshot.staging, DATABASE_PART), ARCHIVE_NAMES.database, { folders: true }).entries;
    const filesDirExists = fs.existsSync(filesDir);
    const files = filesDirExists
      ? listTree(filesDir, ARCHIVE_NAMES.files, { folders: false, skipTop: (name) => name === 'tmp' })
      : { entries: [], skipped: [] };
    const keyFile = path.join(dataDir, SECRETS_KEY_FILE);
    const key: ArchiveEntry[] =
      !options.secretsKey && fs.existsSync(keyFile)
        ? [{ absolute: keyFile, name: ARCHIVE_NAMES.secretsKey, size: fs.statSync(keyFile).size }]
        : [];

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: {
        engine: 'pglite',
        lastMigration: snapshot.lastMigration === null ? null : markOf(snapshot.lastMigration),
        copiedBy,
        ...sizeOf(database),
      },
      files: filesDirExists ? sizeOf(files.entries) : null,
      secretsKey: { included: key.length > 0 },
    };
    const manifestFile = path.join(snapshot.staging, ARCHIVE_NAMES.manifest);
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    const manifestEntry = { absolute: manifestFile, name: ARCHIVE_NAMES.manifest, size: 0 };

    await writeArchive(partial, [manifestEntry, ...database, ...files.entries, ...key]);
    await readArchive(partial);
    fs.linkSync(partial, archive);
    return { archive, archiveBytes: fs.statSync(archive).size, manifest, skipped: files.skipped };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(snapshot.staging, { recursive: true, force: true });
  }
}
