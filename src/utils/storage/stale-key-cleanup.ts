import { getCommonStoragePrefix, getStoragePrefix, STALE_KEY_CLEANUP_DELAY_MS } from '@/settings/cache-setting';

/**
 * Removes keys that carry this app's prefix but were written by another storage version.
 * Keys of other apps on the same origin are left alone.
 */
export function removeStaleStorageKeys(
  storages: Storage[] = [localStorage, sessionStorage],
  commonPrefix = getCommonStoragePrefix(),
  currentPrefix = getStoragePrefix(commonPrefix),
): string[] {
  const removed: string[] = [];
  for (const storage of storages) {
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(commonPrefix) && !key.startsWith(currentPrefix)) stale.push(key);
    }
    stale.forEach((key) => storage.removeItem(key));
    removed.push(...stale);
  }
  return removed;
}

/** Called once at app start: cleans stale keys 16 ms later (spec §9). Returns a function that cancels it. */
export function scheduleStaleKeyCleanup(delayMs = STALE_KEY_CLEANUP_DELAY_MS): () => void {
  const timer = setTimeout(() => removeStaleStorageKeys(), delayMs);
  return () => clearTimeout(timer);
}
