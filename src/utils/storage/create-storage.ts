import { deobfuscate, obfuscate } from './obfuscate';

export interface CreateStorageOptions {
  storage: Storage;
  /** Put before every key; `clear()` removes only keys with this prefix. */
  prefixKey: string;
  /** Default lifetime in seconds; null keeps entries until removed. */
  timeout: number | null;
  /** Store values obfuscated (see obfuscate.ts: obfuscation, not encryption). */
  obfuscate: boolean;
  /** Clock in milliseconds; tests may pass their own. */
  now?: () => number;
}

export interface WebStorage {
  get<T = unknown>(key: string): T | null;
  get<T = unknown>(key: string, def: T): T;
  /** `expireSeconds` overrides the default lifetime; null keeps the entry until removed. */
  set(key: string, value: unknown, expireSeconds?: number | null): void;
  remove(key: string): void;
  /** Removes every entry of this prefix, leaving other keys of the same storage alone. */
  clear(): void;
}

interface StoredEntry {
  value: unknown;
  time: number;
  expire: number | null;
}

export function createStorage(options: CreateStorageOptions): WebStorage {
  const { storage, prefixKey, timeout, now = () => Date.now() } = options;
  const fullKey = (key: string) => `${prefixKey}${key}`.toUpperCase();
  const encode = (text: string) => (options.obfuscate ? obfuscate(text) : text);
  const decode = (text: string) => (options.obfuscate ? deobfuscate(text) : text);

  function remove(key: string): void {
    storage.removeItem(fullKey(key));
  }

  function get<T>(key: string, def: T | null = null): T | null {
    const raw = storage.getItem(fullKey(key));
    if (raw === null) return def;
    let entry: StoredEntry;
    try {
      entry = JSON.parse(decode(raw)) as StoredEntry;
    } catch {
      remove(key);
      return def;
    }
    if (entry.expire !== null && entry.expire <= now()) {
      remove(key);
      return def;
    }
    return entry.value === undefined ? def : (entry.value as T);
  }

  function set(key: string, value: unknown, expireSeconds: number | null | undefined = timeout): void {
    const time = now();
    const entry: StoredEntry = {
      value,
      time,
      expire: expireSeconds === null || expireSeconds === undefined ? null : time + expireSeconds * 1000,
    };
    storage.setItem(fullKey(key), encode(JSON.stringify(entry)));
  }

  function clear(): void {
    const prefix = prefixKey.toUpperCase();
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  }

  return { get: get as WebStorage['get'], set, remove, clear };
}
