import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/apps/tables';
import { channels } from '../../server/channels/tables';
import { installDaily, installEvents, pwaUsers } from '../../server/installs/tables';
import { users } from '../../server/auth/tables';
import { comments } from '../../server/comments/tables';
import { pushMessages } from '../../server/push/tables';
import { workOrders } from '../../server/workorders/tables';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn, userByName } from './helpers';

let server: TestServer;
let master: string;
let operator: string;
let otherMaster: string;
let otherOfficial: string;
let demoId: number;
let other: { id: number; appId: string; channelId: number; userId: number };

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const get = (path: string, token: string) => inject(server, 'GET', path, { token, lang: 'en' });

interface DailySums {
  installs: number;
  visits: number;
}

/** Sums of the demo account's install_daily rows, straight from the table. */
async function dailySums(accountId: number, from?: string, to?: string, extra?: ReturnType<typeof eq>): Promise<DailySums> {
  const [row] = await server.database.db
    .select({
      installs: sql<number>`coalesce(sum(${installDaily.installs}), 0)::int`,
      visits: sql<number>`coalesce(sum(${installDaily.visits}), 0)::int`,
    })
    .from(installDaily)
    .where(
      and(
        eq(installDaily.accountId, accountId),
        from ? gte(installDaily.day, from) : undefined,
        to ? lte(installDaily.day, to) : undefined,
        extra,
      ),
    );
  return row!;
}

/** A second account with an app, a channel, a PWA user and daily rows of its own: none of it may show to the demo account. */
async function seedOtherAccount() {
  const { db } = server.database;
  const owner = await insertUser(server.database, { username: 'stats_other', password: 'other-pass-1', role: 'master' });
  await insertUser(server.database, { username: 'stats_other_op', password: 'other-pass-1', role: 'official', parentId: owner.id });
  const [app] = await db.insert(apps).values({ appId: 'statsother1', accountId: owner.id, appName: 'Stats other app' }).returning();
  const [channel] = await db
    .insert(channels)
    .values({ accountId: owner.id, appId: app!.appId, name: 'Stats other channel', code: 'STATSOTHER' })
    .returning();
  const [user] = await db
    .insert(pwaUsers)
    .values({ accountId: owner.id, appId: app!.appId, deviceId: 'stats-other-device-1', channelId: channel!.id, platform: 'android' })
    .returning();
  await db.insert(installEvents).values([
    { accountId: owner.id, appId: app!.appId, pwaUserId: user!.id, channelId: channel!.id, step: 'visit', platform: 'android' },
    { accountId: owner.id, appId: app!.appId, pwaUserId: user!.id, channelId: channel!.id, step: 'installed', platform: 'android' },
  ]);
  await db.insert(installDaily).values({
    accountId: owner.id,
    day: today(),
    appId: app!.appId,
    channelId: channel!.id,
    platform: 'android',
    visits: 1000,
    installs: 700,
  });
  return { id: owner.id, appId: app!.appId, channelId: channel!.id, userId: user!.id };
}

beforeAll(async () => {
  server = await startTestServer();
  demoId = (await userByName(server.database, 'demo')).id;
  other = await seedOtherAccount();
  master = await signIn(server, 'demo', 'demo123');
  operator = await signIn(server, 'operator', 'operator123');
  otherMaster = await signIn(server, 'stats_other', 'other-pass-1');
  otherOfficial = await signIn(server, 'stats_other_op', 'other-pass-1');
});
afterAll(() => server?.close());

