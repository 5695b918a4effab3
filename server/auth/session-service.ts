import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { sessions, users } from '../db/schema';
import { cachedStatement } from '../db/statement-cache';
import { randomToken, sha256 } from '../shared/random';
import { createSessionCache } from './session-cache';

export type UserRow = typeof users.$inferSelect;

export interface ActiveSession {
  sessionId: number;
  user: UserRow;
}

/** `cacheMs`: how long a looked-up session may be reused (session-cache.ts); 0 looks up every call. */
export function createSessionService(db: PlatformDb, tokenTtlMs: number, cacheMs = 0) {
  const cache = createSessionCache<ActiveSession>({ ttlMs: cacheMs });
  // Prepared once (server/db/statement-cache.ts): a lookup runs on every call the cache does not answer.
  const lookup = () =>
    cachedStatement(db, 'sessions.resolve', () =>
      db
        .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, sql.placeholder('tokenHash')),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql.placeholder('now')),
            eq(users.status, 'active'),
          ),
        )
        .limit(1),
    );

  return {
    async issue(userId: number, meta: { ip?: string; userAgent?: string }) {
      const token = randomToken();
      const expiresAt = new Date(Date.now() + tokenTtlMs);
      await db.insert(sessions).values({
        userId,
        tokenHash: sha256(token),
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500),
      });
      return { token, expiresAt };
    },

    /** The session and user of a token that exists, is not revoked, has not expired, and whose user is active. */
    async resolve(token: string): Promise<ActiveSession | null> {
      const tokenHash = sha256(token);
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      const store = cache.begin();
      const [row] = await lookup().execute({ tokenHash, now: new Date().toISOString() });
      if (!row) return null;
      const session: ActiveSession = { sessionId: row.sessionId, user: row.user };
      store(tokenHash, session, row.expiresAt);
      return session;
    },

    /** Empties the session cache: called when a user or session changes (session-cache.ts says when). */
    forgetCached() {
      cache.forgetAll();
    },
    cacheMark: () => cache.mark(),
    /** Empties the session cache again if it was emptied since `mark`, i.e. something wrote meanwhile. */
    forgetCachedIfChangedSince(mark: number) {
      if (cache.forgottenSince(mark)) cache.forgetAll();
    },

    async revoke(sessionId: number) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
      cache.forgetAll();
    },

    /** Signs the user out everywhere (e.g. after a password reset); `executor` as for revokeOthers. */
    async revokeAll(userId: number, executor: Pick<PlatformDb, 'update'> = db) {
      await executor
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      cache.forgetAll();
    },

    /** `executor` lets a caller revoke inside its own transaction (e.g. together with a password change). */
    async revokeOthers(userId: number, keepSessionId: number, executor: Pick<PlatformDb, 'update'> = db) {
      await executor
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
      cache.forgetAll();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
