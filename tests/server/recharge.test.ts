import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { rechargeOrders, rechargePlans, users } from '../../server/db/schema';
import { createLedgerService } from '../../server/money/ledger-service';
import { createRechargeOrderService } from '../../server/orders/recharge-order-service';
import { createRechargePlanService } from '../../server/orders/recharge-plan-service';
import { createRechargeSettlementService } from '../../server/orders/recharge-settlement-service';
import type { SignedPaymentNotice } from '../../server/payments/payment-provider';
import { signNotice } from '../../server/payments/payment-signature';
import { createSandboxProvider } from '../../server/payments/sandbox-provider';
import { startTestServer, type TestServer } from '../support/test-db';
import { balanceOf, ledgerAfter, masterWithBalance } from './domain-money-helpers';
import { http, inject, insertUser, signIn, type Answer } from './helpers';

const SECRET = 'recharge-test-secret';
const recharge = { ...loadConfig().recharge, paymentSecret: SECRET, sweepMs: 0 };

let server: TestServer;
let token: string;
let otherToken: string;
let master: Awaited<ReturnType<typeof masterWithBalance>>;
beforeAll(async () => {
  server = await startTestServer({ config: { recharge } });
  master = await masterWithBalance(server.database, 'payer', 10_0000);
  await masterWithBalance(server.database, 'otherpayer', 0);
  await insertUser(server.database, { username: 'payerop', password: 'op-pass-1', role: 'official', parentId: master.id });
  token = await signIn(server, 'payer', 'master-pass-1');
  otherToken = await signIn(server, 'otherpayer', 'master-pass-1');
});
afterAll(() => server?.close());

const call = (method: string, url: string, body?: object, as = token, lang: 'en' | 'zh-CN' = 'en'): Promise<Answer> =>
  inject(server, method, url, { token: as, lang, ...(body ? { body } : {}) });
const plans = async () =>
  (await call('GET', '/api/v1/order/get_recharge_plan_list')).data.items as { id: number; amount: number; bonus: number }[];
const order = (id: number, as = token) => call('GET', `/api/v1/order/get_recharge?id=${id}`, undefined, as);
const newOrder = async (body: object = { amount: 50_0000 }) => {
  const answer = await call('POST', '/api/v1/order/recharge', body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as { id: number; order_no: string; amount: number; bonus: number; state: string; pay_url: string };
};

function signed(orderNo: string, amount: number, outcome: 'paid' | 'declined' = 'paid', secret = SECRET): SignedPaymentNotice {
  const notice = { order_no: orderNo, trade_no: `T-${orderNo}`, amount, outcome, timestamp: 1_800_000_000 };
  return { ...notice, sign: signNotice(notice, secret) };
}
const notify = (body: SignedPaymentNotice) => inject(server, 'POST', '/api/v1/order/recharge_notify', { body, lang: 'en' });
const ordersOf = (accountId: number) => server.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.accountId, accountId));
const moveExpiry = (id: number, at: Date) =>
  server.database.db.update(rechargeOrders).set({ expiresAt: at }).where(eq(rechargeOrders.id, id));

