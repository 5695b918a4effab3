import { eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { BizCode, bizError, notFound } from '../http/api-error';
import type { ServerLocale } from '../http/i18n';
import type { EmailCodeService } from '../sign-in/email-code-service';

/** What an admin does to other accounts. */
export function createAdminAccountService(db: PlatformDb, emailCodes: EmailCodeService) {
  return {
    /**
     * Mails the account a verification code (spec §7 AccountSendMsgCode) through the outbox. The code
     * is a password-reset code: the account's owner can set a new password with it on the
     * forgot-password form (e.g. when support helps someone locked out).
     */
    async sendMsgCode(userId: number, locale: ServerLocale) {
      const [user] = await db.select({ email: users.email, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw notFound();
      if (user.status !== 'active') throw bizError(BizCode.accountDisabled, 'auth.accountDisabled');
      if (!user.email) throw bizError(BizCode.accountHasNoEmail, 'account.noEmail');
      const expiresIn = await emailCodes.send(user.email, 'reset_password', locale);
      return { sent: true, expires_in: expiresIn };
    },
  };
}

export type AdminAccountService = ReturnType<typeof createAdminAccountService>;
