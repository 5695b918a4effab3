import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainOrders, ledger, packageOrders, rechargeOrders, users } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { daysAgo } from '../../server/shared/days';
import { openTestDatabase, type TestDatabase } from '../support/test-db';
import { userByName } from './helpers';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ state: 'empty' });
  await database.migrate();
  await seedDemoData(database.db, { locale: 'en' });
});
afterAll(() => database.close());

/** The demo master's ledger as the deduction list reads it, oldest first. */
async function demoLedger() {
  const demo = await userByName(database, 'demo');
  const rows = await database.db.select().from(ledger).where(eq(ledger.accountId, demo.id)).orderBy(asc(ledger.createdAt), asc(ledger.id));
  return { demo, rows };
}

describe("the seeded demo's money history", () => {
  it('opens with a paid recharge order, and each balance after follows from the row before, up to the balance', async () => {
    const { demo, rows } = await demoLedger();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((row) => row.kind)).not.toContain('adjust');
    const [first] = rows;
    expect(first!.kind).toBe('recharge');
    const [opening] = await database.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, first!.reference));
    expect(opening).toMatchObject({ state: 'paid', accountId: demo.id, ledgerId: first!.id });
    let balance = 0;
    for (const row of rows) {
      balance += row.amount;
      expect(row.balanceAfter, `${row.kind} ${row.reference}`).toBe(balance);
    }
    expect(demo.balance).toBe(balance);
  });

  it("dates each purchase's ledger row like its order, and each recharge's like its payment", async () => {
    const { demo, rows } = await demoLedger();
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    const packages = await database.db.select().from(packageOrders).where(eq(packageOrders.accountId, demo.id));
    expect(packages.length).toBe(3);
    for (const order of packages) expect(byReference.get(order.orderNo)?.createdAt, order.orderNo).toEqual(order.createdAt);
    const domains = await database.db.select().from(domainOrders).where(eq(domainOrders.accountId, demo.id));
    expect(domains.length).toBe(2);
    for (const order of domains) expect(rows.find((row) => row.id === order.ledgerId)?.createdAt, order.orderNo).toEqual(order.createdAt);
    const paid = await database.db
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.accountId, demo.id), eq(rechargeOrders.state, 'paid')));
    for (const order of paid) expect(byReference.get(order.orderNo)?.createdAt, order.orderNo).toEqual(order.paidAt);
    // The invite reward is dated with the invited master's payment it rewards.
    const [invited] = await database.db.select().from(users).where(eq(users.username, 'invited_one'));
    const [payment] = await database.db.select().from(rechargeOrders).where(eq(rechargeOrders.accountId, invited!.id));
    expect(byReference.get(`invite:${invited!.id}`)?.createdAt).toEqual(payment!.paidAt);
  });

  it('has no row in the deduction chart’s thirty days that dwarfs the others', async () => {
    const { demo } = await demoLedger();
    const shown = await database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.accountId, demo.id), gte(ledger.createdAt, daysAgo(30))));
    const sizes = shown.map((row) => Math.abs(row.amount)).sort((a, b) => b - a);
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes[0]!).toBeLessThanOrEqual(3 * sizes[1]!);
  });
});
