import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import type { GuessBudget } from './guess-budget';
import type { UserRow } from './session-service';
import { totp } from './totp-service';

/**
 * Records that a TOTP time step was used, unless the same or a later step already was. Atomic, so two
 * parallel requests carrying one code cannot both pass. Returns false for a replay.
 */
export async function consumeTotpStep(db: Pick<PlatformDb, 'update'>, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

const notBound = () => bizError(BizCode.authenticatorNotBound, 'auth.authenticatorNotBound');
const wrongCode = () => bizError(BizCode.wrongAuthenticatorCode, 'auth.wrongAuthenticatorCode');

/** Binding, checking and switching the user's authenticator (TOTP). Every accepted code is single-use. */
export function createAuthenticatorService(db: PlatformDb, guesses: GuessBudget) {
  /** True when the code belongs to the bound secret and its time step was not used before (it is now). */
  async function consumeBoundCode(user: UserRow, code: string): Promise<boolean> {
    const secret = user.totpSecret;
    if (!user.totpBound || !secret) throw notBound();
    return guesses.check(`user:${user.id}`, async () => {
      const step = await totp.check(secret, code, user.totpLastStep);
      return step != null && (await consumeTotpStep(db, user.id, step));
    });
  }

  return {
    /** A new secret to scan. Refused while the login check of a bound authenticator is on. */
    async startBinding(user: UserRow) {
      if (user.totpBound && user.totpEnabled) throw bizError(BizCode.authenticatorStillOn, 'auth.authenticatorStillOn');
      const secret = totp.newSecret();
      await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
      return totp.bindInfo(secret, user.username);
    },

    /** A valid code of the pending secret makes it the bound one and turns the login check on. */
    async finishBinding(user: UserRow, code: string) {
      if (user.totpBound && user.totpEnabled) throw bizError(BizCode.authenticatorStillOn, 'auth.authenticatorStillOn');
      const pending = user.totpPendingSecret;
      if (!pending) throw bizError(BizCode.authenticatorBindNotStarted, 'auth.bindNotStarted');
      // A new secret has no used steps yet; the step of this code is recorded so it cannot sign in.
      let step: number | null = null;
      await guesses.check(`user:${user.id}`, async () => (step = await totp.check(pending, code, null)) != null);
      if (step == null) throw wrongCode();
      // The pending secret is compared after decryption (a sealed value differs at every write), with
      // the row locked: another request that replaced it meanwhile made this code one of a secret no longer offered.
      const bound = await db.transaction(async (tx) => {
        const [row] = await tx.select({ pending: users.totpPendingSecret }).from(users).where(eq(users.id, user.id)).for('update');
        if (row?.pending !== pending) return false;
        await tx
          .update(users)
          .set({ totpSecret: pending, totpPendingSecret: null, totpBound: true, totpEnabled: true, totpLastStep: step })
          .where(eq(users.id, user.id));
        return true;
      });
      if (!bound) throw wrongCode();
    },

    /** Wrong or replayed codes answer false; only a missing authenticator is an error. */
    async verify(user: UserRow, code: string) {
      return { valid: await consumeBoundCode(user, code) };
    },

    async setLoginCheck(user: UserRow, open: boolean, code: string) {
      if (!(await consumeBoundCode(user, code))) throw wrongCode();
      await db.update(users).set({ totpEnabled: open }).where(eq(users.id, user.id));
      return { google_open: open };
    },
  };
}

export type AuthenticatorService = ReturnType<typeof createAuthenticatorService>;
