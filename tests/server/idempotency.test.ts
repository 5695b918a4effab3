import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { AccountData } from '../../server/db/account-data';
import { idempotencyKeyOf } from '../../server/money/idempotency';
import { createServices } from '../../server/services';
import { startTestServer, type TestServer } from '../support/test-db';
import { balanceOf, domainCounts, ledgerAfter, masterWithBalance } from './domain-money-helpers';
import { http, signIn, type Answer } from './helpers';
import { packageCounts, planByCode } from './package-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const post = (token: string, url: string, body: object, key?: string): Promise<Answer> =>
  http(server, 'POST', url, { token, lang: 'en', body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

describe('a money call with an Idempotency-Key is charged once', () => {
  it('three parallel purchases with one key make one charge and all answer the same subscription', async () => {
    const starter = await planByCode(server.database, 'starter');
    const master = await masterWithBalance(server.database, 'idemclicks', starter.price * 5);
    const token = await signIn(server, 'idemclicks', 'master-pass-1');

    const answers = await Promise.all(
      [1, 2, 3].map(() => post(token, '/api/v1/packages/purchase_package', { plan: 'starter' }, 'modal-open-1')),
    );

    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(answers[1]!.data).toEqual(answers[0]!.data);
    expect(answers[2]!.data).toEqual(answers[0]!.data);
    expect(await packageCounts(server.database, master.id)).toEqual({ subscriptions: 1, orders: 1 });
    expect(await balanceOf(server.database, master.id)).toBe(master.balance - starter.price);

    // Without a key (or with a new one) the same click is a new purchase: here a renewal.
    expect((await post(token, '/api/v1/packages/purchase_package', { plan: 'starter' }, 'modal-open-2')).code).toBe(0);
    expect(await packageCounts(server.database, master.id)).toEqual({ subscriptions: 1, orders: 2 });
  });

  it('refuses the same key with another body or for another operation, charging nothing', async () => {
    const master = await masterWithBalance(server.database, 'idemreuse', 1_000_0000);
    const token = await signIn(server, 'idemreuse', 'master-pass-1');
    expect((await post(token, '/api/v1/packages/buy_package', { plan: 'starter' }, 'k-reuse')).code).toBe(0);
    const balance = await balanceOf(server.database, master.id);

    const otherBody = await post(token, '/api/v1/packages/renew_package', { periods: 2 }, 'k-reuse');
    expect(otherBody).toMatchObject({ status: 200, code: 100507 });
    expect(otherBody.msg).toMatch(/Idempotency-Key was already used/);
    const otherPlan = await post(token, '/api/v1/packages/buy_package', { plan: 'pro' }, 'k-reuse');
    expect(otherPlan.code).toBe(100507);
    expect(await balanceOf(server.database, master.id)).toBe(balance);
  });

  it('a key is kept per account: another master may use the same key', async () => {
    await masterWithBalance(server.database, 'idemother', 1_000_0000);
    const token = await signIn(server, 'idemother', 'master-pass-1');
    expect((await post(token, '/api/v1/packages/buy_package', { plan: 'starter' }, 'k-reuse')).code).toBe(0);
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    await masterWithBalance(server.database, 'idembadkey', 1_000_0000);
    const token = await signIn(server, 'idembadkey', 'master-pass-1');
    const answer = await post(token, '/api/v1/packages/buy_package', { plan: 'starter' }, 'x'.repeat(101));
    expect(answer).toMatchObject({ status: 400, code: 400 });
    expect(answer.msg).toMatch(/Idempotency-Key/);
  });

  it('a retry after the charge committed but its answer was lost charges nothing more and answers the first result', async () => {
    const starter = await planByCode(server.database, 'starter');
    const master = await masterWithBalance(server.database, 'idemcrash', starter.price * 3);
    const token = await signIn(server, 'idemcrash', 'master-pass-1');
    const body = { plan: 'starter' };
    // The first call runs to its commit through the server's own services; its answer never leaves.
    const services = createServices({ db: server.database.db, config: loadConfig(process.env), log: server.app.log, operations: [] });
    const account = AccountData.of(server.database.db, master.id, master.id);
    const key = idempotencyKeyOf('lost-answer', 'purchasePackage', { body, params: {} });
    const first = await services.packagePurchases.purchase(account, 'starter', 'en', key);

    const retry = await post(token, '/api/v1/packages/purchase_package', body, 'lost-answer');

    expect(retry.code).toBe(0);
    expect(retry.data).toEqual(first);
    expect(await packageCounts(server.database, master.id)).toEqual({ subscriptions: 1, orders: 1 });
    expect(await ledgerAfter(server.database, master.id, master.openingLedgerId)).toHaveLength(1);
  });

  it('buying a domain and renewing it repeat by key without a second charge', async () => {
    const master = await masterWithBalance(server.database, 'idemdomain', 1_000_0000);
    const token = await signIn(server, 'idemdomain', 'master-pass-1');
    const bought = await Promise.all(
      [1, 2, 3].map(() => post(token, '/api/v1/domains/buy_domain', { name: 'idem-shop', root: 'pwa.localhost', years: 1 }, 'buy-1')),
    );
    expect(bought.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(bought[2]!.data).toEqual(bought[0]!.data);
    const id = bought[0]!.data.id as number;
    const renewed = await Promise.all([1, 2, 3].map(() => post(token, '/api/v1/domains/renew_domain', { id, years: 1 }, 'renew-1')));
    expect(renewed.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(renewed[1]!.data).toEqual(renewed[0]!.data);
    expect(await domainCounts(server.database, master.id)).toMatchObject({ domains: 1, orders: 2 });
    expect(await ledgerAfter(server.database, master.id, master.openingLedgerId)).toHaveLength(2);
  });

  it('creating a recharge order repeats by key: one order', async () => {
    await masterWithBalance(server.database, 'idemrecharge', 0);
    const token = await signIn(server, 'idemrecharge', 'master-pass-1');
    const answers = await Promise.all([1, 2, 3].map(() => post(token, '/api/v1/order/recharge', { amount: 100_0000 }, 'pay-1')));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((a) => a.data.order_no)).size).toBe(1);
    const list = await http(server, 'GET', '/api/v1/order/get_recharge_List?page=1&pageSize=10', { token });
    expect(list.data.total).toBe(1);
  });
});

describe("a domain's total term is capped", () => {
  it('refuses a renewal that would set the expiry more than ten years ahead, with the reason, charging nothing', async () => {
    const master = await masterWithBalance(server.database, 'idemterm', 10_000_0000);
    const token = await signIn(server, 'idemterm', 'master-pass-1');
    const bought = await post(token, '/api/v1/domains/buy_domain', { name: 'long-term', root: 'pwa.localhost', years: 9 });
    expect(bought.code).toBe(0);
    expect((await post(token, '/api/v1/domains/renew_domain', { id: bought.data.id, years: 1 })).code).toBe(0);
    const balance = await balanceOf(server.database, master.id);

    const beyond = await post(token, '/api/v1/domains/renew_domain', { id: bought.data.id, years: 1 });

    expect(beyond).toMatchObject({ status: 200, code: 100519 });
    expect(beyond.msg).toMatch(/long-term\.pwa\.localhost would then expire on \d{4}-\d{2}-\d{2}, more than 10 years ahead/);
    expect(await balanceOf(server.database, master.id)).toBe(balance);
  });
});
