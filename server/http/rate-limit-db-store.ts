import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { cachedSql } from '../db/statement-cache';
import type { ScheduledJob } from '../jobs/scheduled-job';
import { rateLimitWindows } from './tables';

const p = (name: string) => sql.placeholder(name);

const hit = cachedSql(
  'rate-limit.hit',
  () => sql`insert into ${rateLimitWindows} as w (key, hits, ends_ms) values (${p('key')}::text, 1, ${p('ends')}::bigint)
    on conflict (key) do update set
      hits = case when w.ends_ms <= ${p('t')}::bigint then 1 else w.hits + 1 end,
      ends_ms = case when w.ends_ms <= ${p('t')}::bigint then excluded.ends_ms else w.ends_ms end
    returning hits, ends_ms`,
);

/**
 * @fastify/rate-limit's documented `store` option, counting in the database so every server process
 * shares the counts (PostgreSQL; PGlite keeps `SharedRateLimitStore` in memory): the same fixed window per
 * key as the memory store, begun by the key's first hit, each hit one upsert that starts a new window
 * once the last one has ended. Every route's child shares the table, so a route group shares a count.
 */
export function databaseRateLimitStore(db: PlatformDb, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const t = now();
      hit.execute<{ hits: number; ends_ms: string | number }>(db, { key, t, ends: t + timeWindow }).then(
        ([row]) => callback(null, { current: row!.hits, ttl: Math.max(0, Number(row!.ends_ms) - t) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Removes the windows that have ended (a new hit starts a new one anyway). */
export function rateLimitCleanup(): ScheduledJob<void> {
  return {
    name: 'rate_limit_cleanup',
    everyMs: 10 * 60_000,
    async run(tx, now) {
      await tx.delete(rateLimitWindows).where(lt(rateLimitWindows.endsMs, now.getTime()));
    },
  };
}
