import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from '../shared/random';

export type UserRow = typeof users.$inferSelect;

export interface ActiveSession {
  sessionId: number;
  user: UserRow;
}

export function createSessionService(db: Db, tokenTtlMs: number) {
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
      const rows = await db
        .select({ sessionId: sessions.id, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, sha256(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(users.status, 'active'),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async revoke(sessionId: number) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    /** Signs the user out everywhere (e.g. after a password reset); `executor` as for revokeOthers. */
    async revokeAll(userId: number, executor: Pick<Db, 'update'> = db) {
      await executor
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** `executor` lets a caller revoke inside its own transaction (e.g. together with a password change). */
    async revokeOthers(userId: number, keepSessionId: number, executor: Pick<Db, 'update'> = db) {
      await executor
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
