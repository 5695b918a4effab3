import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountData } from '../../server/db/account-data';
import { adminMenus, apps, notices, rechargeOrders, workOrderMessages } from '../../server/db/schema';
import { seedPlatformDesk } from '../../server/demo/seed-platform-desk';
import { BizCode } from '../../server/http/api-error';
import { createNoticeService } from '../../server/notices/notice-service';
import { startTestServer, type TestServer } from '../support/test-db';
import { insertApp } from './content-helpers';
import { balanceOf, ledgerAfter, masterWithBalance } from './domain-money-helpers';
import { inject, signIn, userByName, type Answer } from './helpers';

let server: TestServer;
const tokens: Record<string, string> = {};
let demoId: number;
let operatorId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const [name, password] of [
    ['demo', 'demo123'],
    ['operator', 'operator123'],
    ['admin', 'admin123'],
  ] as const) {
    tokens[name] = await signIn(server, name, password);
  }
  demoId = (await userByName(server.database, 'demo')).id;
  operatorId = (await userByName(server.database, 'operator')).id;
  otherId = (await masterWithBalance(server.database, 'deskother', 0)).id;
  tokens.deskother = await signIn(server, 'deskother', 'master-pass-1');
});
afterAll(() => server?.close());

const call = (who: string, method: string, url: string, body?: unknown): Promise<Answer> =>
  inject(server, method, url, { token: tokens[who], lang: 'en', ...(body === undefined ? {} : { body }) });

const ok = (answer: Answer) => {
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
};

const noticeTitles = async (who: string) =>
  (ok(await call(who, 'GET', '/api/v1/notice/list?pageSize=100')).items as { title: string }[]).map((n) => n.title);
const unread = async (who: string) => ok(await call(who, 'GET', '/api/v1/notice/unread_count')).count as number;

async function publishedNotice(title: string, audience: Record<string, unknown>) {
  const draft = ok(await call('admin', 'POST', '/admin/v1/notice/add', { title, content: `${title} text`, ...audience }));
  expect(draft.state).toBe('draft');
  return ok(await call('admin', 'PUT', '/admin/v1/notice/publish', { id: draft.id }));
}

