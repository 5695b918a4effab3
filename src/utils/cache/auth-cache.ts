import { TOKEN_KEY, type CacheKey } from '@/enums/cache-enum';
import { getLocalStorage, getSessionStorage } from '@/utils/storage';

/** Persistent values (local storage, 7 days). */
export function getAuthCache<T>(key: CacheKey): T | undefined {
  return getLocalStorage().get<T>(key) ?? undefined;
}

export function setAuthCache(key: CacheKey, value: unknown): void {
  getLocalStorage().set(key, value);
}

export function removeAuthCache(key: CacheKey): void {
  getLocalStorage().remove(key);
}

/** Removes every persistent value of this app version; other apps' keys stay. */
export function clearAuthCache(): void {
  getLocalStorage().clear();
}

/** Values for this browser tab only (session storage, 7 days at most). */
export function getSessionCache<T>(key: CacheKey): T | undefined {
  return getSessionStorage().get<T>(key) ?? undefined;
}

export function setSessionCache(key: CacheKey, value: unknown): void {
  getSessionStorage().set(key, value);
}

export function removeSessionCache(key: CacheKey): void {
  getSessionStorage().remove(key);
}

export function clearSessionCache(): void {
  getSessionStorage().clear();
}

export function getToken(): string | undefined {
  return getAuthCache<string>(TOKEN_KEY) || undefined;
}

export function setToken(token: string): void {
  setAuthCache(TOKEN_KEY, token);
}

export function removeToken(): void {
  removeAuthCache(TOKEN_KEY);
}
