import fs from 'node:fs';
import path from 'node:path';
import { SECRETS_KEY_FILE } from '../shared/secret-keys';
import { BackupRefusal } from './backup-refusal';
import { DATABASE_PART, isWorkFolder, newWorkFolder, removeAbandonedWorkFolders } from './cluster-snapshot';
import { holdDataFolder, inspectHolder, inUseMessage } from './data-folder-hold';
import { LOCK_FILE } from './lock-file';
import { ARCHIVE_NAMES, type BackupManifest } from './manifest';
import { codeMigrations } from './migration-marks';
import { readArchive } from './read-archive';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  filesDir: string;
  /** Replace what the data folder (and files folder) hold; without it a folder with anything in it is refused. */
  force?: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  dataDir: string;
  filesDir: string;
  /** Something was in the folders and is gone now (--force). */
  replaced: boolean;
}

const entriesOf = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** Moves a file or folder, copying it when it is on another disk. */
function move(from: string, to: string) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

function moveContents(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) move(path.join(from, name), path.join(to, name));
}

/** The archive's database is newer than this code's migrations: this version would run on a schema it does not know. */
function refuseNewerDatabase(manifest: BackupManifest) {
  const mark = manifest.database.lastMigration;
  const newest = Math.max(...codeMigrations().map((entry) => entry.when));
  if (mark && mark.createdAt > newest) {
    throw new BackupRefusal(
      `The archive's database has a migration this version of PWA Console does not have (made ${new Date(mark.createdAt).toISOString()}): ` +
        'restore it with the version that made the backup, or a newer one.',
    );
  }
}

/**
 * Restores an archive of makeBackup into a data folder that is absent or empty (or, with `force`, into
 * one whose content it replaces). Nothing is changed before the whole archive has been read and
 * checked; then the folder is held (no server starts on it meanwhile), the archive is unpacked into a
 * work folder inside it, and only then is the old content removed and the new moved into place.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const archive = path.resolve(options.archive);
  const { dataDir, filesDir } = options;
  if (isInside(dataDir, filesDir)) throw new BackupRefusal(`The files folder ${filesDir} may not hold the data folder ${dataDir}.`);
  const filesApart = !isInside(filesDir, dataDir);
  const present = [...entriesOf(dataDir), ...(filesApart ? entriesOf(filesDir) : [])];
  if (present.length > 0 && !options.force) {
    throw new BackupRefusal(
      `${filesApart && entriesOf(dataDir).length === 0 ? `The files folder ${filesDir}` : `The data folder ${dataDir}`} is not empty. ` +
        'Restore into a new folder (--data-dir), or add --force to replace what it holds.',
    );
  }
  const state = await inspectHolder(dataDir);
  if (state.state === 'live' || state.state === 'silent') throw new BackupRefusal(`${inUseMessage(dataDir, state)} Stop it first.`);

  const manifest = await readArchive(archive);
  refuseNewerDatabase(manifest);

  const hold = await holdDataFolder(dataDir, 'restore');
  try {
    removeAbandonedWorkFolders(dataDir);
    const work = newWorkFolder(dataDir, 'restore', process.pid);
    try {
      await readArchive(archive, work);
      const keep = (name: string) => name === LOCK_FILE || name === path.basename(work);
      for (const name of entriesOf(dataDir)) {
        if (!keep(name) && !isWorkFolder(name)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
      }
      if (filesApart) for (const name of entriesOf(filesDir)) fs.rmSync(path.join(filesDir, name), { recursive: true, force: true });

      moveContents(path.join(work, DATABASE_PART), dataDir);
      const files = path.join(work, ARCHIVE_NAMES.files);
      if (fs.existsSync(files)) moveContents(files, filesDir);
      const key = path.join(work, ARCHIVE_NAMES.secretsKey);
      if (fs.existsSync(key)) {
        move(key, path.join(dataDir, SECRETS_KEY_FILE));
        fs.chmodSync(path.join(dataDir, SECRETS_KEY_FILE), 0o600);
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  } finally {
    await hold.release();
  }
  return { manifest, dataDir, filesDir, replaced: present.length > 0 };
}