describe('plans and states', () => {
  it('lists the enabled plans in their order with what the balance gains', async () => {
    const answer = await call('GET', '/api/v1/order/get_recharge_plan_list');
    expect(answer.data.items.map((p: { amount: number; bonus: number; credit: number }) => [p.amount, p.bonus, p.credit])).toEqual([
      [100_0000, 0, 100_0000],
      [500_0000, 25_0000, 525_0000],
      [1000_0000, 80_0000, 1080_0000],
      [5000_0000, 600_0000, 5600_0000],
    ]);
    expect(answer.data.total).toBe(4);
  });

  it('names the order states in both languages', async () => {
    const en = await call('GET', '/api/v1/order/get_status_list');
    const zh = await call('GET', '/api/v1/order/get_status_list', undefined, token, 'zh-CN');
    expect(en.data.items.map((s: { value: string; label: string }) => [s.value, s.label])).toEqual([
      ['pending', 'Pending'],
      ['paid', 'Paid'],
      ['cancelled', 'Cancelled'],
      ['expired', 'Expired'],
    ]);
    expect(zh.data.items.map((s: { label: string }) => s.label)).toEqual(['待支付', '已支付', '已取消', '已过期']);
  });

  it('refuses operators and admins (masters only)', async () => {
    const operator = await signIn(server, 'payerop', 'op-pass-1');
    const admin = await signIn(server, 'admin', 'admin123');
    for (const as of [operator, admin]) {
      expect((await call('GET', '/api/v1/order/get_recharge_plan_list', undefined, as)).status).toBe(403);
      expect((await call('POST', '/api/v1/order/recharge', { amount: 50_0000 }, as)).status).toBe(403);
      expect((await call('GET', '/api/v1/order/get_recharge_List', undefined, as)).status).toBe(403);
    }
  });
});

