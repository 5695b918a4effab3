import { inArray } from 'drizzle-orm';
import { newAccountKeys } from '../accounts/account-keys';
import { hashPassword } from '../auth/password';
import { randomToken } from '../shared/random';
import { daysAgo } from '../shared/days';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const NAMES: Record<SeedLocale, { operator2: string; invited: [string, string] }> = {
  zh_CN: { operator2: '停用的运营', invited: ['受邀客户一', '受邀客户二'] },
  en: { operator2: 'Disabled operator', invited: ['Invited customer one', 'Invited customer two'] },
};

/** The demo team's second operator (disabled, to show the state) and two accounts registered with demo's invite code. */
const OPERATOR2 = { username: 'operator2', password: 'operator123', email: 'operator2@example.com' };
export const INVITED = [
  { username: 'invited_one', email: 'invited_one@example.com', daysAgo: 12, firstRecharge: 100_0000 },
  { username: 'invited_two', email: 'invited_two@example.com', daysAgo: 3, firstRecharge: 0 },
];

/** Usernames of the users this step adds. */
export const DEMO_TEAM_USERNAMES = [OPERATOR2.username, ...INVITED.map((invited) => invited.username)];

/**
 * Account management and invite registration's demo data, rows missing by username: the disabled
 * `operator2` of demo's team, and two masters registered with demo's invite code. The first one's
 * recharge, and demo's invite reward for it, are part of the demo's money history (seed-money.ts).
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

  for (const [index, invited] of INVITED.entries()) {
    if (existing.has(invited.username)) continue;
    await tx.insert(users).values({
      username: invited.username,
      // Nobody signs in as a demo invitee: its password is random and never printed.
      passwordHash: await hashPassword(randomToken()),
      role: 'master',
      truename: names.invited[index]!,
      email: invited.email,
      invitedBy: demoId,
      createdAt: daysAgo(invited.daysAgo),
      ...newAccountKeys(),
    });
  }
}
