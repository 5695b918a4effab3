import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { balanceOf, ledgerAfter, masterWithBalance } from './domain-money-helpers';
import { http, inject, insertUser, signIn, type Answer } from './helpers';
import { planByCode, subscribe, subscriptionsOf } from './package-helpers';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  // The session cache on, as in production: a disabled account must be refused although its session is cached.
  server = await startTestServer({ config: { sessionCacheMs: 60_000 } });
  admin = await signIn(server, 'admin', 'admin123');
});
afterAll(() => server?.close());

const call = (method: string, url: string, body?: object, as = admin, headers?: Record<string, string>): Promise<Answer> =>
  inject(server, method, url, { token: as, lang: 'en', ...(body ? { body } : {}), ...(headers ? { headers } : {}) });
const list = async (query = '', as = admin) => (await call('GET', `/admin/v1/account/list?pageSize=1000${query}`, undefined, as)).data;
const namesOf = (data: { items: { username: string }[] }) => data.items.map((row) => row.username);

/** Words that would be a secret in an answer: stored hashes, SDK secrets and two-factor secrets. */
const SECRET_FIELDS = /password_hash|passwordHash|app_secret|appSecret|totp|app_key|appKey/;

describe('the list of every account', () => {
  it('lists admins, masters and operators with the operator’s master and no secret', async () => {
    const data = await list();
    expect(namesOf(data)).toEqual(expect.arrayContaining(['admin', 'demo', 'operator']));
    expect(data.total).toBe(data.items.length);
    const operator = data.items.find((row: { username: string }) => row.username === 'operator');
    expect(operator).toMatchObject({ role: 'official', parent_username: 'demo' });
    expect(data.items.find((row: { username: string }) => row.username === 'admin')).toMatchObject({ is_self: true });
    expect(JSON.stringify(data)).not.toMatch(SECRET_FIELDS);
  });

  it('filters by role, state, text, creation day, balance range and package', async () => {
    const rich = await masterWithBalance(server.database, 'filterrich', 5_000_0000);
    await masterWithBalance(server.database, 'filterpoor', 10_0000);
    await insertUser(server.database, { username: 'filteroff', password: 'x-pass-1', role: 'master', status: 'disabled' });
    const standard = await planByCode(server.database, 'standard');
    await subscribe(server.database, rich.id, { planId: standard.id });

    expect((await list('&role=official')).items.every((row: { role: string }) => row.role === 'official')).toBe(true);
    expect(namesOf(await list('&status=disabled'))).toContain('filteroff');
    expect(namesOf(await list('&status=active'))).not.toContain('filteroff');
    expect(namesOf(await list('&username=FILTERR'))).toEqual(['filterrich']);
    expect(namesOf(await list('&username=filter&balance_min=1000000&balance_max=100000000'))).toEqual(['filterrich']);
    expect(namesOf(await list('&username=filter&balance_max=100000'))).toEqual(['filterpoor', 'filteroff']);
    const withStandard = await list('&username=filter&plan=standard');
    expect(namesOf(withStandard)).toEqual(['filterrich']);
    expect(withStandard.items[0]).toMatchObject({ plan_name: standard.nameEn });
    expect(namesOf(await list('&username=filter&plan=none'))).toEqual(['filterpoor', 'filteroff']);
    const today = new Date().toISOString().slice(0, 10);
    expect(namesOf(await list(`&username=filter&created_at_start=${today}`))).toHaveLength(3);
    expect(namesOf(await list('&username=filter&created_at_end=2000-01-01'))).toEqual([]);
  });

  it('sorts by balance', async () => {
    const data = await list('&role=master&sortField=balance&sortOrder=descend');
    const balances = data.items.map((row: { balance: number }) => row.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });
});

describe('creating, editing, disabling', () => {
  it('creates a master who signs in, with its unit price', async () => {
    const answer = await call('POST', '/admin/v1/account/create', {
      username: 'adminmade',
      password: 'made-pass-1',
      truename: 'Made by admin',
      email: 'adminmade@example.test',
      unit_price: 2500,
    });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ username: 'adminmade', role: 'master', status: 'active', unit_price: 2500, balance: 0 });
    expect(JSON.stringify(answer.data)).not.toMatch(SECRET_FIELDS);
    expect(await signIn(server, 'adminmade', 'made-pass-1')).toBeTruthy();
    const again = await call('POST', '/admin/v1/account/create', {
      username: 'ADMINMADE',
      password: 'made-pass-1',
      email: 'other@example.test',
    });
    expect(again).toMatchObject({ status: 200, code: 100013 });
  });

  it('edits name, e-mail and mobile', async () => {
    const user = await insertUser(server.database, { username: 'editme', password: 'edit-pass-1', role: 'master' });
    const answer = await call('POST', '/admin/v1/account/edit', {
      id: user.id,
      truename: 'Edited',
      email: 'Edited@Example.test',
      mobile: '+8613800001111',
    });
    expect(answer.data).toMatchObject({ truename: 'Edited', email: 'edited@example.test', mobile: '+8613800001111' });
    expect((await call('POST', '/admin/v1/account/edit', { id: user.id, mobile: '' })).data.mobile).toBeNull();
    expect(await call('POST', '/admin/v1/account/edit', { id: 999999, truename: 'x' })).toMatchObject({ status: 404 });
  });

  it('disabling ends the account’s sessions at once; enabling lets it sign in again', async () => {
    await insertUser(server.database, { username: 'tobedisabled', password: 'dis-pass-1', role: 'master' });
    const token = await signIn(server, 'tobedisabled', 'dis-pass-1');
    // The session is in the cache now.
    expect((await call('GET', '/api/v1/user/get_user_details', undefined, token)).code).toBe(0);
    const id = (await list('&username=tobedisabled')).items[0].id;

    const answer = await call('POST', '/admin/v1/account/state', { id, status: 'disabled' });
    expect(answer.data).toMatchObject({ status: 'disabled' });
    expect(await call('GET', '/api/v1/user/get_user_details', undefined, token)).toMatchObject({ status: 401 });
    expect(
      (await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'tobedisabled', password: 'dis-pass-1' } })).code,
    ).not.toBe(0);

    expect((await call('POST', '/admin/v1/account/state', { id, status: 'active' })).data.status).toBe('active');
    expect(await signIn(server, 'tobedisabled', 'dis-pass-1')).toBeTruthy();
  });

  it('never disables the admin itself; of two admins disabling each other at once, one stays active', async () => {
    const self = (await list('&role=admin')).items.find((row: { username: string }) => row.username === 'admin');
    expect(await call('POST', '/admin/v1/account/state', { id: self.id, status: 'disabled' })).toMatchObject({ code: 101321 });
    const other = await insertUser(server.database, { username: 'secondadmin', password: 'second-pass-1', role: 'admin' });
    const second = await signIn(server, 'secondadmin', 'second-pass-1');
    const actives = (await list('&role=admin&status=active')).items.map((row: { id: number }) => row.id);
    // Every other active admin is disabled first, so these two are the last.
    for (const id of actives)
      if (id !== self.id && id !== other.id) await call('POST', '/admin/v1/account/state', { id, status: 'disabled' });

    const answers = await Promise.all([
      http(server, 'POST', '/admin/v1/account/state', { token: admin, lang: 'en', body: { id: other.id, status: 'disabled' } }),
      http(server, 'POST', '/admin/v1/account/state', { token: second, lang: 'en', body: { id: self.id, status: 'disabled' } }),
    ]);
    const codes = answers.map((a) => a.code).sort();
    // One succeeds; the other is refused as the last admin, or (its caller just disabled) as signed out.
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect([101322, 401]).toContain(codes.find((code) => code !== 0));
    // Asked as the one still active: when the second admin's call won, `admin` was disabled and signed out.
    const survivor = answers[0]!.code === 0 ? admin : second;
    expect((await list('&role=admin&status=active', survivor)).items).toHaveLength(1);
    // Put both back for the other tests.
    for (const id of [self.id, other.id]) await call('POST', '/admin/v1/account/state', { id, status: 'active' }, survivor);
    for (const id of actives) await call('POST', '/admin/v1/account/state', { id, status: 'active' }, survivor);
    admin = await signIn(server, 'admin', 'admin123');
    expect((await list('&role=admin&status=active')).items.length).toBeGreaterThanOrEqual(2);
  });

  it('sets a master’s unit price and refuses it for an operator', async () => {
    const master = await insertUser(server.database, { username: 'pricedmaster', password: 'p-pass-1', role: 'master' });
    expect((await call('POST', '/admin/v1/account/unit_price', { id: master.id, unit_price: 1234 })).data.unit_price).toBe(1234);
    const op = await insertUser(server.database, { username: 'pricedop', password: 'p-pass-1', role: 'official', parentId: master.id });
    expect(await call('POST', '/admin/v1/account/unit_price', { id: op.id, unit_price: 1 })).toMatchObject({ code: 101320 });
  });
});