describe('creating orders', () => {
  it('a plan makes a pending order of its amount and bonus, with a payment link that expires after the configured time', async () => {
    const plan = (await plans())[1]!;
    const before = Date.now();
    const created = await newOrder({ plan_id: plan.id });
    expect(created).toMatchObject({
      plan_id: plan.id,
      amount: 500_0000,
      bonus: 25_0000,
      credit: 525_0000,
      state: 'pending',
      method: 'sandbox',
    });
    expect(created.order_no).toMatch(/^RO\d{8}[A-Z0-9]{10}$/);
    expect(created.pay_url).toContain(`/pay/sandbox/${created.order_no}?sig=`);
    const expires = Date.parse((created as unknown as { expires_at: string }).expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(recharge.orderTtlMs - 1000);
    expect(expires - before).toBeLessThanOrEqual(recharge.orderTtlMs + 60_000);
  });

  it('a typed amount has no bonus; neither, both, an amount out of range or an unknown plan are refused and store nothing', async () => {
    expect(await newOrder({ amount: 12_3400 })).toMatchObject({ plan_id: null, amount: 12_3400, bonus: 0 });
    const before = (await ordersOf(master.id)).length;
    const planId = (await plans())[0]!.id;
    const [disabled] = await server.database.db.insert(rechargePlans).values({ amount: 77_0000, state: 'disabled' }).returning();
    for (const [body, code] of [
      [{}, 100604],
      [{ plan_id: planId, amount: 10_0000 }, 100604],
      [{ amount: 9999 }, 100604],
      [{ amount: 10_0001 }, 100604],
      [{ amount: recharge.maxAmount + 100 }, 100604],
      [{ plan_id: 999_999 }, 100601],
      [{ plan_id: disabled!.id }, 100601],
    ] as const) {
      const answer = await call('POST', '/api/v1/order/recharge', body);
      expect([answer.status, answer.code], JSON.stringify(body)).toEqual([200, code]);
    }
    expect((await call('POST', '/api/v1/order/recharge', { amount: 'ten' })).status).toBe(400);
    expect((await call('POST', '/api/v1/order/recharge', { amount: 10_0000, extra: 1 })).status).toBe(400);
    expect((await ordersOf(master.id)).length).toBe(before);
    expect((await call('POST', '/api/v1/order/recharge', {})).msg).toBe('Choose a recharge plan or enter an amount (one of them).');
  });
});

describe('reading and cancelling', () => {
  it("another master's order is not found, to read or to cancel, and stays as it was", async () => {
    const mine = await newOrder();
    for (const answer of [await order(mine.id, otherToken), await call('PUT', '/api/v1/order/cance_pay', { id: mine.id }, otherToken)]) {
      expect([answer.status, answer.code, answer.msg]).toEqual([200, 100602, 'Recharge order not found.']);
    }
    expect((await order(mine.id)).data.state).toBe('pending');
    const listed = (await call('GET', '/api/v1/order/get_recharge_List?pageSize=100', undefined, otherToken)).data;
    expect(listed.items.some((o: { id: number }) => o.id === mine.id)).toBe(false);
  });

  it('cancels a pending order once; a cancelled one is refused with its state named', async () => {
    const created = await newOrder();
    const cancelled = await call('PUT', '/api/v1/order/cance_pay', { id: created.id });
    expect(cancelled.data).toMatchObject({ state: 'cancelled', pay_url: '' });
    expect(cancelled.data.closed_at).not.toBeNull();
    const again = await call('PUT', '/api/v1/order/cance_pay', { id: created.id });
    expect([again.code, again.msg]).toEqual([100603, 'This order has already been cancelled.']);
  });

  it('lists the master’s orders newest first, paged, by state, order number and day', async () => {
    const lister = await masterWithBalance(server.database, 'lister', 0);
    const as = await signIn(server, 'lister', 'master-pass-1');
    const made: number[] = [];
    for (let i = 0; i < 3; i++) made.push((await call('POST', '/api/v1/order/recharge', { amount: (i + 1) * 10_0000 }, as)).data.id);
    await call('PUT', '/api/v1/order/cance_pay', { id: made[0] }, as);
    await server.database.db
      .update(rechargeOrders)
      .set({ createdAt: new Date('2026-01-15T10:00:00Z') })
      .where(eq(rechargeOrders.id, made[1]!));
    const list = async (query: string) => (await call('GET', `/api/v1/order/get_recharge_List?${query}`, undefined, as)).data;

    const page1 = await list('page=1&pageSize=2');
    expect(page1.total).toBe(3);
    expect(page1.items.map((o: { id: number }) => o.id)).toEqual([made[2], made[0]]);
    expect((await list('page=2&pageSize=2')).items.map((o: { id: number }) => o.id)).toEqual([made[1]]);
    expect((await list('state=cancelled')).items.map((o: { id: number }) => o.id)).toEqual([made[0]]);
    expect((await list('created_at_start=2026-01-15&created_at_end=2026-01-15 23:59:59')).items.map((o: { id: number }) => o.id)).toEqual([
      made[1],
    ]);
    expect((await list('created_at_end=2026-01-14')).total).toBe(0);
    const no = (await list('state=pending')).items[0].order_no as string;
    expect((await list(`order_no=${no.toLowerCase()}`)).items).toHaveLength(1);
    expect((await call('GET', '/api/v1/order/get_recharge_List?created_at_start=2026-02-30', undefined, as)).status).toBe(400);
    expect((await call('GET', '/api/v1/order/get_recharge_List?state=lost', undefined, as)).status).toBe(400);
    expect(lister.id).toBeGreaterThan(0);
  });
});

describe('payment callback', () => {
  it('a signed "paid" credits amount + bonus once, as one recharge ledger row; a replay changes nothing', async () => {
    const plan = (await plans())[1]!;
    const created = await newOrder({ plan_id: plan.id });
    const balance = await balanceOf(server.database, master.id);
    const [last] = (await ledgerAfter(server.database, master.id, 0)).slice(-1);

    const first = await notify(signed(created.order_no, created.amount));
    expect(first.data).toEqual({ processed: true, order_no: created.order_no, state: 'paid' });
    expect(await balanceOf(server.database, master.id)).toBe(balance + 525_0000);
    const rows = await ledgerAfter(server.database, master.id, last!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'recharge', amount: 525_0000, balanceAfter: balance + 525_0000, reference: created.order_no });
    expect((await order(created.id)).data).toMatchObject({ state: 'paid', trade_no: `T-${created.order_no}`, pay_url: '' });

    const replay = await notify(signed(created.order_no, created.amount));
    expect(replay.data).toEqual({ processed: false, order_no: created.order_no, state: 'paid' });
    expect(await balanceOf(server.database, master.id)).toBe(balance + 525_0000);
    expect(await ledgerAfter(server.database, master.id, last!.id)).toHaveLength(1);
    // Paid orders cannot be cancelled.
    expect((await call('PUT', '/api/v1/order/cance_pay', { id: created.id })).code).toBe(100603);
  });

  it('a forged or altered callback is refused and changes nothing', async () => {
    const created = await newOrder();
    const balance = await balanceOf(server.database, master.id);
    const forged = await notify(signed(created.order_no, created.amount, 'paid', 'not-the-secret'));
    expect([forged.status, forged.code, forged.msg]).toEqual([
      200,
      100605,
      "The payment notice's signature is invalid; nothing was changed.",
    ]);
    const altered = { ...signed(created.order_no, created.amount), amount: created.amount * 10 };
    expect((await notify(altered)).code).toBe(100605);
    const garbage = { ...signed(created.order_no, created.amount), sign: 'zz' };
    expect((await notify(garbage)).code).toBe(100605);
    // Signed, but for another amount than the order's, or an order that does not exist.
    expect((await notify(signed(created.order_no, created.amount + 1))).code).toBe(100606);
    expect((await notify(signed('RONOSUCHORDER', 1))).code).toBe(100606);
    expect(await balanceOf(server.database, master.id)).toBe(balance);
    expect((await order(created.id)).data.state).toBe('pending');
  });

  it('a signed "declined" cancels the pending order without credit', async () => {
    const created = await newOrder();
    const balance = await balanceOf(server.database, master.id);
    expect((await notify(signed(created.order_no, created.amount, 'declined'))).data.state).toBe('cancelled');
    expect((await notify(signed(created.order_no, created.amount, 'paid'))).data).toMatchObject({ processed: false, state: 'cancelled' });
    expect(await balanceOf(server.database, master.id)).toBe(balance);
  });

  it('two confirmations of one order arriving together credit it once', async () => {
    const created = await newOrder({ amount: 33_0000 });
    const balance = await balanceOf(server.database, master.id);
    const [last] = (await ledgerAfter(server.database, master.id, 0)).slice(-1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        http(server, 'POST', '/api/v1/order/recharge_notify', { body: signed(created.order_no, created.amount) }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(0));
    expect(answers.filter((a) => a.data.processed)).toHaveLength(1);
    expect(await balanceOf(server.database, master.id)).toBe(balance + 33_0000);
    expect(await ledgerAfter(server.database, master.id, last!.id)).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('a pending order past its time reads as expired, and can then be neither paid nor cancelled', async () => {
    const created = await newOrder();
    await moveExpiry(created.id, new Date(Date.now() - 1000));
    const read = await order(created.id);
    expect(read.data).toMatchObject({ state: 'expired', pay_url: '' });
    const balance = await balanceOf(server.database, master.id);
    expect((await notify(signed(created.order_no, created.amount))).data).toMatchObject({ processed: false, state: 'expired' });
    expect(await balanceOf(server.database, master.id)).toBe(balance);
    const cancel = await call('PUT', '/api/v1/order/cance_pay', { id: created.id });
    expect([cancel.code, cancel.msg]).toEqual([100603, 'This order has expired.']);
  });

  it('a late payment notice finds the order expired even before anyone read it', async () => {
    const created = await newOrder();
    await moveExpiry(created.id, new Date(Date.now() - 1000));
    const balance = await balanceOf(server.database, master.id);
    expect((await notify(signed(created.order_no, created.amount))).data).toMatchObject({ processed: false, state: 'expired' });
    expect(await balanceOf(server.database, master.id)).toBe(balance);
  });

  it('the sweep marks every account’s overdue pending orders expired (clock passed in)', async () => {
    const created = await newOrder();
    const db = server.database.db;
    const inAnHour = () => new Date(Date.now() + recharge.orderTtlMs + 3_600_000);
    const orders = createRechargeOrderService(db, createRechargePlanService(db), recharge, 'sandbox', inAnHour);
    expect(await orders.expireOverdue()).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, created.id));
    expect(row!.state).toBe('expired');
    expect(await orders.expireOverdue()).toBe(0);
  });
});

describe('paid hooks', () => {
  it('run inside the paying transaction: a hook that fails undoes the payment, and the next delivery pays', async () => {
    const db = server.database.db;
    const provider = createSandboxProvider(SECRET);
    const seen: { orderNo: string; accountId: number; amount: number; bonus: number; balanceInside: number }[] = [];
    let fail = true;
    const hooks = [
      async (
        account: import('../../server/db/account-data').AccountData,
        paid: { orderNo: string; accountId: number; amount: number; bonus: number },
      ) => {
        seen.push({ ...paid, balanceInside: await account.balance() });
        if (fail) throw new Error('hook failed');
      },
    ];
    const settlement = createRechargeSettlementService(db, provider, createLedgerService(), hooks);
    const created = await newOrder({ amount: 20_0000 });
    const balance = await balanceOf(server.database, master.id);
    await expect(settlement.settle(signed(created.order_no, created.amount))).rejects.toThrow('hook failed');
    expect(await balanceOf(server.database, master.id)).toBe(balance);
    expect((await order(created.id)).data.state).toBe('pending');
    fail = false;
    expect((await settlement.settle(signed(created.order_no, created.amount))).processed).toBe(true);
    expect(seen.at(-1)).toEqual({
      orderNo: created.order_no,
      accountId: master.id,
      amount: 20_0000,
      bonus: 0,
      balanceInside: balance + 20_0000,
    });
    expect(await balanceOf(server.database, master.id)).toBe(balance + 20_0000);
  });
});

describe('invites', () => {
  it("an invited master's first paid recharge credits the inviter 10 % of its amount, once", async () => {
    const inviter = await masterWithBalance(server.database, 'inviter', 0);
    const invited = await masterWithBalance(server.database, 'invited', 0);
    await server.database.db.update(users).set({ invitedBy: inviter.id }).where(eq(users.id, invited.id));
    const as = await signIn(server, 'invited', 'master-pass-1');
    const planId = (await plans())[1]!.id;
    for (let i = 0; i < 2; i++) {
      const created = (await call('POST', '/api/v1/order/recharge', { plan_id: planId }, as)).data;
      expect((await notify(signed(created.order_no, created.amount))).data.processed).toBe(true);
    }
    expect(await balanceOf(server.database, invited.id)).toBe(2 * 525_0000);
    expect(await balanceOf(server.database, inviter.id)).toBe(50_0000);
    const rewards = await ledgerAfter(server.database, inviter.id, inviter.openingLedgerId);
    expect(rewards.map((row) => [row.kind, row.amount, row.reference])).toEqual([['invite', 50_0000, `invite:${invited.id}`]]);
  });
});

describe('sandbox payment page', () => {
  const pageOf = (payUrl: string) => new URL(payUrl).pathname + new URL(payUrl).search;

  it('shows the order in the payer’s language, confirms it once, and refuses a link without its signature', async () => {
    const created = await newOrder({ amount: 40_0000 });
    const balance = await balanceOf(server.database, master.id);
    const path = pageOf(created.pay_url);
    const page = await server.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Sandbox payment');
    expect(page.body).toContain(created.order_no);
    expect(page.body).toContain('40.00');
    const zh = await server.app.inject({ method: 'GET', url: path.replace('lang=en', 'lang=zh_CN') });
    expect(zh.body).toContain('确认支付');

    const unsigned = await server.app.inject({ method: 'GET', url: `/pay/sandbox/${created.order_no}?sig=wrong&lang=en` });
    expect(unsigned.statusCode).toBe(404);
    const sig = new URL(created.pay_url).searchParams.get('sig')!;
    const form = (decision: string, s = sig) =>
      server.app.inject({
        method: 'POST',
        url: `/pay/sandbox/${created.order_no}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ sig: s, lang: 'en', decision }).toString(),
      });
    expect((await form('confirm', 'forged')).statusCode).toBe(404);
    expect(await balanceOf(server.database, master.id)).toBe(balance);

    const confirmed = await form('confirm');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toContain(`/pay/sandbox/${created.order_no}?sig=`);
    expect((await order(created.id)).data.state).toBe('paid');
    expect((await form('confirm')).statusCode).toBe(303);
    expect(await balanceOf(server.database, master.id)).toBe(balance + 40_0000);
    const after = await server.app.inject({ method: 'GET', url: path });
    expect(after.body).toContain('Payment confirmed');
    expect(after.body).not.toContain('<form');
  });

  it('declining cancels the order', async () => {
    const created = await newOrder();
    const sig = new URL(created.pay_url).searchParams.get('sig')!;
    await server.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${created.order_no}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ sig, lang: 'en', decision: 'decline' }).toString(),
    });
    expect((await order(created.id)).data.state).toBe('cancelled');
  });
});

describe('deduction statistics', () => {
  it('sums the ledger by day and kind over the range, with totals and the rows themselves, and filters by kind', async () => {
    const spender = await masterWithBalance(server.database, 'statsman', 100_0000);
    const as = await signIn(server, 'statsman', 'master-pass-1');
    const created = (await call('POST', '/api/v1/order/recharge', { amount: 30_0000 }, as)).data;
    await notify(signed(created.order_no, created.amount));
    const today = new Date().toISOString().slice(0, 10);
    const stats = (
      await call('GET', `/api/v1/order/get_deduction_statis_list?created_at_start=${today}&created_at_end=${today}`, undefined, as)
    ).data;
    expect(stats.start_date).toBe(today);
    expect(stats.days).toEqual([
      { date: today, kind: 'adjust', amount: 100_0000, count: 1 },
      { date: today, kind: 'recharge', amount: 30_0000, count: 1 },
    ]);
    expect(stats.totals).toEqual([
      { kind: 'adjust', amount: 100_0000, count: 1 },
      { kind: 'recharge', amount: 30_0000, count: 1 },
    ]);
    expect(stats.total).toBe(2);
    expect(stats.items[0]).toMatchObject({ kind: 'recharge', amount: 30_0000, balance_after: 130_0000, reference: created.order_no });
    const onlyRecharges = (await call('GET', '/api/v1/order/get_deduction_statis_list?kind=recharge', undefined, as)).data;
    expect(onlyRecharges.items.map((r: { kind: string }) => r.kind)).toEqual(['recharge']);
    // Another account's statistics hold none of these rows.
    const others = (await call('GET', '/api/v1/order/get_deduction_statis_list', undefined, otherToken)).data;
    expect(others.items.some((r: { reference: string }) => r.reference === created.order_no)).toBe(false);
    expect(spender.id).toBeGreaterThan(0);
  });

  it('refuses a range that ends before it starts or is longer than a year', async () => {
    for (const query of [
      'created_at_start=2026-02-01&created_at_end=2026-01-01',
      'created_at_start=2024-01-01&created_at_end=2026-01-01',
    ]) {
      const answer = await call('GET', `/api/v1/order/get_deduction_statis_list?${query}`);
      expect([answer.status, answer.code]).toEqual([400, 400]);
      expect(answer.msg).toMatch(/at most 366 days/);
    }
  });
});

describe('demo data', () => {
  it('the demo master has paid, cancelled and expired recharges, the paid ones in the ledger', async () => {
    const demo = await signIn(server, 'demo', 'demo123');
    const list = (await call('GET', '/api/v1/order/get_recharge_List?pageSize=100', undefined, demo)).data;
    expect(new Set(list.items.map((o: { state: string }) => o.state))).toEqual(new Set(['paid', 'cancelled', 'expired']));
    const stats = (await call('GET', '/api/v1/order/get_deduction_statis_list?kind=recharge', undefined, demo)).data;
    expect(stats.items.map((r: { reference: string }) => r.reference).sort()).toEqual(['RODEMO00000001', 'RODEMO00000002']);
    const [count] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(rechargePlans);
    expect(count!.n).toBeGreaterThanOrEqual(4);
  });
});
