import type { BodyOf } from '../api/operation-inputs';
import { eq, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import { consumeTotpStep } from './authenticator-service';
import type { GuessBudget } from './guess-budget';
import { verifyPassword } from './password';
import type { SessionService, UserRow } from './session-service';
import { totp } from './totp-service';

export interface SignInMeta {
  ip?: string;
  userAgent?: string;
}

export function createAuthService(db: PlatformDb, sessions: SessionService, guesses: GuessBudget) {
  async function findByUsername(username: string): Promise<UserRow | undefined> {
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username.trim()})`)
      .limit(1);
    return rows[0];
  }

  /** The user whose password matches, or a wrong-credentials error that does not say which part was wrong. */
  async function checkPassword(username: string, password: string): Promise<UserRow> {
    const user = await findByUsername(username);
    const account = user ? `user:${user.id}` : `name:${username.trim().toLowerCase()}`;
    const valid = await guesses.check(account, () => verifyPassword(user?.passwordHash, password));
    if (!user || !valid) throw bizError(BizCode.wrongCredentials, 'auth.wrongCredentials');
    if (user.status !== 'active') throw bizError(BizCode.accountDisabled, 'auth.accountDisabled');
    return user;
  }

  /** Verifies a code of the user's bound authenticator and records its time step against replay. */
  async function consumeAuthenticatorCode(user: UserRow, code: string) {
    if (!user.totpSecret) throw bizError(BizCode.authenticatorNotBound, 'auth.authenticatorNotBound');
    const secret = user.totpSecret;
    // consumeTotpStep is atomic: two parallel logins with one code cannot both pass.
    const valid = await guesses.check(`user:${user.id}`, async () => {
      const step = await totp.check(secret, code, user.totpLastStep);
      return step != null && (await consumeTotpStep(db, user.id, step));
    });
    if (!valid) {
      throw bizError(BizCode.wrongAuthenticatorCode, 'auth.wrongAuthenticatorCode');
    }
  }

  /** The second factor of a sign-in: asked for (100139) when the user has turned the check on. */
  async function checkSecondFactor(user: UserRow, googleCaptcha: string | undefined) {
    if (!user.totpEnabled) return;
    if (!googleCaptcha) throw bizError(BizCode.authenticatorCodeRequired, 'auth.authenticatorCodeRequired');
    await consumeAuthenticatorCode(user, googleCaptcha);
  }

  /** Issues a session for a user who has proved who they are, and records the sign-in time. */
  async function startSession(user: UserRow, meta: SignInMeta) {
    const issued = await sessions.issue(user.id, meta);
    const [fresh] = await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id)).returning();
    return { ...issued, user: fresh ?? user };
  }

  return {
    checkPassword,
    consumeAuthenticatorCode,
    checkSecondFactor,
    startSession,

    async loginFirst(input: BodyOf<'loginFirst'>) {
      const user = await checkPassword(input.username, input.password);
      return { need_google_captcha: user.totpEnabled };
    },

    async login(input: BodyOf<'login'>, meta: SignInMeta) {
      const user = await checkPassword(input.username, input.password);
      await checkSecondFactor(user, input.google_captcha);
      return startSession(user, meta);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
