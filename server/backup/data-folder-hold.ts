import fs from 'node:fs';
import { BackupRefusal } from './backup-refusal';
import { askHolder, openControlChannel, type ControlAnswer } from './control-channel';
import { lockPathOf, processExists, publishHolder, readHolder, removeHolder, type Holder, type HolderKind } from './lock-file';

/** A snapshot of the database made inside the data folder: the work folder holding it, and the last migration it has. */
export interface Snapshot {
  staging: string;
  lastMigration: number | null;
}

/** Makes a snapshot for the backup process `forPid` (./cluster-snapshot.ts). */
export type SnapshotSource = (forPid: number) => Promise<Snapshot>;

/**
 * Who uses a data folder: nobody (`free`), a process that is gone (`stale`: it crashed, or its pid
 * now belongs to another program that does not answer on the channel), a holder that answers
 * (`live`), or one that cannot be told apart from a hung process (`silent`).
 */
export type HolderState =
  { state: 'free' } | { state: 'stale'; holder: Holder } | { state: 'live'; holder: Holder } | { state: 'silent'; holder?: Holder };

const PING_TIMEOUT_MS = 5_000;

export async function inspectHolder(dataDir: string): Promise<HolderState> {
  const holder = readHolder(dataDir);
  if (holder === 'none') return { state: 'free' };
  if (holder === 'unreadable') return { state: 'silent' };
  // A pid that exists may be another program's now (after a crash, or a container's restart that gave
  // this process the crashed one's pid): a holder is live only when its channel answers.
  if (!processExists(holder.pid)) return { state: 'stale', holder };
  const outcome = await askHolder(holder, 'ping', PING_TIMEOUT_MS);
  if ('refused' in outcome) return { state: 'stale', holder };
  if ('answer' in outcome && outcome.answer.ok) return { state: 'live', holder };
  return { state: 'silent', holder };
}

const KIND_NAMES: Record<HolderKind, string> = { server: 'A server', backup: 'A backup', restore: 'A restore' };

/** Why a folder in use is refused, in the operator's words. */
export function inUseMessage(dataDir: string, state: Exclude<HolderState, { state: 'free' | 'stale' }>): string {
  if (state.state === 'live') {
    return `${KIND_NAMES[state.holder.kind]} (process ${state.holder.pid}, since ${state.holder.since}) is using the data folder ${dataDir}.`;
  }
  const who = state.holder ? `process ${state.holder.pid}` : 'a process';
  return (
    `The data folder ${dataDir} is marked in use by ${who} (${lockPathOf(dataDir)}), which does not answer. ` +
    `If no server, backup or restore runs on this folder, remove that file and try again.`
  );
}

export interface DataFolderHold {
  holder: Holder;
  /** From now on the control channel makes snapshots on request (a server, once its database is ready). */
  serveSnapshots(source: SnapshotSource): void;
  /** Removes the lock file and stops the channel. */
  release(): Promise<void>;
}

/**
 * Makes this process the data folder's one user: a server while it runs, a backup or restore while it
 * works. A lock file left by a process that is gone is replaced; a live holder is refused
 * (BackupRefusal, with who holds it). The lock file is removed on `release()`, and on any exit of the
 * process without it (a failed start); after a crash the next holder finds it stale.
 */
export async function holdDataFolder(dataDir: string, kind: HolderKind): Promise<DataFolderHold> {
  fs.mkdirSync(dataDir, { recursive: true });
  let source: SnapshotSource | undefined;
  let snapshotting = false;
  const channel = await openControlChannel(async (request): Promise<ControlAnswer> => {
    if (request.op === 'ping') return { ok: true, kind };
    if (kind !== 'server') return { ok: false, reason: 'not-a-server' };
    if (!source) return { ok: false, reason: 'not-ready' };
    if (snapshotting) return { ok: false, reason: 'busy' };
    snapshotting = true;
    try {
      const snapshot = await source(request.pid);
      return { ok: true, kind, ...snapshot };
    } finally {
      snapshotting = false;
    }
  });
  const holder: Holder = { pid: process.pid, kind, port: channel.port, token: channel.token, since: new Date().toISOString() };
  try {
    await claim(dataDir, holder);
  } catch (error) {
    await channel.close();
    throw error;
  }
  const onExit = () => removeHolder(dataDir, holder.token);
  process.once('exit', onExit);
  return {
    holder,
    serveSnapshots: (given) => {
      source = given;
    },
    async release() {
      process.removeListener('exit', onExit);
      removeHolder(dataDir, holder.token);
      await channel.close();
    },
  };
}

async function claim(dataDir: string, holder: Holder): Promise<void> {
  // A second round covers a stale file removed here; a third would mean another process is claiming too.
  for (let round = 0; round < 3; round += 1) {
    if (publishHolder(dataDir, holder)) return;
    const state = await inspectHolder(dataDir);
    if (state.state === 'live' || state.state === 'silent') throw new BackupRefusal(inUseMessage(dataDir, state));
    if (state.state === 'stale') removeHolder(dataDir, state.holder.token);
  }
  throw new BackupRefusal(`Another process is taking the data folder ${dataDir} at this moment; try again.`);
}