describe('dashboard figures (installAnalysis)', () => {
  it("equal the sums of the account's daily rows, with the account's money figures", async () => {
    const answer = await get('/api/v1/statistics/analysis', master);
    expect(answer.code).toBe(0);
    const all = await dailySums(demoId);
    const month = await dailySums(demoId, daysAgo(29), today());
    const week = await dailySums(demoId, daysAgo(6), today());
    const day = await dailySums(demoId, today(), today());
    // The demo has 30 days of traffic: the figures below cannot pass on an empty table.
    expect(month.installs).toBeGreaterThan(50);
    expect(answer.data).toMatchObject({
      installs_today: day.installs,
      installs_week: week.installs,
      installs_month: month.installs,
      installs_total: all.installs,
      visits_today: day.visits,
      visits_week: week.visits,
      visits_month: month.visits,
      conversion: Math.round((month.installs / month.visits) * 10_000) / 100,
    });
    const balance = (await get('/api/v1/user/get_balance', master)).data;
    expect(answer.data.balance).toBe(balance.balance);
    expect(answer.data.unit_price).toBe(balance.unit_price);
  });

  it("the seeded installs agree everywhere: daily rows, installed events, channels' counts and the account's total", async () => {
    const { db } = server.database;
    const [events] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(installEvents)
      .where(and(eq(installEvents.accountId, demoId), eq(installEvents.step, 'installed')));
    const [visits] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(installEvents)
      .where(and(eq(installEvents.accountId, demoId), eq(installEvents.step, 'visit')));
    const [channelSum] = await db
      .select({ n: sql<number>`coalesce(sum(${channels.installCount}), 0)::int` })
      .from(channels)
      .where(eq(channels.accountId, demoId));
    const [account] = await db.select({ total: users.totalInstallSum }).from(users).where(eq(users.id, demoId));
    const all = await dailySums(demoId);
    expect(events!.n).toBe(all.installs);
    expect(visits!.n).toBe(all.visits);
    expect(channelSum!.n).toBe(all.installs);
    expect(account!.total).toBe(all.installs);
    expect((await get('/api/v1/user/get_balance', master)).data.total_install_sum).toBe(all.installs);
  });

  it("an official sees its master's figures; another account sees only its own", async () => {
    const mine = (await get('/api/v1/statistics/analysis', master)).data;
    expect((await get('/api/v1/statistics/analysis', operator)).data).toEqual(mine);
    const theirs = (await get('/api/v1/statistics/analysis', otherMaster)).data;
    // Its daily rows count; its install total is its own counter (0: the row was written by hand here).
    expect(theirs).toMatchObject({ installs_total: 0, installs_month: 700, visits_month: 1000, installs_today: 700, conversion: 70 });
    expect((await get('/api/v1/statistics/analysis', otherOfficial)).data).toEqual(theirs);
  });

  it('refuses the admin (403)', async () => {
    const admin = await signIn(server, 'admin', 'admin123');
    expect((await get('/api/v1/statistics/analysis', admin)).status).toBe(403);
  });
});

