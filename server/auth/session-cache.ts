/**
 * Answers of the session lookup, kept briefly so a burst of calls with one token costs one query.
 *
 * Correctness rests on these rules: an entry lives at most `ttlMs`; `forgetAll()` empties the cache,
 * and the server calls it whenever a user or session is updated or deleted (services.ts watches those
 * tables; a balance moved by SQL text says so itself, watch-writes.ts `writingInSql`), on every
 * revocation, and again when an operation during which the cache was emptied answers
 * (register-operations.ts), so a lookup that ran while the write was not yet committed is not kept; a
 * lookup that started before a `forgetAll()` does not store its answer. So within one process a change
 * is seen by the next call; another process sharing the database hears of it (change notices) or sees
 * it after at most `ttlMs`.
 */
export interface SessionCache<T> {
  /** The cached answer for a token hash, if fresh and the session has not expired meanwhile. */
  get(tokenHash: string): T | undefined;
  /** Call before looking up; the returned function stores the lookup's answer unless the cache was emptied since. */
  begin(): (tokenHash: string, value: T, sessionExpiresAt: Date) => void;
  forgetAll(): void;
  /** A mark of the cache's state; `forgottenSince(mark)` tells whether it was emptied after it was taken. */
  mark(): number;
  forgottenSince(mark: number): boolean;
  readonly size: number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
  sessionExpiresAt: number;
}

export function createSessionCache<T>({
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): SessionCache<T> {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const at = now();
      if (at - entry.storedAt >= ttlMs || at >= entry.sessionExpiresAt) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.value;
    },
    begin() {
      const started = generation;
      return (tokenHash, value, sessionExpiresAt) => {
        if (ttlMs <= 0 || started !== generation) return;
        // Oldest first: Map keeps insertion order, so the first key is the one stored longest ago.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(tokenHash, { value, storedAt: now(), sessionExpiresAt: sessionExpiresAt.getTime() });
      };
    },
    forgetAll() {
      generation++;
      entries.clear();
    },
    mark: () => generation,
    forgottenSince: (mark) => mark !== generation,
    get size() {
      return entries.size;
    },
  };
}
