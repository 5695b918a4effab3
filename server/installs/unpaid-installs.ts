import { eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { apps } from '../apps/tables';
import { users } from '../auth/tables';
import type { AccountData } from '../db/account-data';
import type { SeedLocale } from '../demo/seed-texts';
import { translate } from '../http/i18n';
import { notices } from '../notices/tables';

/**
 * An account whose install found neither quota nor balance: the account is marked unpaid (once, with
 * a notice to its master), its online apps are paused and flagged as paused for that reason; a later
 * top-up resumes exactly the flagged apps. Every step runs in the caller's transaction.
 *
 * Lock order is the account's user row first, then its apps, on both ways (here and in a top-up),
 * so an install and a top-up never wait on each other in a circle.
 */
export function createUnpaidInstalls(noticeLocale: SeedLocale) {
  async function pauseApps(account: AccountData, now: Date) {
    await account.update(apps, { state: 'paused', pausedUnpaid: true, updatedAt: now }, eq(apps.state, 'online'));
  }

  async function resumeApps(account: AccountData) {
    const now = new Date();
    await account.update(
      apps,
      { state: 'online', pausedUnpaid: false, updatedAt: now },
      eq(apps.pausedUnpaid, true),
      eq(apps.state, 'paused'),
    );
    // A flagged app the master changed since (set online or banned) keeps its state, loses the flag.
    await account.update(apps, { pausedUnpaid: false }, eq(apps.pausedUnpaid, true));
  }

  return {
    /**
     * Marks the account unpaid and pauses its online apps, unless the balance covers `unitPrice` by now
     * (a top-up committed since the charge was refused): then answers false and changes nothing. The
     * row lock taken here orders this against a concurrent top-up; install ingestion holds that lock
     * from the refused charge on, so for it the answer is always true.
     */
    async markUnpaid(account: AccountData, unitPrice: number): Promise<boolean> {
      // The statement's own start time marks a new mark: one that waited for this row's lock starts
      // after the commit that set an earlier one, so only the call that set it tells the master.
      const [row] = await account
        .updateOwnRow(
          { installsUnpaidSince: sql`coalesce(${users.installsUnpaidSince}, statement_timestamp())` },
          lt(users.balance, unitPrice),
        )
        .returning({ marked: sql<boolean>`${users.installsUnpaidSince} = statement_timestamp()` });
      if (!row) return false;
      await pauseApps(account, new Date());
      if (row.marked) {
        await account.insertAddressed(notices, [
          {
            title: translate(noticeLocale, 'installs.unpaidNoticeTitle'),
            content: translate(noticeLocale, 'installs.unpaidNoticeContent', { price: unitPrice / 10000 }),
            level: 'important',
          },
        ]);
      }
      return true;
    },

    /** After a credit: when the account was unpaid and its balance now covers one install, its paused apps go online again. */
    async resumeAfterTopUp(account: AccountData): Promise<void> {
      const cleared = await account
        .updateOwnRow({ installsUnpaidSince: null }, isNotNull(users.installsUnpaidSince), gte(users.balance, users.unitPrice))
        .returning({ id: users.id });
      if (cleared.length) await resumeApps(account);
    },

    /** When installs are covered again another way (a package with quota bought): resumes whatever the balance. */
    async resume(account: AccountData): Promise<void> {
      const cleared = await account
        .updateOwnRow({ installsUnpaidSince: null }, isNotNull(users.installsUnpaidSince))
        .returning({ id: users.id });
      if (cleared.length) await resumeApps(account);
    },
  };
}

export type UnpaidInstalls = ReturnType<typeof createUnpaidInstalls>;
