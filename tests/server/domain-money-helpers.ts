import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { domainOrders, domains, ledger, rootDomains, users } from '../../server/db/schema';
import { insertUser } from './helpers';

/** A master with `balance` (stored × 10000) and the ledger row that opened it, made in the database. */
export async function masterWithBalance(database: Database, username: string, balance: number) {
  const user = await insertUser(database, { username, password: 'master-pass-1', role: 'master' });
  await database.db.update(users).set({ balance }).where(eq(users.id, user.id));
  const [opening] = await database.db
    .insert(ledger)
    .values({ accountId: user.id, amount: balance, balanceAfter: balance, kind: 'adjust', reference: 'test opening' })
    .returning();
  return { ...user, balance, openingLedgerId: opening!.id };
}

export async function balanceOf(database: Database, userId: number): Promise<number> {
  const [row] = await database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** The account's ledger rows after `afterId`, oldest first. */
export async function ledgerAfter(database: Database, accountId: number, afterId: number) {
  return database.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.accountId, accountId), gt(ledger.id, afterId)))
    .orderBy(ledger.id);
}

export async function rootDomain(database: Database, domain: string) {
  const [row] = await database.db.select().from(rootDomains).where(eq(rootDomains.domain, domain));
  return row!;
}

/** Domains and domain orders of an account. */
export async function domainCounts(database: Database, accountId: number) {
  const count = async (table: typeof domains | typeof domainOrders) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.accountId, accountId));
    return row!.n;
  };
  return { domains: await count(domains), orders: await count(domainOrders) };
}
