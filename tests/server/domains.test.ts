import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, domains } from '../../server/db/schema';
import type { TxtResolver } from '../../server/domains/txt-resolver';
import { startTestServer, type TestServer } from '../support/test-db';
import { balanceOf, domainCounts, ledgerAfter, masterWithBalance } from './domain-money-helpers';
import { insertApp } from './content-helpers';
import { inject, signIn, userByName, type Answer } from './helpers';
import { storedData } from './operation-requests';

/** A stub DNS: TXT records by name, set by the tests. */
const txtRecords = new Map<string, string[][]>();
const stubResolver: TxtResolver = { resolveTxt: async (name) => txtRecords.get(name) ?? [] };

let server: TestServer;
let token: string;
let master: Awaited<ReturnType<typeof masterWithBalance>>;
beforeAll(async () => {
  server = await startTestServer({ txtResolver: stubResolver });
  master = await masterWithBalance(server.database, 'domainbuyer', 100_0000);
  token = await signIn(server, 'domainbuyer', 'master-pass-1');
});
afterAll(() => server?.close());

const call = (method: string, url: string, body?: object, as = token): Promise<Answer> =>
  inject(server, method, url, { token: as, lang: 'en', ...(body ? { body } : {}) });
const check = (name: string, root: string, years = 1) =>
  call('GET', `/api/v1/domains/domain_check?${new URLSearchParams({ name, root, years: String(years) })}`);
const buy = (name: string, root: string, years = 1, as = token) => call('POST', '/api/v1/domains/buy_domain', { name, root, years }, as);
const myDomains = async (as = token) =>
  (await call('GET', '/api/v1/domains/domain_list?pageSize=100', undefined, as)).data.items as { full_name: string }[];

describe('root domains and settings', () => {
  it('lists the enabled root domains in order, with the special price as the price while the offer is on', async () => {
    const answer = await call('GET', '/api/v1/domains/root_domain_select');
    expect(answer.code).toBe(0);
    expect(answer.data.items.map((r: { domain: string; price: number }) => [r.domain, r.price])).toEqual([
      ['pwa.localhost', 9_9000],
      ['app.localhost', 20_0000],
      ['site.localhost', 12_0000],
    ]);
    expect(answer.data.items[0]).toMatchObject({ yearly_price: 30_0000, special_offer: true, special_price: 9_9000, state: 'enabled' });
  });

  it('tells the name rules', async () => {
    const answer = await call('GET', '/api/v1/domains/domain_setting');
    expect(answer.data).toMatchObject({ label_min: 3, label_max: 63, max_years: 10, txt_prefix: '_pwa-verify' });
    expect(answer.data.reserved).toContain('admin');
  });
});

describe('availability while typing', () => {
  it('answers available with the price for the years and whether the balance covers it', async () => {
    const answer = await check('My-Shop', 'pwa.localhost', 3);
    expect(answer.data).toEqual({
      full_name: 'my-shop.pwa.localhost',
      availability: 'available',
      yearly_price: 9_9000,
      special_offer: true,
      years: 3,
      amount: 29_7000,
      balance: 100_0000,
      enough: true,
    });
    expect((await check('my-shop', 'app.localhost', 10)).data).toMatchObject({ amount: 200_0000, enough: false });
  });

  it.each([
    ['ab', 'invalid'],
    ['-shop', 'invalid'],
    ['shop-', 'invalid'],
    ['sh_op', 'invalid'],
    ['a'.repeat(64), 'invalid'],
    ['admin', 'reserved'],
    ['demo-shop', 'taken'],
  ])('%s is %s', async (name, availability) => {
    expect((await check(name, 'app.localhost')).data.availability).toBe(availability);
  });

  it('refuses a root domain that is not on sale', async () => {
    expect((await check('shop', 'example.com')).code).toBe(100515);
  });
});

