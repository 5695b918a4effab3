import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import { consumeTotpStep } from './authenticator-service';
import { verifyPassword } from './password';
import type { SessionService, UserRow } from './session-service';
import { totp } from './totp-service';

export interface LoginInput {
  username: string;
  password: string;
  google_captcha?: string;
}

export function createAuthService(db: Db, sessions: SessionService) {
  async function findByUsername(username: string): Promise<UserRow | undefined> {
    const rows = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username.trim()})`).limit(1);
    return rows[0];
  }

  /** The user whose password matches, or a wrong-credentials error that does not say which part was wrong. */
  async function checkPassword(username: string, password: string): Promise<UserRow> {
    const user = await findByUsername(username);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) throw bizError(BizCode.wrongCredentials, 'auth.wrongCredentials');
    if (user.status !== 'active') throw bizError(BizCode.accountDisabled, 'auth.accountDisabled');
    return user;
  }

  /** Verifies a code of the user's bound authenticator and records its time step against replay. */
  async function consumeAuthenticatorCode(user: UserRow, code: string) {
    if (!user.totpSecret) throw bizError(BizCode.authenticatorNotBound, 'auth.authenticatorNotBound');
    const step = await totp.check(user.totpSecret, code, user.totpLastStep);
    // consumeTotpStep is atomic: two parallel logins with one code cannot both pass.
    if (step == null || !(await consumeTotpStep(db, user.id, step))) {
      throw bizError(BizCode.wrongAuthenticatorCode, 'auth.wrongAuthenticatorCode');
    }
  }

  return {
    checkPassword,
    consumeAuthenticatorCode,

    async loginFirst(input: { username: string; password: string }) {
      const user = await checkPassword(input.username, input.password);
      return { need_google_captcha: user.totpEnabled };
    },

    async login(input: LoginInput, meta: { ip?: string; userAgent?: string }) {
      const user = await checkPassword(input.username, input.password);
      if (user.totpEnabled) {
        if (!input.google_captcha) throw bizError(BizCode.authenticatorCodeRequired, 'auth.authenticatorCodeRequired');
        await consumeAuthenticatorCode(user, input.google_captcha);
      }
      const issued = await sessions.issue(user.id, meta);
      const [fresh] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id)).returning();
      return { ...issued, user: fresh ?? user };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
