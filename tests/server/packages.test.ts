import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, domains, packageUsageRecords } from '../../server/db/schema';
import { upgradeCredit } from '../../server/packages/proration';
import { startTestServer, type TestServer } from '../support/test-db';
import { balanceOf, ledgerAfter, masterWithBalance, rootDomain } from './domain-money-helpers';
import { inject, signIn, userByName } from './helpers';
import { packageCounts, planByCode, subscribe, subscriptionsOf } from './package-helpers';

const DAY = 86_400_000;

let server: TestServer;
let demoToken: string;
beforeAll(async () => {
  server = await startTestServer();
  demoToken = await signIn(server, 'demo', 'demo123');
});
afterAll(() => server?.close());

type Lang = 'en' | 'zh-CN';
const get = (token: string, path: string, query: Record<string, string | number> = {}, lang: Lang = 'en') => {
  const text = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return inject(server, 'GET', text ? `${path}?${text}` : path, { token, lang });
};
const post = (token: string, path: string, body: unknown, lang: Lang = 'en') => inject(server, 'POST', path, { token, lang, body });
const buy = (token: string, plan: string) => post(token, '/api/v1/packages/buy_package', { plan });
const buyOverlay = (token: string, plan: string) => post(token, '/api/v1/packages/buy_overlay_package', { plan });
const upgrade = (token: string, plan: string) => post(token, '/api/v1/packages/update_package', { plan });
const purchase = (token: string, plan: string) => post(token, '/api/v1/packages/purchase_package', { plan });
const renew = (token: string, periods: number) => post(token, '/api/v1/packages/renew_package', { periods });
const usage = (token: string, lang: Lang = 'en') => get(token, '/api/v1/packages/check_usage_packages', {}, lang);

/** A new master with a balance (stored × 10000) and its token. */
async function newMaster(username: string, balance: number) {
  const master = await masterWithBalance(server.database, username, balance);
  return { ...master, token: await signIn(server, username, 'master-pass-1') };
}

describe('the catalogue', () => {
  it('lists the enabled base and overlay packages in order, named in the caller’s language with both names', async () => {
    const bases = await get(demoToken, '/api/v1/packages/package_list', { kind: 'base' });
    expect(bases.code).toBe(0);
    expect(bases.data.items.map((p: { code: string }) => p.code)).toEqual(['starter', 'standard', 'pro']);
    expect(bases.data.items[0]).toMatchObject({
      kind: 'base',
      name: 'Starter',
      name_zh_cn: '入门版',
      name_en: 'Starter',
      price: 199_0000,
      duration_days: 30,
      install_quota: 1000,
      app_limit: 10,
      domain_limit: 10,
      state: 'enabled',
    });
    const overlays = await get(demoToken, '/api/v1/packages/package_list', { kind: 'overlay' }, 'zh-CN');
    expect(overlays.data.items.map((p: { name: string }) => p.name)).toEqual([
      '安装量叠加包 1,000',
      '应用叠加包 10 个',
      '域名叠加包 10 个',
    ]);
    expect((await get(demoToken, '/api/v1/packages/package_list')).data.total).toBe(6);
  });
});

describe('check_usage_packages', () => {
  it('answers the demo’s base and add-on: installs of both, apps and domains against the limits, the period', async () => {
    const answer = await usage(demoToken);
    expect(answer.code).toBe(0);
    const demo = await userByName(server.database, 'demo');
    const demoApps = (await server.database.db.select().from(apps).where(eq(apps.accountId, demo.id))).length;
    // The seeded installs since the Standard base was bought 12 days ago are its usage, one record each.
    const [standard] = (await subscriptionsOf(server.database, demo.id)).filter((s) => s.kind === 'base' && s.endsAt > new Date());
    const records = await server.database.db.select().from(packageUsageRecords).where(eq(packageUsageRecords.subscriptionId, standard!.id));
    expect(records.length).toBeGreaterThan(0);
    expect(answer.data).toMatchObject({
      has_package: true,
      plan_code: 'standard',
      plan_name: 'Standard',
      overlay_count: 1,
      install_quota: 6000,
      installs_used: records.length,
      installs_left: 6000 - records.length,
      installs_percent: Math.round((records.length / 6000) * 100),
      app_limit: 30,
      apps_used: demoApps,
      apps_left: 30 - demoApps,
      domain_limit: 30,
      domains_used: 2,
      domains_left: 28,
    });
    expect(answer.data.days_left).toBe(18);
    expect((await usage(demoToken, 'zh-CN')).data.plan_name).toBe('标准版');
  });

  it('answers the free allowance for a master without a package', async () => {
    const master = await newMaster('freeuser', 0);
    expect((await usage(master.token)).data).toEqual({
      has_package: false,
      plan_code: null,
      plan_name: 'Free allowance',
      starts_at: null,
      ends_at: null,
      days_left: 0,
      overlay_count: 0,
      install_quota: 0,
      installs_used: 0,
      installs_left: 0,
      installs_percent: 0,
      app_limit: 5,
      apps_used: 0,
      apps_left: 5,
      apps_percent: 0,
      domain_limit: 5,
      domains_used: 0,
      domains_left: 5,
      domains_percent: 0,
    });
    expect((await usage(master.token, 'zh-CN')).data.plan_name).toBe('免费额度');
  });
});