describe('buying and renewing', () => {
  it('charges the price once: domain, order and ledger row together, and the balance drops by the price', async () => {
    const before = await balanceOf(server.database, master.id);
    const answer = await buy('first-shop', 'pwa.localhost', 2);
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ full_name: 'first-shop.pwa.localhost', kind: 'subdomain', state: 'active', app_id: null });
    const expires = new Date(answer.data.expires_at);
    const inTwoYears = new Date();
    inTwoYears.setUTCFullYear(inTwoYears.getUTCFullYear() + 2);
    expect(Math.abs(expires.getTime() - inTwoYears.getTime())).toBeLessThan(60 * 60 * 1000);
    expect(await balanceOf(server.database, master.id)).toBe(before - 19_8000);

    const orders = (await call('POST', '/api/v1/domains/deduction_record_list', {})).data;
    expect(orders.total).toBe(1);
    expect(orders.items[0]).toMatchObject({
      domain_name: 'first-shop.pwa.localhost',
      kind: 'buy',
      years: 2,
      yearly_price: 9_9000,
      amount: 19_8000,
      balance_after: before - 19_8000,
    });
    const [charge] = await ledgerAfter(server.database, master.id, master.openingLedgerId);
    expect(charge).toMatchObject({ amount: -19_8000, balanceAfter: before - 19_8000, kind: 'domain', reference: orders.items[0].order_no });
    expect((await myDomains()).map((d) => d.full_name)).toContain('first-shop.pwa.localhost');
  });

  it('refuses a taken, reserved or invalid name and changes nothing', async () => {
    const before = await storedData(server.database);
    expect(await buy('first-shop', 'pwa.localhost')).toMatchObject({ code: 100514, msg: 'first-shop.pwa.localhost is already taken.' });
    expect((await buy('www', 'pwa.localhost')).code).toBe(100513);
    expect((await buy('no', 'pwa.localhost')).code).toBe(100512);
    expect(await storedData(server.database)).toEqual(before);
  });

  it('refuses a purchase the balance does not cover, with a clear message, and stores nothing', async () => {
    const before = await storedData(server.database);
    const answer = await buy('too-dear', 'app.localhost', 10);
    expect(answer).toMatchObject({ status: 200, code: 100501 });
    expect(answer.msg).toMatch(/^Balance too low: this needs 200 and the balance is 80\.2\./);
    expect(await storedData(server.database)).toEqual(before);
  });

  it('renews from the current expiry at the root domain price, with its own order and charge', async () => {
    const [domain] = await server.database.db.select().from(domains).where(eq(domains.fullName, 'first-shop.pwa.localhost'));
    const before = await balanceOf(server.database, master.id);
    const answer = await call('POST', '/api/v1/domains/renew_domain', { id: domain!.id, years: 1 });
    expect(answer.code).toBe(0);
    const expected = new Date(domain!.expiresAt!);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(answer.data.expires_at).toBe(expected.toISOString());
    expect(await balanceOf(server.database, master.id)).toBe(before - 9_9000);
    expect(answer.data.renew_price).toBe(9_9000);
    const orders = (await call('POST', '/api/v1/domains/deduction_record_list', { kind: 'renew' })).data;
    expect(orders.items).toEqual([
      expect.objectContaining({ kind: 'renew', years: 1, amount: 9_9000, expires_at: expected.toISOString() }),
    ]);
  });

  it('sorts the domain orders by a declared field and refuses any other', async () => {
    const byAmount = (await call('POST', '/api/v1/domains/deduction_record_list', { sortField: 'amount', sortOrder: 'ascend' })).data;
    const amounts = byAmount.items.map((order: { amount: number }) => order.amount);
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const refused = await inject(server, 'POST', '/api/v1/domains/deduction_record_list', {
      token,
      lang: 'en',
      body: { sortField: 'ledger_id' },
    });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('sortField');
  });

  it('renews an expired domain from today', async () => {
    const bought = await buy('lapsed', 'site.localhost');
    await server.database.db
      .update(domains)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(domains.id, bought.data.id));
    expect((await myDomains()).find((d) => d.full_name === 'lapsed.site.localhost')).toMatchObject({ state: 'expired' });
    const renewed = await call('POST', '/api/v1/domains/renew_domain', { id: bought.data.id, years: 1 });
    expect(renewed.data.state).toBe('active');
    expect(new Date(renewed.data.expires_at).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });
});

describe('binding to an app', () => {
  it('binds a domain to one app, moves it to another, and unbinds it; the apps list it in their record', async () => {
    const first = await insertApp(server.database, master.id, 'First app');
    const second = await insertApp(server.database, master.id, 'Second app');
    const bought = await buy('bindme', 'site.localhost');
    const recordOf = async (id: number) => (await server.database.db.select().from(apps).where(eq(apps.id, id)))[0]!.record;

    const bound = await call('POST', '/api/v1/domains/pwa_bind_domain', { id: bought.data.id, app_id: first.appId });
    expect(bound.data).toMatchObject({ app_id: first.appId, app_name: 'First app' });
    expect(await recordOf(first.id)).toEqual(['bindme.site.localhost']);

    await call('POST', '/api/v1/domains/pwa_bind_domain', { id: bought.data.id, app_id: second.appId });
    expect(await recordOf(first.id)).toEqual([]);
    expect(await recordOf(second.id)).toEqual(['bindme.site.localhost']);

    const unbound = await call('POST', '/api/v1/domains/pwa_unbind_domain', { id: bought.data.id });
    expect(unbound.data).toMatchObject({ app_id: null, app_name: null });
    expect(await recordOf(second.id)).toEqual([]);
  });

  it('refuses to bind an expired domain, saying why', async () => {
    const app = await insertApp(server.database, master.id, 'Third app');
    const bought = await buy('old-one', 'site.localhost');
    await server.database.db
      .update(domains)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(domains.id, bought.data.id));
    const answer = await call('POST', '/api/v1/domains/pwa_bind_domain', { id: bought.data.id, app_id: app.appId });
    expect(answer).toMatchObject({
      code: 100516,
      msg: 'old-one.site.localhost is expired or not verified yet, so it cannot serve an app.',
    });
  });
});

