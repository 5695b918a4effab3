import { getSessionStorage } from '@/utils/storage';

const RELOAD_KEY = 'CHUNK__RELOAD__';

/**
 * Reloads the page to fetch a newer build, at most once per browser-tab session: if the new
 * page fails the same way, the user gets a button instead of an endless reload loop.
 * Returns whether a reload was started.
 */
export function reloadOncePerSession(reload: () => void = () => window.location.reload()): boolean {
  try {
    const storage = getSessionStorage();
    if (storage.get(RELOAD_KEY)) return false;
    storage.set(RELOAD_KEY, Date.now(), null);
  } catch {
    // Without storage there is no way to remember the attempt: do not risk a loop.
    return false;
  }
  reload();
  return true;
}