describe('buying, add-ons, upgrading and renewing', () => {
  it('buys a base package: subscription, order and ledger row together, the balance drops by the price', async () => {
    const master = await newMaster('planbuyer', 3000_0000);
    const starter = await planByCode(server.database, 'starter');
    const quote = await get(master.token, '/api/v1/packages/package_quote', { action: 'buy', plan: 'starter' });
    expect(quote.data).toMatchObject({
      plan_name: 'Starter',
      price: starter.price,
      credit: 0,
      amount: starter.price,
      balance: 3000_0000,
      enough: true,
    });

    const bought = await buy(master.token, 'starter');
    expect(bought.code).toBe(0);
    expect(bought.data).toMatchObject({
      plan_code: 'starter',
      kind: 'base',
      install_quota: 1000,
      installs_used: 0,
      app_limit: 10,
      status: 'active',
    });
    const days = (Date.parse(bought.data.ends_at) - Date.parse(bought.data.starts_at)) / DAY;
    expect(days).toBe(30);
    expect(await balanceOf(server.database, master.id)).toBe(3000_0000 - starter.price);
    const ledger = await ledgerAfter(server.database, master.id, master.openingLedgerId);
    expect(ledger.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([['package', -starter.price, 3000_0000 - starter.price]]);

    const orders = await get(master.token, '/api/v1/packages/package_orders');
    expect(orders.data.total).toBe(1);
    expect(orders.data.items[0]).toMatchObject({
      plan_name: 'Starter',
      kind: 'buy',
      price: starter.price,
      credit: 0,
      amount: starter.price,
    });
    expect(orders.data.items[0].order_no).toBe(ledger[0]!.reference);
    expect((await usage(master.token)).data).toMatchObject({
      has_package: true,
      plan_name: 'Starter',
      install_quota: 1000,
      app_limit: 10,
      days_left: 30,
    });

    // A second base while one is active is refused, naming the package and its end.
    const again = await buy(master.token, 'standard');
    expect(again).toMatchObject({ status: 200, code: 100702 });
    expect(again.msg).toBe(`You already have the package Starter until ${bought.data.ends_at.slice(0, 10)}. Upgrade or renew it instead.`);
    expect(await packageCounts(server.database, master.id)).toEqual({ subscriptions: 1, orders: 1 });
  });

  it('an add-on ends with its base, adds to the quota and limits, and is charged as an overlay', async () => {
    const master = await newMaster('addonbuyer', 3000_0000);
    const base = (await buy(master.token, 'starter')).data;
    const overlay = await buyOverlay(master.token, 'apps-10');
    expect(overlay.code).toBe(0);
    expect(overlay.data).toMatchObject({
      kind: 'overlay',
      base_id: base.id,
      plan_name: 'Apps overlay package 10',
      app_limit: 10,
      ends_at: base.ends_at,
    });
    await buyOverlay(master.token, 'installs-1k');
    expect((await usage(master.token)).data).toMatchObject({ overlay_count: 2, app_limit: 20, install_quota: 2000, domain_limit: 10 });
    const ledger = await ledgerAfter(server.database, master.id, master.openingLedgerId);
    expect(ledger.map((row) => [row.kind, row.amount])).toEqual([
      ['package', -199_0000],
      ['overlay', -49_0000],
      ['overlay', -99_0000],
    ]);
    const mine = await get(master.token, '/api/v1/packages/subscription_list', { kind: 'overlay' });
    expect(mine.data.items.map((s: { plan_code: string }) => s.plan_code)).toEqual(['installs-1k', 'apps-10']);
    // A base package is not an add-on, and the reverse.
    expect((await buyOverlay(master.token, 'pro')).code).toBe(100701);
    expect((await buy(master.token, 'apps-10')).code).toBe(100701);
  });

  it('upgrades with a credit for the unused whole days, charged in full; a cheaper package is not an upgrade', async () => {
    const master = await newMaster('upgrader', 3000_0000);
    const starter = await planByCode(server.database, 'starter');
    const standard = await planByCode(server.database, 'standard');
    const old = await subscribe(server.database, master.id, {
      planId: starter.id,
      installQuota: 1000,
      installsUsed: 400,
      appLimit: 10,
      domainLimit: 10,
      periodPrice: starter.price,
      periodDays: 30,
      daysLeft: 12.5,
    });
    // 12 whole days left of 30 (the started day counts as used): 199 × 12 / 30 = 79.6.
    const credit = 79_6000;
    const quote = await get(master.token, '/api/v1/packages/package_quote', { action: 'upgrade', plan: 'standard' });
    expect(quote.data).toMatchObject({ price: standard.price, credit, days_credited: 12, amount: standard.price - credit, enough: true });

    const upgraded = await upgrade(master.token, 'standard');
    expect(upgraded.code).toBe(0);
    expect(upgraded.data).toMatchObject({ plan_code: 'standard', kind: 'base', install_quota: 5000, installs_used: 0, status: 'active' });
    const ledger = await ledgerAfter(server.database, master.id, master.openingLedgerId);
    expect(ledger.map((row) => [row.kind, row.amount])).toEqual([
      ['package', credit],
      ['package', -standard.price],
    ]);
    expect(await balanceOf(server.database, master.id)).toBe(3000_0000 + credit - standard.price);
    const [replaced] = await subscriptionsOf(server.database, master.id);
    expect(replaced).toMatchObject({ id: old.id, state: 'replaced' });
    expect(replaced!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const order = (await get(master.token, '/api/v1/packages/package_orders', { kind: 'upgrade' })).data.items[0];
    expect(order).toMatchObject({ kind: 'upgrade', price: standard.price, credit, amount: standard.price - credit });
    expect((await get(master.token, '/api/v1/packages/subscription_list', { status: 'replaced' })).data.items).toHaveLength(1);

    for (const plan of ['starter', 'standard']) {
      const refused = await upgrade(master.token, plan);
      expect(refused.code).toBe(100704);
    }
    expect((await upgrade(master.token, 'starter')).msg).toBe(
      'Starter is not an upgrade of your current package Standard: choose a dearer package, or renew.',
    );
  });

  it('renews from the current end at today’s price, adding each period’s installs', async () => {
    const master = await newMaster('renewer', 3000_0000);
    const base = (await buy(master.token, 'starter')).data;
    const quote = await get(master.token, '/api/v1/packages/package_quote', { action: 'renew', periods: 2 });
    expect(quote.data).toMatchObject({ price: 398_0000, amount: 398_0000, starts_at: base.ends_at });
    const renewed = await renew(master.token, 2);
    expect(renewed.code).toBe(0);
    expect(renewed.data.id).toBe(base.id);
    expect((Date.parse(renewed.data.ends_at) - Date.parse(base.ends_at)) / DAY).toBe(60);
    expect(renewed.data.install_quota).toBe(3000);
    expect(await balanceOf(server.database, master.id)).toBe(3000_0000 - 199_0000 - 398_0000);
    const orders = await get(master.token, '/api/v1/packages/package_orders', { sortField: 'amount', sortOrder: 'descend' });
    expect(orders.data.items.map((o: { kind: string }) => o.kind)).toEqual(['renew', 'buy']);
  });

  it('purchases a chosen base plan as what it means now: buying it, renewing the same plan, upgrading to a dearer one', async () => {
    const master = await newMaster('purchaser', 5000_0000);
    const quoteOf = async (plan: string) =>
      (await get(master.token, '/api/v1/packages/package_quote', { action: 'purchase', plan })).data as { action: string; amount: number };

    expect(await quoteOf('starter')).toMatchObject({ action: 'buy', amount: 199_0000 });
    const bought = await purchase(master.token, 'starter');
    expect(bought.data).toMatchObject({ plan_code: 'starter', install_quota: 1000 });

    expect(await quoteOf('starter')).toMatchObject({ action: 'renew', amount: 199_0000 });
    const renewed = await purchase(master.token, 'starter');
    expect(renewed.data).toMatchObject({ id: bought.data.id, install_quota: 2000 });
    expect((Date.parse(renewed.data.ends_at) - Date.parse(bought.data.ends_at)) / DAY).toBe(30);

    expect((await quoteOf('standard')).action).toBe('upgrade');
    const upgraded = await purchase(master.token, 'standard');
    expect(upgraded.data).toMatchObject({ plan_code: 'standard', status: 'active' });

    const orders = await get(master.token, '/api/v1/packages/package_orders', { sortField: 'created_at', sortOrder: 'ascend' });
    expect(orders.data.items.map((o: { kind: string }) => o.kind)).toEqual(['buy', 'renew', 'upgrade']);
    // A cheaper plan is not an upgrade: refused with the reason, nothing stored.
    const cheaper = await purchase(master.token, 'starter');
    expect(cheaper).toMatchObject({ status: 200, code: 100704 });
    expect(await packageCounts(server.database, master.id)).toEqual({ subscriptions: 2, orders: 3 });
  });

  it('refuses what cannot be done, with a clear message, and stores nothing', async () => {
    const master = await newMaster('refused', 100_0000);
    const cases: [Promise<{ code: number; msg: string }>, number, string][] = [
      [buy(master.token, 'nosuchplan'), 100701, 'This package is not on sale.'],
      [buyOverlay(master.token, 'installs-1k'), 100703, 'You have no active package. Buy a package first.'],
      [upgrade(master.token, 'pro'), 100703, 'You have no active package. Buy a package first.'],
      [renew(master.token, 1), 100703, 'You have no active package. Buy a package first.'],
      [buy(master.token, 'starter'), 100501, 'Balance too low'],
    ];
    for (const [answer, code, msg] of cases) {
      const { code: got, msg: text } = await answer;
      expect(got).toBe(code);
      expect(text.startsWith(msg)).toBe(true);
    }
    expect(await packageCounts(server.database, master.id)).toEqual({ subscriptions: 0, orders: 0 });
    expect(await balanceOf(server.database, master.id)).toBe(100_0000);
    expect(await ledgerAfter(server.database, master.id, master.openingLedgerId)).toEqual([]);
    const zh = await buyOverlayIn(master.token);
    expect(zh.msg).toBe('您没有生效中的套餐，请先购买套餐。');
    // Malformed input never reaches the service.
    expect((await post(master.token, '/api/v1/packages/buy_package', { plan: 'Bad Code!' })).status).toBe(400);
    expect((await post(master.token, '/api/v1/packages/renew_package', { periods: 0 })).status).toBe(400);
    expect((await get(master.token, '/api/v1/packages/package_quote', { action: 'steal' })).status).toBe(400);
  });
});

const buyOverlayIn = (token: string) => post(token, '/api/v1/packages/buy_overlay_package', { plan: 'installs-1k' }, 'zh-CN');

describe('roles and accounts', () => {
  it('refuses the operator and the admin (403) and changes nothing', async () => {
    const others = [await signIn(server, 'operator', 'operator123'), await signIn(server, 'admin', 'admin123')];
    for (const token of others) {
      expect(await buy(token, 'starter')).toMatchObject({ status: 403, code: 403 });
      expect(await usage(token)).toMatchObject({ status: 403, code: 403 });
      expect((await get(token, '/api/v1/packages/package_orders')).status).toBe(403);
    }
  });

  it('another master’s orders, packages and usage records stay out of the lists and the usage', async () => {
    const master = await newMaster('loner', 0);
    for (const path of ['package_orders', 'subscription_list', 'usage_records']) {
      const answer = await get(master.token, `/api/v1/packages/${path}`);
      expect(answer.data).toEqual({ items: [], total: 0 });
    }
    expect((await usage(master.token)).data.has_package).toBe(false);
    // The demo's own lists do show its rows: the check above can fail.
    const demo = await userByName(server.database, 'demo');
    const demoRecords = await server.database.db.select().from(packageUsageRecords).where(eq(packageUsageRecords.accountId, demo.id));
    expect(demoRecords.length).toBeGreaterThan(0);
    expect((await get(demoToken, '/api/v1/packages/usage_records')).data.total).toBe(demoRecords.length);
  });
});

describe('limits', () => {
  const newApp = (token: string, name: string, lang: Lang = 'en') =>
    post(token, '/api/v1/new_app', { app_name: name, target_url: 'https://limits.example' }, lang);

  it('refuses an app over the free allowance, and allows it once a package raises the limit', async () => {
    const master = await newMaster('applimit', 1000_0000);
    for (let i = 1; i <= 5; i++) expect((await newApp(master.token, `App ${i}`)).code).toBe(0);
    const refused = await newApp(master.token, 'App 6');
    expect(refused).toMatchObject({
      code: 100705,
      msg: 'Your plan allows 5 apps and you have 5. Upgrade your package or buy an app overlay package to create more.',
    });
    expect((await newApp(master.token, 'App 6', 'zh-CN')).msg).toBe(
      '您的套餐最多可建 5 个应用，当前已有 5 个。请升级套餐或购买应用叠加包后再创建。',
    );
    expect(await server.database.db.select().from(apps).where(eq(apps.accountId, master.id))).toHaveLength(5);
    expect((await buy(master.token, 'starter')).code).toBe(0);
    expect((await newApp(master.token, 'App 6')).code).toBe(0);
    expect((await usage(master.token)).data).toMatchObject({ app_limit: 10, apps_used: 6, apps_left: 4, apps_percent: 60 });
  });

  it('refuses a bought domain over the limit (expired ones do not count) and charges nothing', async () => {
    const root = await rootDomain(server.database, 'site.localhost');
    const master = await newMaster('domainlimit', 1000_0000);
    const later = new Date(Date.now() + 100 * DAY);
    await server.database.db.insert(domains).values([
      ...Array.from({ length: 5 }, (_, i) => ({
        accountId: master.id,
        fullName: `limit-${i}.site.localhost`,
        kind: 'subdomain' as const,
        rootDomainId: root.id,
        expiresAt: later,
      })),
      {
        accountId: master.id,
        fullName: 'limit-old.site.localhost',
        kind: 'subdomain' as const,
        rootDomainId: root.id,
        expiresAt: new Date(Date.now() - DAY),
      },
    ]);
    const refused = await post(master.token, '/api/v1/domains/buy_domain', { name: 'limit-six', root: 'site.localhost', years: 1 });
    expect(refused).toMatchObject({
      code: 100706,
      msg: 'Your plan allows 5 domains and you have 5. Upgrade your package or buy a domain overlay package to buy more.',
    });
    expect(await balanceOf(server.database, master.id)).toBe(1000_0000);
    expect(await ledgerAfter(server.database, master.id, master.openingLedgerId)).toEqual([]);
    await subscribe(server.database, master.id, { domainLimit: 6 });
    expect((await post(master.token, '/api/v1/domains/buy_domain', { name: 'limit-six', root: 'site.localhost', years: 1 })).code).toBe(0);
  });
});

describe('demo records', () => {
  it("lists the seeded demo's own test-link installs, newest first, each in the package period it fell in, in the master's language", async () => {
    const en = await get(demoToken, '/api/v1/packages/demo_records');
    expect(en.data.total).toBe(4);
    const items = en.data.items as { plan_name: string; device: string; created_at: string; period_start: string | null }[];
    expect(items.map((r) => r.plan_name)).toEqual(['Standard', 'Standard', 'Standard', 'Starter']);
    expect(items[0]!.device).toBe('Windows 10 · Edge');
    expect([...items].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(items);
    for (const item of items) expect(item.period_start! <= item.created_at).toBe(true);
    const zh = await get(demoToken, '/api/v1/packages/demo_records', { pageSize: 2 }, 'zh-CN');
    expect(zh.data.items.map((r: { plan_name: string }) => r.plan_name)).toEqual(['标准版', '标准版']);
    expect(zh.data.total).toBe(4);
  });
});

describe('proration', () => {
  const paid = (daysLeft: number, periodDays = 30, periodPrice = 300_0000) => ({
    periodPrice,
    periodDays,
    endsAt: new Date(Date.parse('2026-01-01T00:00:00Z') + daysLeft * DAY),
  });
  const now = new Date('2026-01-01T00:00:00Z');

  it('credits whole unused days at price ÷ days, rounded down; a started day is used', () => {
    expect(upgradeCredit(paid(30), now)).toEqual({ days: 30, credit: 300_0000 });
    expect(upgradeCredit(paid(10.99), now)).toEqual({ days: 10, credit: 100_0000 });
    expect(upgradeCredit(paid(0.5), now)).toEqual({ days: 0, credit: 0 });
    expect(upgradeCredit(paid(-3), now)).toEqual({ days: 0, credit: 0 });
    expect(upgradeCredit(paid(7, 30, 199_0000), now)).toEqual({ days: 7, credit: 46_4333 });
    // After a renewal more than one period is left.
    expect(upgradeCredit(paid(45), now)).toEqual({ days: 45, credit: 450_0000 });
    expect(upgradeCredit(paid(5, 0), now)).toEqual({ days: 5, credit: 0 });
  });
});
