import { globConfig } from './glob-config';

/** Spec §9: local and session cache entries live 7 days. */
export const CACHE_LIFETIME_SECONDS = 60 * 60 * 24 * 7;

/**
 * Version of what the console keeps in browser storage. Bump it when the shape of a stored value changes:
 * entries written under another version are then removed at start instead of being misread.
 */
export const STORAGE_VERSION = '1';

/** Spec §9: stale-version keys are removed this long after start, off the critical path of the first render. */
export const STALE_KEY_CLEANUP_DELAY_MS = 16;

/** Prefix shared by every version of this app's keys, e.g. `PWA_CONSOLE__PRODUCTION__`. */
export function getCommonStoragePrefix(shortName = globConfig.shortName, mode: string = import.meta.env.MODE): string {
  return `${shortName}__${mode}__`.toUpperCase();
}

/** Prefix of the keys the running version writes, e.g. `PWA_CONSOLE__PRODUCTION__1__`. */
export function getStoragePrefix(commonPrefix = getCommonStoragePrefix(), version = STORAGE_VERSION): string {
  return `${commonPrefix}${version}__`.toUpperCase();
}
