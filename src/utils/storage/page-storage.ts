/**
 * The page's web storage, or an empty one kept in memory where there is none: the build renders the
 * login screen with React's server renderer in Node (build/first-paint/), as a first visit sees it.
 */
export function pageStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  const storage = (globalThis as Partial<Record<typeof kind, Storage>>)[kind];
  return storage ?? memoryStorage();
}

function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