describe('chart series (installSeries)', () => {
  it('by day: the last 30 days ending today, every day present, each equal to its daily rows', async () => {
    const answer = await get('/api/v1/statistics/series', master);
    expect(answer.code).toBe(0);
    const items = answer.data.points as { key: string; label: string; installs: number; visits: number }[];
    expect(items).toHaveLength(30);
    expect(items[0]!.key).toBe(daysAgo(29));
    expect(items[29]!.key).toBe(today());
    for (const item of items.filter((_, i) => i % 7 === 0)) {
      const sums = await dailySums(demoId, item.key, item.key);
      expect(item, item.key).toMatchObject({ label: item.key, installs: sums.installs, visits: sums.visits });
    }
    const range = await dailySums(demoId, daysAgo(29), today());
    expect(items.reduce((sum, item) => sum + item.installs, 0)).toBe(range.installs);
    expect(range.installs).toBeGreaterThan(0);
  });

  it('by channel and by platform: named groups that add up to the range, most installs first', async () => {
    const range = await dailySums(demoId, daysAgo(29), today());
    const byChannel = (await get('/api/v1/statistics/series?by=channel', operator)).data.points as { label: string; installs: number }[];
    expect(byChannel.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Facebook ads', 'Google ads', 'TikTok creators', 'Telegram group']),
    );
    expect(byChannel.reduce((sum, c) => sum + c.installs, 0)).toBe(range.installs);
    expect(byChannel.map((c) => c.installs)).toEqual([...byChannel.map((c) => c.installs)].sort((a, b) => b - a));
    const byPlatform = (await get('/api/v1/statistics/series?by=platform', master)).data.points as {
      key: string;
      label: string;
      installs: number;
    }[];
    expect(byPlatform.find((p) => p.key === 'ios')?.label).toBe('iOS');
    expect(byPlatform.reduce((sum, p) => sum + p.installs, 0)).toBe(range.installs);
  });

  it('filters by app, channel, platform and range', async () => {
    const [shopChannel] = await server.database.db
      .select({ id: channels.id, appId: channels.appId })
      .from(channels)
      .where(and(eq(channels.accountId, demoId), eq(channels.name, 'Google ads')));
    const query = `by=day&app_id=${shopChannel!.appId}&channel_id=${shopChannel!.id}&platform=android&day_start=${daysAgo(9)}&day_end=${daysAgo(3)}`;
    const items = (await get(`/api/v1/statistics/series?${query}`, master)).data.points as { installs: number; visits: number }[];
    expect(items).toHaveLength(7);
    const sums = await dailySums(
      demoId,
      daysAgo(9),
      daysAgo(3),
      and(eq(installDaily.channelId, shopChannel!.id), eq(installDaily.platform, 'android'), eq(installDaily.appId, shopChannel!.appId)),
    );
    expect(items.reduce((s, i) => s + i.visits, 0)).toBe(sums.visits);
    expect(sums.visits).toBeGreaterThan(0);
  });

  it("refuses bad ranges (400) and another account's app or channel (not found)", async () => {
    for (const query of [
      `day_start=${today()}&day_end=${daysAgo(1)}`,
      'day_start=2026-02-31',
      'day_start=2024-01-01&day_end=2025-06-01',
      'day_end=20260101',
      'by=week',
      'platform=Not%20a%20platform',
      'channel_id=0',
    ]) {
      const answer = await get(`/api/v1/statistics/series?${query}`, master);
      expect(answer.status, query).toBe(400);
      // A field's own error names it in `data`; a rule across fields (the range) names none.
      if (answer.data !== null) expect(query, query).toContain(`${answer.data.field}=`);
    }
    expect((await get(`/api/v1/statistics/series?app_id=${other.appId}`, master)).status).toBe(404);
    expect((await get(`/api/v1/statistics/series?channel_id=${other.channelId}`, operator)).status).toBe(404);
    expect((await get('/api/v1/statistics/series?app_id=nosuchapp1', master)).status).toBe(404);
  });
});

