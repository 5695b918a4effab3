import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import type { Snapshot, SnapshotSource } from './data-folder-hold';
import { processExists } from './lock-file';
import { lastAppliedMigration } from './migration-marks';

/** The database's part of a backup: in the work folder, and in the archive. */
export const DATABASE_PART = 'database';

/** Work folders of backups and restores inside a data folder: `.backup-<pid>-<random>`, named by the process they serve. */
const WORK_FOLDER = /^\.(backup|restore)-(\d+)-[0-9a-f]+$/;

export function newWorkFolder(dataDir: string, purpose: 'backup' | 'restore', forPid: number): string {
  const folder = path.join(dataDir, `.${purpose}-${forPid}-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(folder, { recursive: false, mode: 0o700 });
  return folder;
}

export const isWorkFolder = (name: string) => WORK_FOLDER.test(name);

/** Removes work folders whose process is gone (a backup or restore that was stopped halfway). */
export function removeAbandonedWorkFolders(dataDir: string): void {
  if (!fs.existsSync(dataDir)) return;
  for (const name of fs.readdirSync(dataDir)) {
    const match = WORK_FOLDER.exec(name);
    if (!match) continue;
    if (!processExists(Number(match[2]))) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/**
 * Snapshots of an embedded database that keeps serving: each a consistent copy of the cluster
 * (server/db/pglite-snapshot.ts) in a new work folder of the data folder, with its last migration.
 */
export function clusterSnapshots(database: Database, dataDir: string): SnapshotSource {
  const copyCluster = database.copyCluster;
  if (!copyCluster) throw new Error('only the embedded database (PGlite) makes snapshots of its folder');
  return async (forPid): Promise<Snapshot> => {
    const staging = newWorkFolder(dataDir, 'backup', forPid);
    try {
      await copyCluster(path.join(staging, DATABASE_PART));
      return { staging, lastMigration: await lastAppliedMigration(database.db) };
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
  };
}
