import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** Keys kept; the oldest go first. */
const MAX_KEYS = 50_000;

/**
 * @fastify/rate-limit's documented `store` option: a fixed-window counter per key in this process's
 * memory, like its own local store, except that every route's child shares one map. The plugin's key is
 * the address plus the route's `groupId`, so routes with one group share one bucket and every other
 * route (grouped by its operation id) keeps its own.
 */
export class SharedRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { current: number; start: number }>();

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.start + timeWindow <= now) {
      entry = { current: 0, start: now };
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(key, entry);
    }
    entry.current++;
    callback(null, { current: entry.current, ttl: entry.start + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}
