import type { BodyOf } from '../api/operation-inputs';
import { and, eq, sql } from 'drizzle-orm';
import { newAccountKeys } from '../accounts/account-keys';
import { hashPassword } from '../auth/password';
import type { SessionService } from '../auth/session-service';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { apps, domains, users } from '../db/schema';
import { BizCode, bizError, notFound } from '../http/api-error';
import type { ServerLocale } from '../http/i18n';
import { violatedUniqueIndex } from '../shared/db-errors';
import { normalizeEmail, type EmailCodeService } from '../sign-in/email-code-service';
import { teamOf, toTeamMember, type TeamMember } from './team-member';
import { refuseTakenNameOrEmail } from '../accounts/taken-name-or-email';

const usernameTaken = () => bizError(BizCode.usernameTaken, 'auth.usernameTaken');
const emailTaken = () => bizError(BizCode.emailTaken, 'auth.emailTaken');
// A new account has a password, not a "new password": only a reset speaks of one.
const passwordMismatch = (created = false) =>
  bizError(
    BizCode.passwordMismatch,
    created ? 'auth.confirmationMismatch' : 'auth.passwordMismatch',
    {},
    { field: 'password_confirmation' },
  );
/** The master's own row cannot be disabled or given a password here (it changes its own password itself). */
const notForOwner = () => bizError(BizCode.teamOwnerUnchangeable, 'team.ownerUnchangeable');

/** A unique index of users broken by a write: the business error it means. */
function uniqueViolation(error: unknown): Error {
  const index = violatedUniqueIndex(error);
  if (index === 'users_username_lower_idx') return usernameTaken();
  if (index === 'users_email_lower_idx') return emailTaken();
  return error as Error;
}

/**
 * What a master does to its team (account management): operators (officials) belong to the master's
 * account, so every call finds its member through the team's condition (`teamOf`), and another
 * master's operator answers "not found". Disabling an operator or setting its password revokes its
 * sessions in the same transaction; the session cache is emptied by the watched handle (a write of
 * `users` or `sessions`) and by the revocation, so the operator's very next call is refused.
 */
export function createTeamService(db: PlatformDb, sessions: SessionService, emailCodes: EmailCodeService) {
  async function memberRow(account: AccountData, id: number, executor: PlatformDb = db) {
    const [row] = await executor
      .select()
      .from(users)
      .where(and(eq(users.id, id), teamOf(account)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function operatorRow(account: AccountData, id: number, executor: PlatformDb = db) {
    const row = await memberRow(account, id, executor);
    if (row.id === account.accountId) throw notForOwner();
    return row;
  }

  async function change(account: AccountData, id: number, values: Partial<typeof users.$inferInsert>): Promise<TeamMember> {
    try {
      const [row] = await db
        .update(users)
        .set(values)
        .where(and(eq(users.id, id), teamOf(account)))
        .returning();
      if (!row) throw notFound();
      return toTeamMember(row, account);
    } catch (error) {
      throw uniqueViolation(error);
    }
  }

  return {
    async member(account: AccountData, id: number) {
      return toTeamMember(await memberRow(account, id), account);
    },

    /** A member with the figures of the account it works in (an operator shares its master's). */
    async detail(account: AccountData, id: number) {
      const row = await memberRow(account, id);
      const owner = row.id === account.accountId ? row : await memberRow(account, account.accountId);
      const [appCount] = await account.counting(apps);
      const names = await account.select({ name: domains.fullName }).from(domains).orderBy(domains.fullName).limit(1000);
      return {
        ...toTeamMember(row, account),
        balance: owner.balance,
        unit_price: owner.unitPrice,
        total_install_sum: owner.totalInstallSum,
        app_count: appCount?.total ?? 0,
        domain_count: await account.count(domains),
        domains: names.map((domain) => domain.name),
        invite_code: owner.inviteCode,
      };
    },

    /** A new operator of the account, active, with the password given (registration's rules). */
    async addOperator(account: AccountData, input: BodyOf<'accountAdd'>): Promise<TeamMember> {
      if (input.password !== input.password_confirmation) throw passwordMismatch(true);
      const username = input.username.trim();
      const email = normalizeEmail(input.email);
      await refuseTakenNameOrEmail(db, username, email, { usernameTaken, emailTaken });
      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db
          .insert(users)
          .values({
            username,
            passwordHash,
            truename: input.truename?.trim() ?? '',
            email,
            role: 'official',
            parentId: account.accountId,
            ...newAccountKeys(),
          })
          .returning();
        return toTeamMember(row!, account);
      } catch (error) {
        throw uniqueViolation(error);
      }
    },

    edit: (account: AccountData, id: number, truename: string) => change(account, id, { truename: truename.trim() }),

    /** Disabling ends the operator's sessions at once (same transaction); enabling lets it sign in again. */
    async setStatus(account: AccountData, id: number, status: 'active' | 'disabled'): Promise<TeamMember> {
      return db.transaction(async (tx) => {
        await operatorRow(account, id, tx);
        const [row] = await tx.update(users).set({ status }).where(eq(users.id, id)).returning();
        if (status === 'disabled') await sessions.revokeAll(id, tx);
        return toTeamMember(row!, account);
      });
    },

    /** A new password for an operator; its sessions end, so it signs in with the new one. */
    async resetPassword(account: AccountData, id: number, password: string, confirmation: string) {
      if (password !== confirmation) throw passwordMismatch();
      await operatorRow(account, id);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        await sessions.revokeAll(id, tx);
      });
    },

    /** Mails a binding code to the address (a member of the team must be named; the address must be free). */
    async sendEmailCode(account: AccountData, id: number, rawEmail: string, locale: ServerLocale) {
      const row = await memberRow(account, id);
      const email = normalizeEmail(rawEmail);
      await this.ensureEmailFree(email, row.id);
      return { expires_in: await emailCodes.send(email, 'bind_email', locale) };
    },

    async ensureEmailFree(email: string, ownerId: number) {
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email} and ${users.id} <> ${ownerId}`)
        .limit(1);
      if (other) throw emailTaken();
    },

    /** Binds the address whose mailed code is given; the code is used up with the change. */
    async bindEmail(account: AccountData, id: number, rawEmail: string, code: string): Promise<TeamMember> {
      const row = await memberRow(account, id);
      const email = normalizeEmail(rawEmail);
      const codeId = await emailCodes.verify(email, 'bind_email', code);
      await this.ensureEmailFree(email, row.id);
      try {
        return await db.transaction(async (tx) => {
          await emailCodes.markUsed(tx, codeId);
          const [updated] = await tx.update(users).set({ email }).where(eq(users.id, row.id)).returning();
          return toTeamMember(updated!, account);
        });
      } catch (error) {
        throw uniqueViolation(error);
      }
    },

    /** An operator's Telegram chat (the owner binds its own with bind_chat_id); empty unbinds. */
    async bindChatId(account: AccountData, id: number, chatId: string): Promise<TeamMember> {
      await operatorRow(account, id);
      const value = chatId.trim();
      return change(account, id, { telegramChatId: value === '' ? null : value });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
