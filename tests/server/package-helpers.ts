import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { packageOrders, packagePlans, packageSubscriptions, packageUsageRecords } from '../../server/db/schema';

const DAY = 86_400_000;

/** A subscription written straight into the database (no order, no charge): the state a test starts from. */
export async function subscribe(
  database: Database,
  accountId: number,
  fields: Partial<typeof packageSubscriptions.$inferInsert> & { daysLeft?: number },
) {
  const { daysLeft = 30, ...rest } = fields;
  const now = Date.now();
  const [row] = await database.db
    .insert(packageSubscriptions)
    .values({
      accountId,
      planId: 0,
      kind: 'base',
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + daysLeft * DAY),
      installQuota: 0,
      appLimit: 0,
      domainLimit: 0,
      periodPrice: 0,
      ...rest,
    })
    .returning();
  return row!;
}

export async function subscriptionById(database: Database, id: number) {
  const [row] = await database.db.select().from(packageSubscriptions).where(eq(packageSubscriptions.id, id));
  return row!;
}

/** The account's usage records, oldest first. */
export async function usageRecords(database: Database, accountId: number) {
  return database.db.select().from(packageUsageRecords).where(eq(packageUsageRecords.accountId, accountId)).orderBy(packageUsageRecords.id);
}

export async function usageCount(database: Database, accountId: number) {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(packageUsageRecords)
    .where(eq(packageUsageRecords.accountId, accountId));
  return row!.n;
}

/** Subscriptions and package orders of an account. */
export async function packageCounts(database: Database, accountId: number) {
  const count = async (table: typeof packageSubscriptions | typeof packageOrders) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.accountId, accountId));
    return row!.n;
  };
  return { subscriptions: await count(packageSubscriptions), orders: await count(packageOrders) };
}

export async function subscriptionsOf(database: Database, accountId: number) {
  return database.db
    .select()
    .from(packageSubscriptions)
    .where(eq(packageSubscriptions.accountId, accountId))
    .orderBy(packageSubscriptions.id);
}

export async function planByCode(database: Database, code: string) {
  const [row] = await database.db.select().from(packagePlans).where(eq(packagePlans.code, code));
  return row!;
}