describe('notices of the platform', () => {
  it('a draft is seen by no one; published to everyone it is unread for the master, the operator and another account', async () => {
    const draft = ok(await call('admin', 'POST', '/admin/v1/notice/add', { title: 'Desk draft', audience: 'everyone' }));
    expect(await noticeTitles('demo')).not.toContain('Desk draft');
    const before = { demo: await unread('demo'), operator: await unread('operator'), other: await unread('deskother') };

    const published = ok(await call('admin', 'PUT', '/admin/v1/notice/publish', { id: draft.id }));
    expect(published).toMatchObject({ state: 'published', audience: 'everyone', read_count: 0 });
    for (const who of ['demo', 'operator', 'deskother']) expect(await noticeTitles(who)).toContain('Desk draft');
    expect(await unread('demo')).toBe(before.demo + 1);
    expect(await unread('operator')).toBe(before.operator + 1);
    expect(await unread('deskother')).toBe(before.other + 1);

    // Reading is per user: the master's read leaves the operator's unread, and the admin sees the count.
    ok(await call('demo', 'GET', `/api/v1/notice/detail?id=${draft.id}`));
    expect(await unread('demo')).toBe(before.demo);
    expect(await unread('operator')).toBe(before.operator + 1);
    expect(ok(await call('admin', 'GET', `/admin/v1/notice/detail?id=${draft.id}`)).read_count).toBe(1);

    // Published is final: no second publish, no edit, no delete.
    expect((await call('admin', 'PUT', '/admin/v1/notice/publish', { id: draft.id })).code).toBe(BizCode.noticeAlreadyPublished);
    expect((await call('admin', 'PUT', '/admin/v1/notice/edit', { id: draft.id, title: 'x', audience: 'everyone' })).code).toBe(
      BizCode.noticeAlreadyPublished,
    );
    expect(ok(await call('admin', 'DELETE', '/admin/v1/notice/del', { ids: [draft.id] })).count).toBe(0);
  });

  it('a notice to a role reaches only that role; one to an account only that account', async () => {
    await publishedNotice('Desk masters only', { audience: 'role', role: 'master' });
    await publishedNotice('Desk officials only', { audience: 'role', role: 'official' });
    await publishedNotice('Desk for deskother', { audience: 'account', username: 'deskother' });

    expect(await noticeTitles('demo')).toContain('Desk masters only');
    expect(await noticeTitles('demo')).not.toContain('Desk officials only');
    expect(await noticeTitles('operator')).toContain('Desk officials only');
    expect(await noticeTitles('operator')).not.toContain('Desk masters only');
    expect(await noticeTitles('deskother')).toEqual(expect.arrayContaining(['Desk masters only', 'Desk for deskother']));
    expect(await noticeTitles('demo')).not.toContain('Desk for deskother');
    expect(await noticeTitles('operator')).not.toContain('Desk for deskother');

    const unknown = await call('admin', 'POST', '/admin/v1/notice/add', { title: 'Nobody', audience: 'account', username: 'no-such-user' });
    expect(unknown.code).toBe(BizCode.noticeAccountNotFound);
  });

  it('a scheduled notice is hidden until its time and shown after it, with no job; withdrawn it is a draft again', async () => {
    const at = '2099-06-01T08:00:00.000Z';
    const draft = ok(await call('admin', 'POST', '/admin/v1/notice/add', { title: 'Desk scheduled', audience: 'everyone' }));
    const scheduled = ok(await call('admin', 'PUT', '/admin/v1/notice/publish', { id: draft.id, publish_at: at }));
    expect(scheduled).toMatchObject({ state: 'scheduled', publish_at: at });
    expect(await noticeTitles('demo')).not.toContain('Desk scheduled');
    expect((await call('demo', 'GET', `/api/v1/notice/detail?id=${draft.id}`)).status).toBe(404);

    // The same reads with the clock just before and just after its time.
    const demo = AccountData.of(server.database.db, demoId);
    const before = createNoticeService(() => new Date(Date.parse(at) - 1000));
    const after = createNoticeService(() => new Date(Date.parse(at) + 1000));
    const titlesBy = async (service: ReturnType<typeof createNoticeService>) =>
      (await service.list(demo, { page: 1, pageSize: 100 })).items.map((n) => n.title);
    expect(await titlesBy(before)).not.toContain('Desk scheduled');
    expect(await titlesBy(after)).toContain('Desk scheduled');
    expect(await after.unreadCount(demo)).toBe((await before.unreadCount(demo)) + 1);
    const operator = AccountData.of(server.database.db, demoId, operatorId);
    expect((await after.list(operator, { page: 1, pageSize: 100 })).items.map((n) => n.title)).toContain('Desk scheduled');

    // Edited without a time it stays scheduled at its time.
    const edited = ok(
      await call('admin', 'PUT', '/admin/v1/notice/edit', { id: draft.id, title: 'Desk scheduled', content: 'New', audience: 'everyone' }),
    );
    expect(edited).toMatchObject({ state: 'scheduled', publish_at: at, content: 'New' });
    expect(await titlesBy(before)).not.toContain('Desk scheduled');

    const listed = ok(await call('admin', 'GET', '/admin/v1/notice/list?state=scheduled&pageSize=100')).items as { id: number }[];
    expect(listed.map((n) => n.id)).toContain(draft.id);
    expect(ok(await call('admin', 'PUT', '/admin/v1/notice/withdraw', { id: draft.id })).state).toBe('draft');
    expect(await titlesBy(after)).not.toContain('Desk scheduled');
    expect(ok(await call('admin', 'DELETE', '/admin/v1/notice/del', { ids: [draft.id] })).count).toBe(1);
    expect((await call('admin', 'GET', `/admin/v1/notice/detail?id=${draft.id}`)).status).toBe(404);
  });
});

describe('work orders in the admin inbox', () => {
  it("lists every account's orders; the admin's reply reaches the submitter with its badge", async () => {
    const mine = ok(
      await call('demo', 'POST', '/api/v1/workorder/commit', { category: 'billing', title: 'Desk question', content: 'Why?' }),
    );
    const theirs = ok(
      await call('deskother', 'POST', '/api/v1/workorder/commit', { category: 'app', title: 'Desk other question', content: 'How?' }),
    );
    const inbox = ok(await call('admin', 'GET', '/admin/v1/workorder/list?pageSize=100')).items as { id: number; account: string }[];
    expect(inbox.find((o) => o.id === mine.id)?.account).toBe('demo');
    expect(inbox.find((o) => o.id === theirs.id)?.account).toBe('deskother');
    const filtered = ok(await call('admin', 'GET', '/admin/v1/workorder/list?username=deskother&state=open')).items as {
      id: number;
      awaiting_answer: boolean;
    }[];
    expect(filtered).toEqual([expect.objectContaining({ id: theirs.id, awaiting_answer: true })]);

    const badge = ok(await call('demo', 'GET', '/api/v1/workorder/unread_count')).count as number;
    ok(await call('admin', 'PUT', '/admin/v1/workorder/state', { id: mine.id, state: 'processing' }));
    const replied = ok(await call('admin', 'POST', '/admin/v1/workorder/reply', { id: mine.id, content: 'Because of the desk.' }));
    expect(replied.state).toBe('replied');
    const answered = ok(await call('admin', 'GET', '/admin/v1/workorder/list?username=demo&pageSize=100')).items as {
      id: number;
      awaiting_answer: boolean;
    }[];
    expect(answered.find((o) => o.id === mine.id)?.awaiting_answer).toBe(false);
    expect(ok(await call('demo', 'GET', '/api/v1/workorder/unread_count')).count).toBe(badge + 1);
    expect(ok(await call('deskother', 'GET', '/api/v1/workorder/unread_count')).count).toBe(0);

    const seen = ok(await call('demo', 'GET', `/api/v1/workorder/detail?id=${mine.id}`));
    expect(seen.messages.map((m: { side: string; content: string }) => `${m.side}:${m.content}`)).toEqual([
      'user:Why?',
      'admin:Because of the desk.',
    ]);
    expect(ok(await call('demo', 'GET', '/api/v1/workorder/unread_count')).count).toBe(badge);
  });
});

