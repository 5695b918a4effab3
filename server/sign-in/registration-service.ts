import type { BodyOf } from '../api/operation-inputs';
import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import { DEFAULT_UNIT_PRICE, newAccountKeys } from '../accounts/account-keys';
import { violatedUniqueIndex } from '../shared/db-errors';
import type { ServerLocale } from '../http/i18n';
import { normalizeEmail, type EmailCodeScene, type EmailCodeService } from './email-code-service';
import { hashPassword } from '../auth/password';

/** Roles whose invite code lets someone register. */
const INVITING_ROLES = new Set(['master', 'admin']);

const usernameTaken = () => bizError(BizCode.usernameTaken, 'auth.usernameTaken');
const emailTaken = () => bizError(BizCode.emailTaken, 'auth.emailTaken');

export function createRegistrationService(db: PlatformDb, emailCodes: EmailCodeService) {
  async function exists(condition: ReturnType<typeof sql>) {
    const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
    return rows.length > 0;
  }

  return {
    /**
     * Mails a code. Neither scene reveals which addresses have accounts: the answer, the resend lock and
     * the code path are the same for every address. A registration code is not mailed to an address that
     * already has an account (its owner signs in or resets the password; registering it would fail
     * anyway); a password-reset code is mailed only to the address of an active account.
     */
    async sendCode(rawEmail: string, scene: EmailCodeScene, locale: ServerLocale) {
      const email = normalizeEmail(rawEmail);
      if (scene === 'register') {
        const registered = await exists(sql`lower(${users.email}) = ${email}`);
        return emailCodes.send(email, scene, locale, { deliver: !registered });
      }
      const owner = await exists(sql`lower(${users.email}) = ${email} and ${users.status} = 'active'`);
      return emailCodes.send(email, scene, locale, { deliver: owner });
    },

    /** Registers a master invited by an active master or admin. Nothing is written unless every check passes. */
    async register(input: BodyOf<'pwauserReg'>) {
      if (input.password !== input.password_confirmation) throw bizError(BizCode.passwordMismatch, 'auth.passwordMismatch');

      const [inviter] = await db
        .select({ id: users.id, role: users.role, status: users.status })
        .from(users)
        .where(sql`lower(${users.inviteCode}) = lower(${input.invite_code.trim()})`)
        .limit(1);
      if (!inviter || inviter.status !== 'active' || !INVITING_ROLES.has(inviter.role)) {
        throw bizError(BizCode.inviteCodeInvalid, 'auth.inviteCodeInvalid');
      }

      const username = input.username.trim();
      const email = normalizeEmail(input.email);
      if (await exists(sql`lower(${users.username}) = lower(${username})`)) throw usernameTaken();
      // The code first: without one mailed to the address, nobody learns whether it has an account.
      const codeId = await emailCodes.verify(email, 'register', input.email_code);
      if (await exists(sql`lower(${users.email}) = ${email}`)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          await emailCodes.markUsed(tx, codeId);
          const [created] = await tx
            .insert(users)
            .values({
              username,
              passwordHash,
              truename: input.truename?.trim() ?? '',
              email,
              role: 'master',
              invitedBy: inviter.id,
              balance: 0,
              unitPrice: DEFAULT_UNIT_PRICE,
              ...newAccountKeys(),
            })
            .returning({ id: users.id, username: users.username });
          return created!;
        });
      } catch (error) {
        // A parallel registration took the name or address between the checks above and the insert.
        const index = violatedUniqueIndex(error);
        if (index === 'users_username_lower_idx') throw usernameTaken();
        if (index === 'users_email_lower_idx') throw emailTaken();
        throw error;
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
