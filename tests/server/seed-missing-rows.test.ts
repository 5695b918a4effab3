import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { packageFolder } from '../../server/files/file-layout';
import { localFileStorage } from '../../server/files/local-file-storage';
import {
  adminMenus,
  appVersions,
  apps,
  channels,
  domainOrders,
  domains,
  installEvents,
  ledger,
  packageOrders,
  packagePlans,
  packageSubscriptions,
  packageUsageRecords,
  rechargeOrders,
  rechargePlans,
  rootDomains,
  seedSteps,
  users,
} from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { openTestDatabase, type TestDatabase } from '../support/test-db';
import { userByName } from './helpers';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

async function freshlySeeded() {
  const database = await openTestDatabase({ state: 'empty' });
  opened.push(database);
  await database.migrate();
  expect(await seedDemoData(database.db, { locale: 'en' })).toBe(true);
  return database;
}

const countOf = async (
  database: TestDatabase,
  table: typeof users | typeof apps | typeof channels | typeof domains | typeof rootDomains,
) => {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

/**
 * Makes the database look like one the first demo seed filled before domains existed: no root
 * domains, no domains, no domain orders or their charges, and no record of the seed's steps.
 */
async function asBeforeDomains(database: TestDatabase) {
  const { db } = database;
  const demo = await userByName(database, 'demo');
  const charged = await db.select().from(ledger).where(eq(ledger.kind, 'domain'));
  const refund = charged.reduce((sum, row) => sum - row.amount, 0);
  await db.delete(ledger).where(
    inArray(
      ledger.id,
      charged.map((row) => row.id),
    ),
  );
  await db
    .update(users)
    .set({ balance: demo.balance + refund })
    .where(eq(users.id, demo.id));
  await db.update(apps).set({ record: [] });
  await db.delete(domainOrders);
  await db.delete(domains);
  await db.delete(rootDomains);
  await db.delete(seedSteps);
}

describe('the demo seed adds the demo rows a database is missing', () => {
  it('gives an existing demo database the root domains and the demo domains, keeping what the user changed', async () => {
    const database = await freshlySeeded();
    await asBeforeDomains(database);
    const demo = await userByName(database, 'demo');
    // What the user did meanwhile: renamed an app, added a channel, spent money.
    await database.db.update(apps).set({ appName: 'My renamed news' }).where(eq(apps.appName, 'Demo News'));
    await database.db.update(users).set({ balance: 5000_0000 }).where(eq(users.id, demo.id));
    const before = {
      users: await countOf(database, users),
      apps: await countOf(database, apps),
      channels: await countOf(database, channels),
    };

    expect(await seedDemoData(database.db, { locale: 'en' })).toBe(true);

    expect(await countOf(database, rootDomains)).toBe(3);
    const added = await database.db.select().from(domains).orderBy(domains.fullName);
    expect(added.map((d) => d.fullName)).toEqual(['demo-news.pwa.localhost', 'demo-shop.app.localhost']);
    const [shop] = await database.db.select().from(apps).where(eq(apps.appName, 'Demo Shop'));
    expect(added[1]!.appId).toBe(shop!.appId);
    expect(shop!.record).toEqual(['demo-shop.app.localhost']);
    // Paid from the balance the user had, each with its order and ledger row.
    const orders = await database.db.select().from(domainOrders);
    expect(orders).toHaveLength(2);
    const spent = orders.reduce((sum, order) => sum + order.amount, 0);
    expect((await userByName(database, 'demo')).balance).toBe(5000_0000 - spent);
    const charges = await database.db
      .select()
      .from(ledger)
      .where(
        inArray(
          ledger.id,
          orders.map((o) => o.ledgerId),
        ),
      );
    expect(charges.map((c) => c.amount).sort()).toEqual(orders.map((o) => -o.amount).sort());

    // Nothing else was added or overwritten.
    expect({
      users: await countOf(database, users),
      apps: await countOf(database, apps),
      channels: await countOf(database, channels),
    }).toEqual(before);
    expect((await database.db.select().from(apps).where(eq(apps.appName, 'My renamed news'))).length).toBe(1);

    // A second start adds nothing.
    expect(await seedDemoData(database.db, { locale: 'en' })).toBe(false);
    expect(await countOf(database, domains)).toBe(2);
    expect(await countOf(database, rootDomains)).toBe(3);
  });

  it('adds only the root domains missing by name and leaves an edited one as the admin left it', async () => {
    const database = await freshlySeeded();
    await asBeforeDomains(database);
    await database.db.insert(rootDomains).values({ domain: 'pwa.localhost', yearlyPrice: 1, specialOffer: false, state: 'disabled' });

    await seedDemoData(database.db, { locale: 'en' });
    const roots = await database.db.select().from(rootDomains).orderBy(rootDomains.domain);
    expect(roots.map((r) => [r.domain, r.yearlyPrice, r.state])).toEqual([
      ['app.localhost', 20_0000, 'enabled'],
      ['pwa.localhost', 1, 'disabled'],
      ['site.localhost', 12_0000, 'enabled'],
    ]);
  });

  it('does not bring back demo rows the user deleted once the step has run', async () => {
    const database = await freshlySeeded();
    await database.db.delete(domainOrders);
    await database.db.delete(domains);
    expect(await seedDemoData(database.db, { locale: 'en' })).toBe(false);
    expect(await countOf(database, domains)).toBe(0);
  });

  it('gives a database seeded before uploaded packages a package app of its own, and writes its files where missing', async () => {
    const database = await freshlySeeded();
    const demo = await userByName(database, 'demo');
    // The first seed's news app wrapped a URL, and no step of packages had run.
    await database.db.delete(appVersions);
    await database.db.update(apps).set({ source: 'url', packageVersion: '', targetUrl: 'https://news.example.com/' });
    await database.db.delete(seedSteps).where(eq(seedSteps.name, 'demo-package-app'));
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-seed-files-'));
    try {
      expect(await seedDemoData(database.db, { locale: 'en', files: localFileStorage(filesDir) })).toBe(true);
      const packaged = await database.db
        .select()
        .from(apps)
        .where(and(eq(apps.accountId, demo.id), eq(apps.source, 'package')));
      expect(packaged.map((app) => [app.appName, app.packageVersion, app.state])).toEqual([['Demo Reader', '1.0.0', 'online']]);
      expect((await database.db.select().from(appVersions)).map((v) => [v.appId, v.version])).toEqual([[packaged[0]!.appId, '1.0.0']]);
      const index = path.join(filesDir, packageFolder(packaged[0]!.appId, '1.0.0'), 'index.html');
      expect(fs.readFileSync(index, 'utf8')).toContain('<title>Demo Reader</title>');
      // The URL app stays as it was; a second start adds nothing.
      expect((await database.db.select().from(apps).where(eq(apps.appName, 'Demo News')))[0]!.targetUrl).toBe('https://news.example.com/');
      expect(await seedDemoData(database.db, { locale: 'en', files: localFileStorage(filesDir) })).toBe(false);
      expect(await countOf(database, apps)).toBe(3);
    } finally {
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  });

  it('gives a database seeded before recharges the plans, the demo recharges (credited once) and the recharge menu rows', async () => {
    const database = await freshlySeeded();
    const { db } = database;
    const demo = await userByName(database, 'demo');
    // As before recharges: no plans, orders, their credits, menu rows or steps.
    const demoRecharges = and(eq(ledger.kind, 'recharge'), eq(ledger.accountId, demo.id));
    const credited = await db.select().from(ledger).where(demoRecharges);
    const credit = credited.reduce((sum, row) => sum + row.amount, 0);
    expect(credit).toBeGreaterThan(0);
    await db.delete(ledger).where(eq(ledger.kind, 'recharge'));
    await db
      .update(users)
      .set({ balance: demo.balance - credit })
      .where(eq(users.id, demo.id));
    await db.delete(rechargeOrders);
    await db.delete(rechargePlans);
    await db.delete(adminMenus).where(inArray(adminMenus.url, ['/account/recharge_orders', '/account/deduction']));
    await db.delete(seedSteps).where(inArray(seedSteps.name, ['recharge-plans', 'recharge-menus', 'demo-recharge-orders']));

    expect(await seedDemoData(database.db, { locale: 'en' })).toBe(true);
    expect((await db.select().from(rechargePlans)).map((p) => p.amount)).toEqual([100_0000, 500_0000, 1000_0000, 5000_0000]);
    const orders = await db.select().from(rechargeOrders).where(eq(rechargeOrders.accountId, demo.id)).orderBy(rechargeOrders.orderNo);
    expect(orders.map((o) => o.state)).toEqual(['paid', 'paid', 'paid', 'cancelled', 'expired']);
    expect((await userByName(database, 'demo')).balance).toBe(demo.balance);
    const [account] = await db.select().from(adminMenus).where(eq(adminMenus.url, '/account'));
    const rows = await db
      .select()
      .from(adminMenus)
      .where(inArray(adminMenus.url, ['/account/recharge_orders', '/account/deduction']));
    expect(rows.map((row) => [row.parentId, row.hidden])).toEqual([
      [account!.id, true],
      [account!.id, true],
    ]);
    expect(await seedDemoData(database.db, { locale: 'en' })).toBe(false);
  });
});

describe('the demo seed’s packages', () => {
  it('gives a database seeded before packages the catalogue and the demo’s packages, paid from its balance', async () => {
    const database = await freshlySeeded();
    const { db } = database;
    const demo = await userByName(database, 'demo');
    // As before packages existed: none of their rows, charges or steps; the user has spent money meanwhile.
    await db.delete(ledger).where(inArray(ledger.kind, ['package', 'overlay']));
    await db.delete(packageUsageRecords);
    await db.delete(packageOrders);
    await db.delete(packageSubscriptions);
    await db.delete(packagePlans);
    await db.delete(seedSteps).where(inArray(seedSteps.name, ['package-catalogue', 'demo-packages']));
    await db.update(users).set({ balance: 3000_0000 }).where(eq(users.id, demo.id));

    expect(await seedDemoData(db, { locale: 'en' })).toBe(true);

    expect((await db.select().from(packagePlans)).map((p) => p.code).sort()).toEqual(
      ['apps-10', 'domains-10', 'installs-1k', 'pro', 'standard', 'starter'].sort(),
    );
    const held = await db.select().from(packageSubscriptions).orderBy(packageSubscriptions.id);
    expect(held.map((s) => [s.kind, s.installQuota])).toEqual([
      ['base', 1000],
      ['base', 5000],
      ['overlay', 1000],
    ]);
    // Starter's 30 days ended as Standard began; the add-on ends with Standard.
    expect(held[0]!.endsAt).toEqual(held[1]!.startsAt);
    expect(held[2]!.endsAt).toEqual(held[1]!.endsAt);
    // Each seeded install was billed to the base held at its time: its usage record names it.
    const installed = await db
      .select()
      .from(installEvents)
      .where(and(eq(installEvents.accountId, demo.id), eq(installEvents.step, 'installed')));
    const records = await db.select().from(packageUsageRecords);
    expect(records.map((r) => r.reference).sort()).toEqual(installed.map((e) => `install:${e.id}`).sort());
    for (const subscription of held) {
      const own = records.filter((r) => r.subscriptionId === subscription.id);
      expect(subscription.installsUsed).toBe(own.length);
      for (const record of own) expect(record.createdAt >= subscription.startsAt && record.createdAt < subscription.endsAt).toBe(true);
    }
    expect(held[0]!.installsUsed).toBeGreaterThan(0);
    expect(held[1]!.installsUsed).toBeGreaterThan(0);
    const orders = await db.select().from(packageOrders);
    const spent = orders.reduce((sum, order) => sum + order.amount, 0);
    expect(spent).toBe(199_0000 + 499_0000 + 99_0000);
    expect((await userByName(database, 'demo')).balance).toBe(3000_0000 - spent);
    const charges = await db
      .select()
      .from(ledger)
      .where(inArray(ledger.kind, ['package', 'overlay']));
    expect(charges.map((c) => c.reference).sort()).toEqual(orders.map((o) => o.orderNo).sort());

    // A second start adds nothing.
    expect(await seedDemoData(db, { locale: 'en' })).toBe(false);
    expect(await db.select().from(packageOrders)).toHaveLength(3);
  });
});