describe('install statistics (installStatList, installStatTotals)', () => {
  it('lists days with activity, newest first, each equal to its daily rows; totals add the whole range', async () => {
    const answer = await get('/api/v1/statistics/install_list?pageSize=100', operator);
    expect(answer.code).toBe(0);
    const items = answer.data.items as { day: string; installs: number; visits: number; conversion: number; billed_quota: number }[];
    expect(answer.data.total).toBe(items.length);
    expect(items.length).toBeGreaterThan(20);
    expect(items.map((i) => i.day)).toEqual([...items.map((i) => i.day)].sort().reverse());
    const first = items[1]!;
    const sums = await dailySums(demoId, first.day, first.day);
    expect(first).toMatchObject({ installs: sums.installs, visits: sums.visits, billed_quota: sums.installs });
    expect(first.conversion).toBe(Math.round((sums.installs / sums.visits) * 10_000) / 100);

    const totals = (await get('/api/v1/statistics/install_totals', operator)).data;
    const range = await dailySums(demoId, daysAgo(29), today());
    expect(totals).toMatchObject({ day_start: daysAgo(29), day_end: today(), installs: range.installs, visits: range.visits });
    expect(items.reduce((s, i) => s + i.installs, 0)).toBe(totals.installs);
  });

  it('pages, sorts by installs and filters by platform and range', async () => {
    const page = await get('/api/v1/statistics/install_list?pageSize=5&page=2&sortField=installs&sortOrder=descend', operator);
    expect(page.data.items).toHaveLength(5);
    const installs = page.data.items.map((i: { installs: number }) => i.installs);
    expect(installs).toEqual([...installs].sort((a: number, b: number) => b - a));
    const ios = await get(`/api/v1/statistics/install_totals?platform=ios&day_start=${daysAgo(13)}&day_end=${today()}`, operator);
    const sums = await dailySums(demoId, daysAgo(13), today(), eq(installDaily.platform, 'ios'));
    expect(ios.data).toMatchObject({ installs: sums.installs, visits: sums.visits });
  });

  it('is for officials only, and never shows another account', async () => {
    expect((await get('/api/v1/statistics/install_list', master)).status).toBe(403);
    expect((await get('/api/v1/statistics/install_totals', master)).status).toBe(403);
    const theirs = await get('/api/v1/statistics/install_list', otherOfficial);
    expect(theirs.data).toMatchObject({ total: 1, items: [{ day: today(), installs: 700, visits: 1000 }] });
    expect((await get(`/api/v1/statistics/install_list?app_id=${other.appId}`, operator)).status).toBe(404);
  });
});

describe('user management (pwaUserList, pwaUserDetail)', () => {
  it('lists the PWA users with their app and channel, filtered and paged on the server', async () => {
    const { db } = server.database;
    const [counts] = await db
      .select({
        all: sql<number>`count(*)::int`,
        subscribed: sql<number>`count(*) filter (where ${pwaUsers.subscribed})::int`,
        iosInstalled: sql<number>`count(*) filter (where ${pwaUsers.platform} = 'ios' and ${pwaUsers.installedAt} is not null)::int`,
      })
      .from(pwaUsers)
      .where(eq(pwaUsers.accountId, demoId));
    const all = await get('/api/v1/statistics/user_list?pageSize=10', operator);
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(counts!.all);
    expect(all.data.items).toHaveLength(10);
    const seen = all.data.items.map((u: { last_seen: string }) => u.last_seen);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(all.data.items[0].app_name).not.toBe('');
    expect(all.data.items[0].channel_name).not.toBe('');

    expect((await get('/api/v1/statistics/user_list?subscribed=yes&pageSize=1', operator)).data.total).toBe(counts!.subscribed);
    expect(counts!.subscribed).toBeGreaterThan(0);
    const ios = await get('/api/v1/statistics/user_list?platform=ios&installed=yes&pageSize=1000', operator);
    expect(ios.data.total).toBe(counts!.iosInstalled);
    expect(ios.data.items.every((u: { platform: string; installed: boolean }) => u.platform === 'ios' && u.installed)).toBe(true);
  });

  it("shows one user's events, newest first, and answers another account's user as not found", async () => {
    const installed = (await get('/api/v1/statistics/user_list?installed=yes&pageSize=1', operator)).data.items[0];
    const detail = await get(`/api/v1/statistics/user_detail?id=${installed.id}`, operator);
    expect(detail.code).toBe(0);
    expect(detail.data.user).toEqual(installed);
    const steps = detail.data.events.map((e: { step: string }) => e.step);
    expect(steps).toEqual(expect.arrayContaining(['visit', 'installed']));
    expect(steps.at(-1)).toBe('visit');
    const [stored] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(installEvents)
      .where(eq(installEvents.pwaUserId, installed.id));
    expect(detail.data.events).toHaveLength(stored!.n);
    expect(detail.data.events.find((e: { step: string }) => e.step === 'installed').billing).toBe('quota');

    const foreign = await get(`/api/v1/statistics/user_detail?id=${other.userId}`, operator);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.data)).not.toContain('stats-other-device');
    const list = await get('/api/v1/statistics/user_list?device=stats-other-device-1&pageSize=1000', operator);
    expect(list.data).toEqual({ items: [], total: 0 });
  });

  it('refuses masters and bad input', async () => {
    expect((await get('/api/v1/statistics/user_list', master)).status).toBe(403);
    expect((await get('/api/v1/statistics/user_detail?id=1', master)).status).toBe(403);
    for (const query of ['subscribed=maybe', 'sortField=device_id', 'pageSize=0', 'channel_id=abc']) {
      expect((await get(`/api/v1/statistics/user_list?${query}`, operator)).status, query).toBe(400);
    }
    expect((await get('/api/v1/statistics/user_detail', operator)).status).toBe(400);
    expect((await get('/api/v1/statistics/user_detail?id=2147483647', operator)).status).toBe(404);
  });
});

