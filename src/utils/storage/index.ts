import { CACHE_LIFETIME_SECONDS, getStoragePrefix } from '@/settings/cache-setting';
import { createStorage, type WebStorage } from './create-storage';
import { pageStorage } from './page-storage';

export { createStorage, type CreateStorageOptions, type WebStorage } from './create-storage';
export { obfuscate, deobfuscate } from './obfuscate';
export { removeStaleStorageKeys, scheduleStaleKeyCleanup } from './stale-key-cleanup';

let local: WebStorage | undefined;
let session: WebStorage | undefined;

/** The app's local storage: this version's prefix, 7-day lifetime, obfuscated values. */
export function getLocalStorage(): WebStorage {
  local ??= createStorage({
    storage: pageStorage('localStorage'),
    prefixKey: getStoragePrefix(),
    timeout: CACHE_LIFETIME_SECONDS,
    obfuscate: true,
  });
  return local;
}

/** The app's session storage, with the same prefix, lifetime and obfuscation. */
export function getSessionStorage(): WebStorage {
  session ??= createStorage({
    storage: pageStorage('sessionStorage'),
    prefixKey: getStoragePrefix(),
    timeout: CACHE_LIFETIME_SECONDS,
    obfuscate: true,
  });
  return session;
}
