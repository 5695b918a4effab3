import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { sessions as sessionsTable } from '../db/schema';
import { unauthorized } from '../http/api-error';
import type { GuessBudget } from './guess-budget';
import { verifyPassword } from './password';
import type { ActiveSession, SessionService } from './session-service';

/** Wrong passwords on the lock screen that a session survives; the next one signs it out. */
export const MAX_UNLOCK_FAILURES = 5;

/**
 * The lock screen's password check. The browser keeps no password: it asks here. Wrong passwords are
 * counted per session since its last successful unlock; the fifth revokes the session (answer 401).
 */
export function createLockScreenService(db: PlatformDb, sessions: SessionService, guesses: GuessBudget) {
  return {
    async unlock({ user, sessionId }: ActiveSession, password: string): Promise<{ valid: boolean }> {
      if (await guesses.check(`user:${user.id}`, () => verifyPassword(user.passwordHash, password))) {
        await db.update(sessionsTable).set({ unlockFailures: 0 }).where(eq(sessionsTable.id, sessionId));
        return { valid: true };
      }
      const [row] = await db
        .update(sessionsTable)
        .set({ unlockFailures: sql`${sessionsTable.unlockFailures} + 1` })
        .where(and(eq(sessionsTable.id, sessionId), isNull(sessionsTable.revokedAt)))
        .returning({ failures: sessionsTable.unlockFailures });
      if (!row || row.failures >= MAX_UNLOCK_FAILURES) {
        await sessions.revoke(sessionId);
        throw unauthorized('auth.unlockSignedOut');
      }
      return { valid: false };
    },
  };
}

export type LockScreenService = ReturnType<typeof createLockScreenService>;
