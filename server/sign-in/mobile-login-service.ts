import type { BodyOf } from '../api/operation-inputs';
import { and, eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import type { ServerLocale } from '../http/i18n';
import type { AuthService, SignInMeta } from '../auth/auth-service';
import type { UserRow } from '../auth/session-service';
import { smsCodeInvalid, type SmsCodeService } from './sms-code-service';

/** Sign-in with a phone number and a texted code (the authenticator step applies as for a password sign-in). */
export function createMobileLoginService(db: PlatformDb, smsCodes: SmsCodeService, auth: AuthService) {
  async function findByMobile(mobile: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    return row;
  }

  return {
    /**
     * Texts a code to the number of an active account. The answer is the same for a number without
     * one (nothing is sent then), so the form does not reveal which numbers have accounts.
     */
    async sendCode(mobile: string, locale: ServerLocale): Promise<number> {
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.mobile, mobile), eq(users.status, 'active')))
        .limit(1);
      return smsCodes.send(mobile, 'login', locale, { deliver: !!owner });
    },

    /**
     * The code is used up only when the sign-in succeeds: an answer 100139 (authenticator code needed)
     * leaves it valid for the second step.
     */
    async login(input: BodyOf<'loginMobile'>, meta: SignInMeta) {
      const codeId = await smsCodes.verify(input.mobile, 'login', input.sms_code);
      const user = await findByMobile(input.mobile);
      if (!user) throw smsCodeInvalid();
      if (user.status !== 'active') throw bizError(BizCode.accountDisabled, 'auth.accountDisabled');
      await auth.checkSecondFactor(user, input.google_captcha);
      await smsCodes.markUsed(db, codeId);
      return auth.startSession(user, meta);
    },
  };
}

export type MobileLoginService = ReturnType<typeof createMobileLoginService>;