describe('the workbench (workbench)', () => {
  it("shows the caller's unread notices and the account's installs today against yesterday, none of another account's", async () => {
    const day = await dailySums(demoId, today(), today());
    const yesterday = await dailySums(demoId, daysAgo(1), daysAgo(1));
    for (const token of [master, operator]) {
      const answer = await get('/api/v1/dashboard/workbench', token);
      const unread = await get('/api/v1/notice/unread_count', token);
      expect(answer.code).toBe(0);
      expect(answer.data).toMatchObject({
        notices_unread: unread.data.count,
        installs_today: day.installs,
        installs_yesterday: yesterday.installs,
      });
    }
    // The other account sees its own 700 installs today, and nothing of the demo's yesterday.
    const theirs = await get('/api/v1/dashboard/workbench', otherMaster);
    expect(theirs.data).toMatchObject({ installs_today: 700, installs_yesterday: 0 });
    expect((await get('/api/v1/dashboard/workbench', otherOfficial)).data).toMatchObject({ installs_today: 700 });
  });
  it('counts the work waiting in each area as its tables hold it: orders, reviews and pushes', async () => {
    const { db } = server.database;
    const demoUser = await userByName(server.database, 'demo');
    const orders = await db.select().from(workOrders).where(eq(workOrders.accountId, demoId));
    const reviews = await db.select().from(comments).where(eq(comments.accountId, demoId));
    const pushes = await db.select().from(pushMessages).where(eq(pushMessages.accountId, demoId));
    const since = Date.now() - DAY_MS;
    const sentDay = pushes.filter((p) => p.state === 'sent' && p.sentAt && p.sentAt.getTime() >= since);
    const accepted = sentDay.reduce((sum, p) => sum + p.accepted, 0);
    const clicked = sentDay.reduce((sum, p) => sum + p.clicked, 0);
    const expected = {
      workorders_waiting: orders.filter((o) => o.state === 'open' || o.state === 'processing').length,
      reviews_unanswered: reviews.filter((r) => r.visible && r.reply === '').length,
      pushes_scheduled: pushes.filter((p) => p.state === 'scheduled').length,
      pushes_sent_day: sentDay.length,
      push_click_rate_day: accepted ? Math.round((clicked / accepted) * 10000) / 10000 : 0,
    };
    // The demo's seed gives each area something, so these cannot pass on empty tables.
    expect(expected.reviews_unanswered).toBeGreaterThan(0);
    expect(expected.pushes_scheduled).toBeGreaterThan(0);
    const asMaster = await get('/api/v1/dashboard/workbench', master);
    expect(asMaster.data).toMatchObject({
      ...expected,
      workorders_answered: orders.filter((o) => o.submitterId === demoUser.id && o.unread).length,
    });
    expect(asMaster.data.workorders_answered).toBeGreaterThan(0);
    // The operator submitted none of them: its answered count is its own.
    expect((await get('/api/v1/dashboard/workbench', operator)).data).toMatchObject({ ...expected, workorders_answered: 0 });
    expect((await get('/api/v1/dashboard/workbench', otherMaster)).data).toMatchObject({ reviews_unanswered: 0, pushes_scheduled: 0 });
  });
});
