import { inArray } from 'drizzle-orm';
import { newAccountKeys } from '../accounts/account-keys';
import { hashPassword } from '../auth/password';
import { createInviteRewardHook } from '../invites/invite-reward-hook';
import { createLedgerService } from '../money/ledger-service';
import { randomToken } from '../shared/random';
import { daysAgo } from '../shared/days';
import { AccountData } from '../db/account-data';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { seedRechargeOrder } from './seed-orders';
import type { SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const NAMES: Record<SeedLocale, { operator2: string; invited: [string, string] }> = {
  zh_CN: { operator2: '停用的运营', invited: ['受邀客户一', '受邀客户二'] },
  en: { operator2: 'Disabled operator', invited: ['Invited customer one', 'Invited customer two'] },
};

/** The demo team's second operator (disabled, to show the state) and two accounts registered with demo's invite code. */
const OPERATOR2 = { username: 'operator2', password: 'operator123', email: 'operator2@example.com' };
const INVITED = [
  { username: 'invited_one', email: 'invited_one@example.com', daysAgo: 12, firstRecharge: 100_0000 },
  { username: 'invited_two', email: 'invited_two@example.com', daysAgo: 3, firstRecharge: 0 },
];

/** Usernames of the users this step adds. */
export const DEMO_TEAM_USERNAMES = [OPERATOR2.username, ...INVITED.map((invited) => invited.username)];

/**
 * Account management and invite registration's demo data, rows missing by username: the disabled
 * `operator2` of demo's team, and two masters registered with demo's invite code, the first of which
 * has paid a recharge (its order paid through the sandbox), so demo has earned its invite reward
 * through the same hook a payment runs. It runs after the recharge plans are seeded.
 */
export async function seedDemoTeamAndInvites(tx: Tx, demoId: number, locale: SeedLocale) {
  const names = NAMES[locale];
  const existing = new Set(
    (await tx.select({ username: users.username }).from(users).where(inArray(users.username, DEMO_TEAM_USERNAMES))).map((r) => r.username),
  );

  if (!existing.has(OPERATOR2.username)) {
    await tx.insert(users).values({
      username: OPERATOR2.username,
      passwordHash: await hashPassword(OPERATOR2.password),
      role: 'official',
      status: 'disabled',
      truename: names.operator2,
      email: OPERATOR2.email,
      parentId: demoId,
      ...newAccountKeys(),
    });
  }

  const rewardInviter = createInviteRewardHook(createLedgerService());
  for (const [index, invited] of INVITED.entries()) {
    if (existing.has(invited.username)) continue;
    const [row] = await tx
      .insert(users)
      .values({
        username: invited.username,
        // Nobody signs in as a demo invitee: its password is random and never printed.
        passwordHash: await hashPassword(randomToken()),
        role: 'master',
        truename: names.invited[index]!,
        email: invited.email,
        invitedBy: demoId,
        createdAt: daysAgo(invited.daysAgo),
        ...newAccountKeys(),
      })
      .returning({ id: users.id });
    if (invited.firstRecharge > 0) {
      const payer = AccountData.of(tx, row!.id);
      const paid = await seedRechargeOrder(tx, payer, {
        orderNo: `RODEMO1000000${index + 1}`,
        planAmount: invited.firstRecharge,
        createdAt: daysAgo(invited.daysAgo - 1),
        state: 'paid',
      });
      if (paid) await rewardInviter(payer, paid);
    }
  }
}
