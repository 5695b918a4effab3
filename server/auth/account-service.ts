import type { BodyOf } from '../api/operation-inputs';
import { eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import type { GuessBudget } from './guess-budget';
import { hashPassword, verifyPassword } from './password';
import type { ActiveSession, SessionService } from './session-service';

/** Changes the signed-in user makes to their own account. */
export function createAccountService(db: PlatformDb, sessions: SessionService, guesses: GuessBudget) {
  return {
    /** New argon2id hash; every other session of the user is signed out in the same transaction. */
    async changePassword({ user, sessionId }: ActiveSession, input: BodyOf<'passwordEdit'>) {
      if (input.new_password !== input.password_confirmation) {
        throw bizError(BizCode.passwordMismatch, 'auth.passwordMismatch');
      }
      if (!(await guesses.check(`user:${user.id}`, () => verifyPassword(user.passwordHash, input.old_password)))) {
        throw bizError(BizCode.wrongOldPassword, 'auth.wrongOldPassword');
      }
      if (input.new_password === input.old_password) throw bizError(BizCode.samePassword, 'auth.samePassword');

      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await sessions.revokeOthers(user.id, sessionId, tx);
      });
    },

    /** Telegram chat for notifications; an empty id unbinds. */
    async bindChatId(userId: number, chatId: string) {
      const value = chatId.trim();
      await db
        .update(users)
        .set({ telegramChatId: value === '' ? null : value })
        .where(eq(users.id, userId));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
