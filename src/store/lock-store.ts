import { createStore, useStore } from './create-store';
import { readLockInfo, removeLockInfo, writeLockInfo } from './lock-store-info';
import { onSessionReset } from './session-reset';

export type { LockInfo } from './lock-store-info';

export interface LockState {
  locked: boolean;
  /** The signed-in user's name shown on the lock screen. */
  username: string | undefined;
}

function storedLockState(): LockState {
  const info = readLockInfo();
  return info ? { locked: true, username: info.username } : { locked: false, username: undefined };
}

/** Read from storage on first use, so a locked screen stays locked across a reload. */
export const lockStore = createStore<LockState>(storedLockState);

export function useLocked(): boolean {
  return useStore(lockStore, (state) => state.locked);
}

export function lockScreen(username: string): void {
  writeLockInfo(username);
  lockStore.setState({ locked: true, username });
}

/** After the server accepted the password, or when the session ends. */
export function clearLock(): void {
  removeLockInfo();
  if (lockStore.getState().locked) lockStore.setState({ locked: false, username: undefined });
}

// Logout and an expired session clear the lock (spec §4: logout clears what belongs to the session).
onSessionReset(clearLock);

// Another tab of the same console locked or unlocked: follow it (same session, same lock).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => {
    const next = storedLockState();
    const current = lockStore.getState();
    if (next.locked !== current.locked || next.username !== current.username) lockStore.setState(next);
  });
}
