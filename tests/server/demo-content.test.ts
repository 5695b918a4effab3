import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ledger, notices, rechargeOrders } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { loadConfig } from '../../server/config';
import { openTestDatabase, type TestDatabase } from '../support/test-db';
import { appsOf, channelsOf, contentCounts } from './content-helpers';
import { insertUser, userByName } from './helpers';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function emptyMigrated() {
  const database = await openTestDatabase({ state: 'empty' });
  opened.push(database);
  await database.migrate();
  return database;
}

describe('demo content', () => {
  it('gives the demo master two online apps with channels, and three notices (a fourth, the platform’s, for the operators), once', async () => {
    const database = await emptyMigrated();
    expect(await seedDemoData(database.db, { locale: 'en' })).toBe(true);
    const demo = await userByName(database, 'demo');
    const apps = await appsOf(database, demo.id);
    expect(apps.map((a) => [a.appName, a.state])).toEqual([
      ['Demo News', 'online'],
      ['Demo Shop', 'online'],
    ]);
    const channels = await channelsOf(database, demo.id);
    expect(channels).toHaveLength(4);
    expect(new Set(channels.map((c) => c.appId))).toEqual(new Set(apps.map((a) => a.appId)));
    expect(channels.every((c) => c.installCount > 0)).toBe(true);
    const counts = await contentCounts(database);
    expect(counts).toEqual({ apps: 2, channels: 4, shortLinks: 0, notices: 4, noticeReads: 1 });

    expect(await seedDemoData(database.db)).toBe(false);
    expect(await contentCounts(database)).toEqual(counts);
  });

  it('backs every money movement of the demo data with its record: each recharge credit with its paid order', async () => {
    const database = await emptyMigrated();
    await seedDemoData(database.db, { locale: 'en' });
    const credits = await database.db.select().from(ledger).where(eq(ledger.kind, 'recharge'));
    const paid = await database.db.select().from(rechargeOrders).where(eq(rechargeOrders.state, 'paid'));
    expect(credits.length).toBeGreaterThanOrEqual(3);
    expect(credits.map((row) => [row.accountId, row.reference, row.id]).sort()).toEqual(
      paid.map((order) => [order.accountId, order.orderNo, order.ledgerId]).sort(),
    );
  });

  it('is Chinese by default, like the interface a new user sees (DEMO_LOCALE=en seeds English)', async () => {
    const database = await emptyMigrated();
    expect(await seedDemoData(database.db)).toBe(true);
    const demo = await userByName(database, 'demo');
    const han = /\p{Script=Han}/u;
    expect((await appsOf(database, demo.id)).map((a) => a.appName)).toEqual(['演示商城', '演示新闻']);
    const channelNames = (await channelsOf(database, demo.id)).map((c) => c.name);
    expect(channelNames).toHaveLength(4);
    expect(channelNames.every((name) => han.test(name))).toBe(true);
    const seeded = await database.db.select({ title: notices.title, content: notices.content }).from(notices);
    expect(seeded).toHaveLength(4);
    expect(seeded.every((n) => han.test(n.title) && han.test(n.content))).toBe(true);

    expect(loadConfig({}).demoLocale).toBe('zh_CN');
    expect(loadConfig({ DEMO_LOCALE: 'en' }).demoLocale).toBe('en');
    expect(loadConfig({ DEMO_LOCALE: 'fr' }).demoLocale).toBe('zh_CN');
  });

  it('writes no content into a database that already has a user', async () => {
    const database = await emptyMigrated();
    await insertUser(database, { username: 'someone', password: 'secret1', role: 'master' });
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await contentCounts(database)).toEqual({ apps: 0, channels: 0, shortLinks: 0, notices: 0, noticeReads: 0 });
  });
});
