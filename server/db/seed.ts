import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { ledger, users } from './schema';
import { seedDemoContent } from './seed-content';
import { seedAdminMenus } from './seed-menus';
import { writeDemoPackage } from '../apps/demo-package';
import { DEFAULT_SEED_LOCALE, type SeedLocale } from './seed-texts';
import { hashPassword } from '../auth/password';
import { newAccountKeys } from '../accounts/account-keys';

export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123', role: 'admin' as const, truename: 'Platform admin' },
  { username: 'demo', password: 'demo123', role: 'master' as const, truename: 'Demo master', mobile: '+8613800000000' },
  { username: 'operator', password: 'operator123', role: 'official' as const, truename: 'Demo operator', mobile: '+8613800000001' },
];

/** Opening figures of the demo master, stored as display × 10000. */
const DEMO_BALANCE = 12_580_0000;
const DEMO_UNIT_PRICE = 1200;

/**
 * Seeds the demo accounts, their content (in `locale`, Chinese by default) and the menus of
 * schemas/pages into an empty database. Returns false (and writes nothing) when any user exists.
 * With `filesDir`, the demo package app's files are written there too (after the rows commit).
 */
export async function seedDemoData(
  db: Db,
  { locale = DEFAULT_SEED_LOCALE, filesDir }: { locale?: SeedLocale; filesDir?: string } = {},
): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return false;

  const [adminHash, demoHash, operatorHash] = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const { packageApp } = await db.transaction(async (tx) => {
    await tx.insert(users).values({
      username: 'admin',
      passwordHash: adminHash!,
      role: 'admin',
      truename: DEMO_ACCOUNTS[0]!.truename,
      email: 'admin@example.com',
      homePath: '/dashboard/analysis',
      ...newAccountKeys(),
    });
    const [demo] = await tx
      .insert(users)
      .values({
        username: 'demo',
        passwordHash: demoHash!,
        role: 'master',
        truename: DEMO_ACCOUNTS[1]!.truename,
        email: 'demo@example.com',
        mobile: DEMO_ACCOUNTS[1]!.mobile,
        balance: DEMO_BALANCE,
        unitPrice: DEMO_UNIT_PRICE,
        ...newAccountKeys(),
      })
      .returning({ id: users.id });
    await tx.insert(ledger).values({
      accountId: demo!.id,
      amount: DEMO_BALANCE,
      balanceAfter: DEMO_BALANCE,
      kind: 'adjust',
      reference: 'demo opening balance',
    });
    await tx.insert(users).values({
      username: 'operator',
      passwordHash: operatorHash!,
      role: 'official',
      truename: DEMO_ACCOUNTS[2]!.truename,
      email: 'operator@example.com',
      mobile: DEMO_ACCOUNTS[2]!.mobile,
      parentId: demo!.id,
      ...newAccountKeys(),
    });
    const content = await seedDemoContent(tx, { demo: demo!.id }, locale);
    await seedAdminMenus(tx);
    return content;
  });
  if (filesDir) await writeDemoPackage(filesDir, packageApp.appId, packageApp.title, packageApp.description);
  return true;
}
