import type { BodyOf } from '../api/operation-inputs';
import { and, eq, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import { normalizeEmail, type EmailCodeService } from './email-code-service';
import { hashPassword } from '../auth/password';
import type { SessionService } from '../auth/session-service';

/** "Forgot password": a code mailed to the account's address (scene reset_password) sets a new password. */
export function createPasswordResetService(db: PlatformDb, emailCodes: EmailCodeService, sessions: SessionService) {
  return {
    /** New argon2id hash; every session of the user is signed out in the same transaction. */
    async reset(input: BodyOf<'resetPassword'>) {
      if (input.password !== input.password_confirmation) throw bizError(BizCode.passwordMismatch, 'auth.passwordMismatch');
      const email = normalizeEmail(input.email);
      const codeId = await emailCodes.verify(email, 'reset_password', input.email_code);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, eq(users.status, 'active')))
        .limit(1);
      // Only reachable when the account changed after the code was mailed: answer as for a wrong code.
      if (!user) throw bizError(BizCode.emailCodeInvalid, 'auth.emailCodeInvalid');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await emailCodes.markUsed(tx, codeId);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await sessions.revokeAll(user.id, tx);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
