import { LOCK_INFO_KEY } from '@/enums/cache-enum';
import { getAuthCache, removeAuthCache, setAuthCache } from '@/utils/cache';

/**
 * What the browser keeps about a locked screen (LOCK_INFO_KEY): that it is locked, and whose it
 * is. Never a password: unlocking asks the server (PUT /api/v1/user/unlock). Kept apart from the
 * lock store so the first screen can ask "was it locked?" without loading the lock's code.
 */
export interface LockInfo {
  isLock: true;
  username: string;
}

export function readLockInfo(): LockInfo | undefined {
  const info = getAuthCache<LockInfo>(LOCK_INFO_KEY);
  return info?.isLock ? info : undefined;
}

export function writeLockInfo(username: string): void {
  const info: LockInfo = { isLock: true, username };
  setAuthCache(LOCK_INFO_KEY, info);
}

export function removeLockInfo(): void {
  removeAuthCache(LOCK_INFO_KEY);
}