describe('adjusting a balance', () => {
  it('writes an adjust ledger row with the reason, which the master sees in its ledger', async () => {
    const master = await masterWithBalance(server.database, 'adjusted', 100_0000);
    const answer = await call('POST', '/admin/v1/account/adjust', { id: master.id, amount: 25_0000, reason: 'Refund of ticket 42' });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ kind: 'adjust', amount: 25_0000, balance_after: 125_0000, reference: 'Refund of ticket 42' });
    expect(await balanceOf(server.database, master.id)).toBe(125_0000);

    const token = await signIn(server, 'adjusted', 'master-pass-1');
    const ledger = await call('GET', '/api/v1/order/get_deduction_statis_list?cursor=&pageSize=20', undefined, token);
    expect(ledger.code).toBe(0);
    expect(ledger.data.items[0]).toMatchObject({ kind: 'adjust', amount: 25_0000, reference: 'Refund of ticket 42' });

    const detail = await call('GET', `/admin/v1/account/detail?id=${master.id}`);
    expect(detail.data.ledger[0]).toMatchObject({ kind: 'adjust', reference: 'Refund of ticket 42' });
    expect(JSON.stringify(detail.data)).not.toMatch(SECRET_FIELDS);
  });

  it('refuses to go below zero, an amount of 0 and a non-master, changing nothing', async () => {
    const master = await masterWithBalance(server.database, 'adjustlow', 10_0000);
    const below = await call('POST', '/admin/v1/account/adjust', { id: master.id, amount: -10_0001, reason: 'Too much' });
    expect(below).toMatchObject({ status: 200, code: 101323 });
    expect(await call('POST', '/admin/v1/account/adjust', { id: master.id, amount: 0, reason: 'Nothing' })).toMatchObject({ code: 101324 });
    expect(await call('POST', '/admin/v1/account/adjust', { id: master.id, amount: 1, reason: '   ' })).toMatchObject({ code: 101324 });
    const op = await insertUser(server.database, { username: 'adjustop', password: 'p-pass-1', role: 'official', parentId: master.id });
    expect(await call('POST', '/admin/v1/account/adjust', { id: op.id, amount: 1, reason: 'x' })).toMatchObject({ code: 101320 });
    expect(await balanceOf(server.database, master.id)).toBe(10_0000);
    expect(await ledgerAfter(server.database, master.id, master.openingLedgerId)).toEqual([]);
    // Exactly down to zero is allowed.
    expect((await call('POST', '/admin/v1/account/adjust', { id: master.id, amount: -10_0000, reason: 'Close' })).data.balance_after).toBe(
      0,
    );
  });

  it('is exact under parallel deductions over real HTTP: of 40 at a balance covering 10, exactly 10 succeed', async () => {
    const master = await masterWithBalance(server.database, 'adjustrush', 10 * 3_0000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        http(server, 'POST', '/admin/v1/account/adjust', {
          token: admin,
          lang: 'en',
          body: { id: master.id, amount: -3_0000, reason: `rush ${i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.code === 101323)).toHaveLength(30);
    expect(await balanceOf(server.database, master.id)).toBe(0);
    const rows = await ledgerAfter(server.database, master.id, master.openingLedgerId);
    expect(rows).toHaveLength(10);
    let running = master.balance;
    for (const row of rows) {
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
  });

  it('with one Idempotency-Key, parallel repeats adjust once', async () => {
    const master = await masterWithBalance(server.database, 'adjustonce', 0);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', '/admin/v1/account/adjust', { id: master.id, amount: 7_0000, reason: 'Bonus' }, admin, { 'idempotency-key': 'adj-1' }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(await balanceOf(server.database, master.id)).toBe(7_0000);
  });
});

describe('giving a package', () => {
  it('starts the plan without an active base, then extends it, charging nothing', async () => {
    const master = await masterWithBalance(server.database, 'granted', 50_0000);
    const starter = await planByCode(server.database, 'starter');
    const started = await call('POST', '/admin/v1/account/grant_package', { id: master.id, plan: 'starter' });
    expect(started.code).toBe(0);
    expect(started.data).toMatchObject({ action: 'start', plan_name: starter.nameEn });
    const days = (Date.parse(started.data.ends_at) - Date.parse(started.data.starts_at)) / 86_400_000;
    expect(days).toBe(starter.durationDays);

    const extended = await call('POST', '/admin/v1/account/grant_package', { id: master.id, plan: 'starter', periods: 2 });
    expect(extended.data).toMatchObject({ action: 'extend', starts_at: started.data.ends_at });
    expect((Date.parse(extended.data.ends_at) - Date.parse(started.data.ends_at)) / 86_400_000).toBe(starter.durationDays * 2);
    const subscriptions = await subscriptionsOf(server.database, master.id);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.installQuota).toBe(starter.installQuota * 3);
    expect(await balanceOf(server.database, master.id)).toBe(50_0000);

    // The master sees both as package orders of price 0 numbered GR…, and its package in the admin's list.
    const token = await signIn(server, 'granted', 'master-pass-1');
    const orders = await call('GET', '/api/v1/packages/package_orders?page=1&pageSize=20', undefined, token);
    expect(orders.data.items).toHaveLength(2);
    for (const order of orders.data.items) expect(order).toMatchObject({ amount: 0, order_no: expect.stringMatching(/^GR/) });
    expect((await list('&username=granted')).items[0]).toMatchObject({ plan_name: starter.nameEn, plan_ends_at: extended.data.ends_at });

    expect(await call('POST', '/admin/v1/account/grant_package', { id: master.id, plan: 'no-such-plan' })).toMatchObject({ code: 100701 });
  });
});

describe('the details', () => {
  it('answers the demo master with its apps, domains, orders, ledger and installs, each at most 20', async () => {
    const demo = (await list('&username=demo&role=master')).items.find((row: { username: string }) => row.username === 'demo');
    const detail = (await call('GET', `/admin/v1/account/detail?id=${demo.id}`)).data;
    expect(detail).toMatchObject({ username: 'demo', role: 'master' });
    for (const field of ['apps', 'domains', 'recharge_orders', 'ledger', 'installs']) {
      expect(Array.isArray(detail[field])).toBe(true);
      expect(detail[field].length).toBeLessThanOrEqual(20);
    }
    expect(detail.apps.length).toBeGreaterThan(0);
    expect(detail.app_count).toBeGreaterThanOrEqual(detail.apps.length);
    expect(await call('GET', '/admin/v1/account/detail?id=999999')).toMatchObject({ status: 404 });
  });
});

describe('only for admins', () => {
  it('refuses a master and an operator', async () => {
    const master = await signIn(server, 'demo', 'demo123');
    const operator = await signIn(server, 'operator', 'operator123');
    for (const token of [master, operator]) {
      expect(await call('GET', '/admin/v1/account/list', undefined, token)).toMatchObject({ status: 403 });
      expect(await call('POST', '/admin/v1/account/adjust', { id: 1, amount: 1, reason: 'x' }, token)).toMatchObject({ status: 403 });
    }
  });
});
