import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ID_KEY, LOCALE_KEY, PWA_MASTER_KEY, TOKEN_KEY, USER_INFO_KEY } from '@/enums/cache-enum';
import { getCommonStoragePrefix, getStoragePrefix, STALE_KEY_CLEANUP_DELAY_MS } from '@/settings/cache-setting';
import {
  clearAuthCache,
  clearSessionCache,
  getAuthCache,
  getSessionCache,
  getToken,
  removeToken,
  setAuthCache,
  setSessionCache,
  setToken,
} from '@/utils/cache';
import { removeStaleStorageKeys, scheduleStaleKeyCleanup } from '@/utils/storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('storage keys', () => {
  it('carry the app short name, the build mode and the storage version', () => {
    expect(getCommonStoragePrefix('pwa_console', 'production')).toBe('PWA_CONSOLE__PRODUCTION__');
    expect(getStoragePrefix('PWA_CONSOLE__PRODUCTION__', '3')).toBe('PWA_CONSOLE__PRODUCTION__3__');
    setToken('t-1');
    expect(Object.keys(localStorage)).toEqual([`${getStoragePrefix()}${TOKEN_KEY}`]);
  });
});

describe('token and auth cache', () => {
  it('keeps the token obfuscated and gives it back', () => {
    setToken('tok-visible-nowhere');
    expect(getToken()).toBe('tok-visible-nowhere');
    expect(localStorage.getItem(`${getStoragePrefix()}${TOKEN_KEY}`)).not.toContain('tok-visible-nowhere');
    removeToken();
    expect(getToken()).toBeUndefined();
  });

  it('forgets the token and user info after 7 days', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 1, 12, 0, 0));
    setToken('tok');
    setAuthCache(USER_INFO_KEY, { username: 'demo' });
    vi.setSystemTime(new Date(2025, 5, 8, 11, 59, 59));
    expect(getToken()).toBe('tok');
    vi.setSystemTime(new Date(2025, 5, 8, 12, 0, 0));
    expect(getToken()).toBeUndefined();
    expect(getAuthCache(USER_INFO_KEY)).toBeUndefined();
  });

  it("clearAuthCache removes this app version's values and nothing else", () => {
    setToken('tok');
    setAuthCache(LOCALE_KEY, 'en');
    localStorage.setItem('SOMEONE_ELSE', 'x');
    clearAuthCache();
    expect(getToken()).toBeUndefined();
    expect(getAuthCache(LOCALE_KEY)).toBeUndefined();
    expect(localStorage.getItem('SOMEONE_ELSE')).toBe('x');
  });

  it('session values live in session storage', () => {
    setSessionCache(PWA_MASTER_KEY, 'master-7');
    setSessionCache(APP_ID_KEY, 42);
    expect(getSessionCache(PWA_MASTER_KEY)).toBe('master-7');
    expect(getSessionCache(APP_ID_KEY)).toBe(42);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(`${getStoragePrefix()}${PWA_MASTER_KEY}`)).not.toContain('master-7');
    clearSessionCache();
    expect(getSessionCache(PWA_MASTER_KEY)).toBeUndefined();
  });
});

describe('stale-version key cleanup', () => {
  function seed(storage: Storage) {
    const common = getCommonStoragePrefix();
    storage.setItem(`${common}0__TOKEN__`, 'old');
    storage.setItem(`${common}12__PROJ__CFG__KEY__`, 'other version');
    storage.setItem('ANOTHER_APP__TOKEN__', 'foreign');
  }

  it('removes keys with the app prefix but another version, 16 ms after start, in both storages', () => {
    vi.useFakeTimers();
    seed(localStorage);
    seed(sessionStorage);
    setToken('current');
    setSessionCache(APP_ID_KEY, 1);

    scheduleStaleKeyCleanup();
    expect(STALE_KEY_CLEANUP_DELAY_MS).toBe(16);
    vi.advanceTimersByTime(15);
    expect(localStorage.getItem(`${getCommonStoragePrefix()}0__TOKEN__`)).toBe('old');

    vi.advanceTimersByTime(1);
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(`${getCommonStoragePrefix()}0__TOKEN__`)).toBeNull();
      expect(storage.getItem(`${getCommonStoragePrefix()}12__PROJ__CFG__KEY__`)).toBeNull();
      expect(storage.getItem('ANOTHER_APP__TOKEN__')).toBe('foreign');
    }
    expect(getToken()).toBe('current');
    expect(getSessionCache(APP_ID_KEY)).toBe(1);
  });

  it('can be cancelled before it runs', () => {
    vi.useFakeTimers();
    seed(localStorage);
    const cancel = scheduleStaleKeyCleanup();
    cancel();
    vi.advanceTimersByTime(100);
    expect(localStorage.getItem(`${getCommonStoragePrefix()}0__TOKEN__`)).toBe('old');
  });

  it('reports what it removed', () => {
    seed(localStorage);
    const common = getCommonStoragePrefix();
    expect(removeStaleStorageKeys([localStorage]).sort()).toEqual([`${common}0__TOKEN__`, `${common}12__PROJ__CFG__KEY__`]);
  });
});