describe('app bans', () => {
  it('a ban needs a reason, which the master and the hosted page show; lifting it leaves the app paused', async () => {
    const app = await insertApp(server.database, demoId, 'Desk banned app');
    await server.database.db.update(apps).set({ state: 'online', targetUrl: 'https://example.com/' }).where(eq(apps.id, app.id));
    const listed = ok(await call('admin', 'GET', '/admin/v1/app/list?app_name=Desk%20banned&pageSize=10')).items;
    expect(listed).toEqual([expect.objectContaining({ app_id: app.appId, username: 'demo', state: 'online', ban_reason: '' })]);

    const blank = await call('admin', 'POST', '/admin/v1/app/app_ban', { app_id: app.appId, banned: true, reason: '  ' });
    expect(blank.code).toBe(BizCode.banReasonRequired);
    expect((await call('demo', 'POST', '/api/v1/get_app', { app_id: app.appId })).data.state).toBe('online');

    const banned = ok(await call('admin', 'POST', '/admin/v1/app/app_ban', { app_id: app.appId, banned: true, reason: 'Copies a bank' }));
    expect(banned).toEqual({ app_id: app.appId, state: 'banned', ban_reason: 'Copies a bank' });
    expect(ok(await call('demo', 'POST', '/api/v1/get_app', { app_id: app.appId }))).toMatchObject({
      state: 'banned',
      ban_reason: 'Copies a bank',
    });
    const mine = ok(await call('demo', 'GET', '/api/v1/app_list?pageSize=100')).items as { app_id: string; ban_reason: string }[];
    expect(mine.find((a) => a.app_id === app.appId)?.ban_reason).toBe('Copies a bank');

    for (const [lang, label] of [
      ['en', 'Reason:'],
      ['zh-CN', '原因：'],
    ] as const) {
      const page = await server.app.inject({
        method: 'GET',
        url: `/i/${app.appId}/`,
        headers: { host: 'localhost', 'accept-language': lang },
      });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain(`${label} Copies a bank`);
    }

    expect(ok(await call('admin', 'POST', '/admin/v1/app/app_ban', { app_id: app.appId, banned: false }))).toEqual({
      app_id: app.appId,
      state: 'paused',
      ban_reason: '',
    });
    expect(ok(await call('demo', 'POST', '/api/v1/get_app', { app_id: app.appId }))).toMatchObject({ state: 'paused', ban_reason: '' });
    const page = await server.app.inject({
      method: 'GET',
      url: `/i/${app.appId}/`,
      headers: { host: 'localhost', 'accept-language': 'en' },
    });
    expect(page.body).not.toContain('Copies a bank');
  });
});

