import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file in a data folder that names the one process using it (ARCHITECTURE.md, "Backups"). */
export const LOCK_FILE = 'data-folder.lock';

export type HolderKind = 'server' | 'backup' | 'restore';

/** What the lock file holds: who uses the folder and how to ask it (its control channel on 127.0.0.1). */
export interface Holder {
  pid: number;
  kind: HolderKind;
  port: number;
  /** Proves a caller may read the data folder: the file is the owner's only (0600). */
  token: string;
  since: string;
}

export const lockPathOf = (dataDir: string) => path.join(dataDir, LOCK_FILE);

function isHolder(value: unknown): value is Holder {
  const h = value as Holder;
  return (
    typeof h === 'object' &&
    h !== null &&
    Number.isInteger(h.pid) &&
    ['server', 'backup', 'restore'].includes(h.kind) &&
    Number.isInteger(h.port) &&
    typeof h.token === 'string' &&
    typeof h.since === 'string'
  );
}

/** The folder's holder, `none` without a lock file, `unreadable` for a file that is not a holder's. */
export function readHolder(dataDir: string): Holder | 'none' | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(lockPathOf(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isHolder(parsed) ? parsed : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * Writes the lock file unless one exists (false then). The record is written whole to a file of its
 * own and linked into place, so a reader never sees half of it and of two writers one wins.
 */
export function publishHolder(dataDir: string, holder: Holder): boolean {
  const lockPath = lockPathOf(dataDir);
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${JSON.stringify(holder)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Removes the lock file when it is still `token`'s (a stale one replaced meanwhile is left alone). */
export function removeHolder(dataDir: string, token: string): void {
  const current = readHolder(dataDir);
  if (typeof current === 'object' && current.token === token) fs.rmSync(lockPathOf(dataDir), { force: true });
}

/** Whether a process of that id exists (one of another user's counts too). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
