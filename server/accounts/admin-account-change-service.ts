import type { BodyOf } from '../api/operation-inputs';
import { and, asc, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { SessionService } from '../auth/session-service';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { BizCode, bizError, notFound } from '../http/api-error';
import { violatedUniqueIndex } from '../shared/db-errors';
import { normalizeEmail } from '../sign-in/email-code-service';
import { DEFAULT_UNIT_PRICE, newAccountKeys } from './account-keys';
import { refuseTakenNameOrEmail } from './taken-name-or-email';

const usernameTaken = () => bizError(BizCode.usernameTaken, 'auth.usernameTaken', {}, { field: 'username' });
const emailTaken = () => bizError(BizCode.emailTaken, 'auth.emailTaken', {}, { field: 'email' });
const mobileTaken = () => bizError(BizCode.adminAccountMobileTaken, 'adminAccount.mobileTaken', {}, { field: 'mobile' });
export const notAMaster = () => bizError(BizCode.adminAccountNotMaster, 'adminAccount.notMaster');

/** A unique index of users broken by a write: the business error it means. */
function uniqueViolation(error: unknown): Error {
  const index = violatedUniqueIndex(error);
  if (index === 'users_username_lower_idx') return usernameTaken();
  if (index === 'users_email_lower_idx') return emailTaken();
  if (index === 'users_mobile_idx') return mobileTaken();
  return error as Error;
}

/**
 * What the admin changes on any account: creating a master (registration's username rules and password
 * hashing, no invite or e-mail code), its name and contact details, its state and unit price.
 * Disabling revokes the account's sessions in the same transaction and empties the session cache, so its
 * very next call answers 401. Disabling a master does not disable its operators: as everywhere else, a
 * session depends on its own user's state only (the admin disables operators one by one on the same list).
 * Each answers the account's id; the handler answers the account's row.
 */
export function createAdminAccountChangeService(db: PlatformDb, sessions: SessionService) {
  async function userRow(id: number, executor: PlatformDb = db) {
    const [row] = await executor
      .select({ id: users.id, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function update(id: number, values: Partial<typeof users.$inferInsert>): Promise<number> {
    try {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning({ id: users.id });
      if (!row) throw notFound();
      return row.id;
    } catch (error) {
      throw uniqueViolation(error);
    }
  }

  return {
    async createMaster(input: BodyOf<'adminAccountCreate'>): Promise<number> {
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
            role: 'master',
            balance: 0,
            unitPrice: input.unit_price ?? DEFAULT_UNIT_PRICE,
            ...newAccountKeys(),
          })
          .returning({ id: users.id });
        return row!.id;
      } catch (error) {
        throw uniqueViolation(error);
      }
    },

    /** Name, e-mail and mobile number; a field left out stays, an empty mobile is removed. */
    async edit(input: BodyOf<'adminAccountEdit'>): Promise<number> {
      await userRow(input.id);
      const values: Partial<typeof users.$inferInsert> = {};
      if (input.truename !== undefined) values.truename = input.truename.trim();
      if (input.email !== undefined) values.email = normalizeEmail(input.email);
      if (input.mobile !== undefined) values.mobile = input.mobile === '' ? null : input.mobile;
      if (Object.keys(values).length === 0) return input.id;
      return update(input.id, values);
    },

    /**
     * Disables or enables an account. Never the caller itself, nor the last active admin; disabling ends
     * all the account's sessions in the same transaction.
     */
    async setStatus(callerId: number, id: number, status: 'active' | 'disabled'): Promise<number> {
      if (status === 'disabled' && id === callerId) throw bizError(BizCode.adminAccountSelf, 'adminAccount.notYourself');
      return db.transaction(async (tx) => {
        const row = await userRow(id, tx);
        if (status === 'disabled' && row.role === 'admin' && row.status === 'active') {
          // The active admins' rows are locked in one order, so two admins disabling each other at once
          // wait for each other and the second finds the first disabled: one admin always stays active.
          const actives = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
            .orderBy(asc(users.id))
            .for('update');
          if (!actives.some((admin) => admin.id !== id)) throw bizError(BizCode.adminAccountLastAdmin, 'adminAccount.lastAdmin');
        }
        await tx.update(users).set({ status }).where(eq(users.id, id));
        if (status === 'disabled') await sessions.revokeAll(id, tx);
        return id;
      });
    },

    /** A master's price of one install (× 10000). */
    async setUnitPrice(id: number, unitPrice: number): Promise<number> {
      const row = await userRow(id);
      if (row.role !== 'master') throw notAMaster();
      return update(id, { unitPrice });
    },
  };
}

export type AdminAccountChangeService = ReturnType<typeof createAdminAccountChangeService>;