describe('recharge orders confirmed by hand', () => {
  async function pendingOrder(amount: number) {
    return ok(await call('deskother', 'POST', '/api/v1/order/recharge', { amount })) as { id: number; order_no: string };
  }

  it('credits once with the ledger row and who confirmed why; a second confirm is refused', async () => {
    const order = await pendingOrder(30_0000);
    const balance = await balanceOf(server.database, otherId);
    const [last] = (await ledgerAfter(server.database, otherId, 0)).slice(-1);

    const confirmed = ok(await call('admin', 'PUT', '/admin/v1/order/recharge_confirm', { id: order.id, reason: 'Bank transfer 42' }));
    expect(confirmed).toMatchObject({ state: 'paid', username: 'deskother', confirmed_by: 'admin', confirm_reason: 'Bank transfer 42' });
    expect(await balanceOf(server.database, otherId)).toBe(balance + 30_0000);
    const rows = await ledgerAfter(server.database, otherId, last?.id ?? 0);
    expect(rows).toEqual([expect.objectContaining({ kind: 'recharge', amount: 30_0000, reference: order.order_no })]);
    expect(ok(await call('deskother', 'GET', `/api/v1/order/get_recharge?id=${order.id}`)).state).toBe('paid');

    const again = await call('admin', 'PUT', '/admin/v1/order/recharge_confirm', { id: order.id, reason: 'Again' });
    expect(again.code).toBe(BizCode.rechargeOrderNotConfirmable);
    expect(await balanceOf(server.database, otherId)).toBe(balance + 30_0000);

    const cancelled = await pendingOrder(10_0000);
    ok(await call('deskother', 'PUT', '/api/v1/order/cance_pay', { id: cancelled.id }));
    expect((await call('admin', 'PUT', '/admin/v1/order/recharge_confirm', { id: cancelled.id, reason: 'x' })).code).toBe(
      BizCode.rechargeOrderNotConfirmable,
    );
    expect((await call('admin', 'PUT', '/admin/v1/order/recharge_confirm', { id: order.id, reason: '   ' })).status).toBe(400);
    expect((await call('admin', 'PUT', '/admin/v1/order/recharge_confirm', { id: 99_999_999, reason: 'x' })).status).toBe(404);

    const listed = ok(await call('admin', 'GET', '/admin/v1/order/recharge_list?username=deskother&state=paid')).items as { id: number }[];
    expect(listed.map((o) => o.id)).toContain(order.id);
    const pending = await pendingOrder(5_0000);
    const pendingIds = async () =>
      (ok(await call('admin', 'GET', '/admin/v1/order/recharge_list?username=deskother&state=pending')).items as { id: number }[]).map(
        (o) => o.id,
      );
    expect(await pendingIds()).toEqual([pending.id]);
    // Overdue, it shows and filters as expired.
    await server.database.db
      .update(rechargeOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rechargeOrders.id, pending.id));
    expect(await pendingIds()).toEqual([]);
    const expired = ok(await call('admin', 'GET', '/admin/v1/order/recharge_list?username=deskother&state=expired')).items;
    expect(expired).toEqual([expect.objectContaining({ id: pending.id, state: 'expired' })]);
  });

  it('parallel confirmations credit once', async () => {
    const order = await pendingOrder(20_0000);
    const balance = await balanceOf(server.database, otherId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('admin', 'PUT', '/admin/v1/order/recharge_confirm', { id: order.id, reason: 'Parallel' })),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === BizCode.rechargeOrderNotConfirmable)).toHaveLength(4);
    expect(await balanceOf(server.database, otherId)).toBe(balance + 20_0000);
    const [row] = await server.database.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, order.id));
    const ledgerRows = (await ledgerAfter(server.database, otherId, 0)).filter((r) => r.reference === order.order_no);
    expect(ledgerRows).toHaveLength(1);
    expect(row!.ledgerId).toBe(ledgerRows[0]!.id);
  });
});

describe('the admin desk is the admin’s', () => {
  it('refuses master and official', async () => {
    for (const who of ['demo', 'operator']) {
      expect((await call(who, 'GET', '/admin/v1/notice/list')).status).toBe(403);
      expect((await call(who, 'PUT', '/admin/v1/order/recharge_confirm', { id: 1, reason: 'x' })).status).toBe(403);
    }
  });
});

describe('demo data', () => {
  it('has a notice the admin published and an answered work order of the demo', async () => {
    const admin = ok(await call('admin', 'GET', '/admin/v1/notice/list?state=published')).items;
    expect(admin.length).toBeGreaterThan(0);
    const orders = ok(await call('admin', 'GET', '/admin/v1/workorder/list?username=demo&state=replied')).items;
    expect(orders.length).toBeGreaterThan(0);
  });

  it('has the /platform menu with its children, and running the step again adds nothing', async () => {
    const db = server.database.db;
    const counts = async () => ({
      menus: (await db.select({ url: adminMenus.url }).from(adminMenus).where(like(adminMenus.url, '/platform%'))).map((m) => m.url).sort(),
      notices: (await db.select({ id: notices.id }).from(notices)).length,
      messages: (await db.select({ id: workOrderMessages.id }).from(workOrderMessages)).length,
    });
    const before = await counts();
    expect(before.menus).toEqual([
      '/platform',
      '/platform/apps',
      '/platform/notices',
      '/platform/orders',
      '/platform/workorders',
      '/platform/workorders/detail',
    ]);
    await db.transaction((tx) => seedPlatformDesk(tx, demoId, 'en'));
    expect(await counts()).toEqual(before);
  });
});