describe('custom domains', () => {
  it('adds one pending, verifies it by its TXT record, then it can be bound', async () => {
    const added = await call('POST', '/api/v1/domains/add_custom_domain', { domain: 'Shop.Example.com.' });
    expect(added.data).toMatchObject({
      full_name: 'shop.example.com',
      kind: 'custom',
      state: 'pending',
      txt_name: '_pwa-verify.shop.example.com',
    });
    expect(added.data.txt_value).toMatch(/^pwa-verify=/);

    const missing = await call('POST', '/api/v1/domains/verify_custom_domain', { id: added.data.id });
    expect(missing.code).toBe(100517);
    expect(missing.msg).toContain('_pwa-verify.shop.example.com');

    txtRecords.set('_pwa-verify.shop.example.com', [['unrelated'], [added.data.txt_value.slice(0, 10), added.data.txt_value.slice(10)]]);
    const verified = await call('POST', '/api/v1/domains/verify_custom_domain', { id: added.data.id });
    expect(verified.data).toMatchObject({ state: 'active', expires_at: null });

    const app = await insertApp(server.database, master.id, 'Custom app');
    expect((await call('POST', '/api/v1/domains/pwa_bind_domain', { id: added.data.id, app_id: app.appId })).code).toBe(0);
    expect((await call('POST', '/api/v1/domains/renew_domain', { id: added.data.id, years: 1 })).code).toBe(100518);
  });

  it('refuses a name under a root domain of the platform, a taken one and a malformed one', async () => {
    expect((await call('POST', '/api/v1/domains/add_custom_domain', { domain: 'mine.pwa.localhost' })).code).toBe(100513);
    expect((await call('POST', '/api/v1/domains/add_custom_domain', { domain: 'shop.example.com' })).code).toBe(100514);
    expect((await call('POST', '/api/v1/domains/add_custom_domain', { domain: 'no spaces.com' })).code).toBe(100512);
    expect((await call('POST', '/api/v1/domains/add_custom_domain', { domain: 'localhost' })).code).toBe(100512);
  });
});

describe('roles and accounts', () => {
  it('official and admin get the refusal of master calls (403), and nothing changes', async () => {
    const others = [await signIn(server, 'operator', 'operator123'), await signIn(server, 'admin', 'admin123')];
    const before = await storedData(server.database);
    for (const other of others) {
      expect(await buy('not-mine', 'site.localhost', 1, other)).toMatchObject({ status: 403, code: 403 });
      expect((await call('GET', '/api/v1/domains/root_domain_select', undefined, other)).status).toBe(403);
      expect((await call('POST', '/api/v1/domains/deduction_record_list', {}, other)).status).toBe(403);
    }
    expect(await storedData(server.database)).toEqual(before);
  });

  it("another master's domain answers as not found and stays unchanged; its lists hold only its own", async () => {
    const demo = await userByName(server.database, 'demo');
    const [demoDomain] = await server.database.db.select().from(domains).where(eq(domains.accountId, demo.id));
    const before = await storedData(server.database);
    for (const [url, body] of [
      ['/api/v1/domains/renew_domain', { id: demoDomain!.id, years: 1 }],
      ['/api/v1/domains/pwa_unbind_domain', { id: demoDomain!.id }],
      ['/api/v1/domains/verify_custom_domain', { id: demoDomain!.id }],
    ] as const) {
      expect(await call('POST', url, body), url).toMatchObject({ code: 100511, msg: 'This domain does not exist in your account.' });
    }
    expect(await storedData(server.database)).toEqual(before);
    expect((await myDomains()).some((d) => d.full_name === demoDomain!.fullName)).toBe(false);
    expect(await domainCounts(server.database, demo.id)).toEqual({ domains: 2, orders: 2 });
  });
});
