import { BackupRefusal } from './backup-refusal';
import type { MigrationMark } from './migration-marks';

export const BACKUP_FORMAT = 'pwa-console-backup';
/** Raised when the archive's layout changes; a restore refuses archives of a newer format. */
export const BACKUP_FORMAT_VERSION = 1;

/** The archive's names: the manifest comes first, then the parts. */
export const ARCHIVE_NAMES = {
  manifest: 'manifest.json',
  database: 'database',
  files: 'files',
  secretsKey: 'secrets.key',
} as const;

/** How many entries (files, and the database's folders) and bytes a part holds; a restore checks the archive against them. */
export interface PartSize {
  entries: number;
  bytes: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: PartSize & {
    engine: 'pglite';
    /** The newest migration applied to the database; null when it has none. */
    lastMigration: MigrationMark | null;
    /** Copied by the running server, or by the backup itself with no server on the folder. */
    copiedBy: 'server' | 'backup';
  };
  /** The uploaded files (FILES_DIR) without tmp/; null when the folder did not exist. */
  files: PartSize | null;
  /** Whether the data folder's secrets.key is inside: only when SECRETS_KEY was not set. */
  secretsKey: { included: boolean };
}

const isPartSize = (value: unknown): value is PartSize =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as PartSize).entries) &&
  Number.isInteger((value as PartSize).bytes) &&
  (value as PartSize).entries >= 0 &&
  (value as PartSize).bytes >= 0;

/** The manifest of an archive, or a refusal that says why the archive is not one this code restores. */
export function parseManifest(text: string): BackupManifest {
  let value: BackupManifest;
  try {
    value = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupRefusal('The archive is damaged: its manifest is not readable.');
  }
  if (value?.format !== BACKUP_FORMAT) throw new BackupRefusal('This is not a PWA Console backup (its manifest names another format).');
  if (!Number.isInteger(value.version) || value.version > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusal(
      `The archive has backup format ${String(value.version)}, which this version of PWA Console does not know (it reads up to ${BACKUP_FORMAT_VERSION}). Restore it with the version that made it.`,
    );
  }
  const mark = value.database?.lastMigration;
  const validMark = mark === null || (typeof mark === 'object' && Number.isFinite(mark?.createdAt));
  if (
    !isPartSize(value.database) ||
    !validMark ||
    (value.files !== null && !isPartSize(value.files)) ||
    typeof value.secretsKey?.included !== 'boolean' ||
    typeof value.createdAt !== 'string'
  ) {
    throw new BackupRefusal('The archive is damaged: its manifest lacks what it must say.');
  }
  return value;
}
