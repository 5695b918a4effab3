/**
 * Two keyset-paged lists: the account's install events (installEventList, the install statistics
 * page's "Install events" tab) and the platform's operation log (adminOperationLogList). Each is walked
 * page by page by next_cursor (every row once, in order), its filters each give exactly their rows,
 * the first page gives the total, a forged cursor is refused; the events stay inside their account.
 */
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/apps/tables';
import { channels } from '../../server/channels/tables';
import { pwaUsers } from '../../server/installs/tables';
import { operationLogs } from '../../server/operation-log/tables';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn } from './helpers';

let server: TestServer;
const tokens: Record<'official' | 'master' | 'otherOfficial' | 'admin', string> = {} as never;
let channelId: number;
let otherChannelId: number;

const EVENTS = 420;
const STEPS = ['visit', 'prompt', 'click', 'accepted', 'dismissed', 'installed', 'standalone'] as const;
const BILLINGS = ['quota', 'balance', 'unbilled'] as const;

interface EventRow {
  id: number;
  created_at: string;
  app_id: string;
  app_name: string;
  channel_id: number;
  channel_name: string;
  platform: string;
  step: string;
  billing: string;
  amount: number;
}
interface Page<T> {
  items: T[];
  next_cursor?: string;
  total?: number;
  total_estimated?: boolean;
}

const get = (token: string, path: string) => inject(server, 'GET', path, { token, lang: 'en' });

async function page<T>(token: string, path: string): Promise<Page<T>> {
  const answer = await get(token, path);
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data as Page<T>;
}

/** Every page of a list from the first, by next_cursor; only the first carries the total. */
async function walk<T>(token: string, path: string): Promise<{ rows: T[]; first: Page<T>; pages: number }> {
  const join = path.includes('?') ? '&' : '?';
  const first = await page<T>(token, `${path}${join}cursor=`);
  const rows = [...first.items];
  let next = first.next_cursor;
  let pages = 1;
  while (next) {
    const later = await page<T>(token, `${path}${join}cursor=${next}`);
    expect(later.total, 'a later page carries no total').toBeUndefined();
    rows.push(...later.items);
    next = later.next_cursor;
    pages += 1;
  }
  return { rows, first, pages };
}

/** Newest first, the id breaking ties (or oldest first, ids ascending). */
function expectOrdered(rows: { id: number; created_at: string }[], direction: 'descend' | 'ascend' = 'descend') {
  const sign = direction === 'descend' ? -1 : 1;
  const sorted = [...rows].sort((a, b) =>
    a.created_at === b.created_at ? sign * (a.id - b.id) : sign * (a.created_at < b.created_at ? -1 : 1),
  );
  expect(rows.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
}

/** What the n-th seeded event is (the same formulas as the SQL that makes them). */
const eventOf = (n: number) => {
  const step = STEPS[n % 7]!;
  return {
    app_id: n % 2 === 0 ? 'keyevapp01' : 'keyevapp02',
    channel: n % 3 === 0,
    platform: n % 4 === 0 ? 'ios' : 'android',
    step,
    billing: step === 'installed' ? BILLINGS[n % 3]! : '',
  };
};
const seeded = Array.from({ length: EVENTS }, (_, i) => eventOf(i + 1));

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const owner = await insertUser(server.database, { username: 'keyev_owner', password: 'keyev-pass-1', role: 'master' });
  await insertUser(server.database, { username: 'keyev_op', password: 'keyev-pass-1', role: 'official', parentId: owner.id });
  const other = await insertUser(server.database, { username: 'keyev_other', password: 'keyev-pass-1', role: 'master' });
  await insertUser(server.database, { username: 'keyev_other_op', password: 'keyev-pass-1', role: 'official', parentId: other.id });
  await db.insert(apps).values([
    { appId: 'keyevapp01', accountId: owner.id, appName: 'Keyset events one' },
    { appId: 'keyevapp02', accountId: owner.id, appName: 'Keyset events two' },
    { appId: 'keyevoth01', accountId: other.id, appName: 'Other events app' },
  ]);
  const [channel] = await db
    .insert(channels)
    .values({ accountId: owner.id, appId: 'keyevapp01', name: 'Keyset channel', code: 'KEYEVCH' })
    .returning();
  const [otherChannel] = await db
    .insert(channels)
    .values({ accountId: other.id, appId: 'keyevoth01', name: 'Other channel', code: 'KEYEVOTH' })
    .returning();
  channelId = channel!.id;
  otherChannelId = otherChannel!.id;
  const [user] = await db.insert(pwaUsers).values({ accountId: owner.id, appId: 'keyevapp01', deviceId: 'keyev-device' }).returning();
  const [otherUser] = await db
    .insert(pwaUsers)
    .values({ accountId: other.id, appId: 'keyevoth01', deviceId: 'keyev-other-device' })
    .returning();
  // Events over some 14 months (the default partition takes the months without one); every six share
  // a time, so only the id keeps the order total.
  await db.execute(sql`
    insert into install_events (account_id, app_id, pwa_user_id, channel_id, step, platform, billing, amount, created_at)
    select ${owner.id}, case when n % 2 = 0 then 'keyevapp01' else 'keyevapp02' end, ${user!.id},
           case when n % 3 = 0 then ${channelId}::int end,
           (array['visit','prompt','click','accepted','dismissed','installed','standalone'])[n % 7 + 1],
           case when n % 4 = 0 then 'ios' else 'android' end,
           case when n % 7 = 5 then (array['quota','balance','unbilled'])[n % 3 + 1] end,
           case when n % 7 = 5 and n % 3 = 1 then 2500 else 0 end,
           date_trunc('second', now()) - (n % 70) * interval '6 days 1 hour'
    from generate_series(1, ${EVENTS}) as n`);
  await db.execute(sql`
    insert into install_events (account_id, app_id, pwa_user_id, channel_id, step, platform)
    select ${other.id}, 'keyevoth01', ${otherUser!.id}, ${otherChannelId}, 'visit', 'android' from generate_series(1, 30)`);
  tokens.official = await signIn(server, 'keyev_op', 'keyev-pass-1');
  tokens.master = await signIn(server, 'keyev_owner', 'keyev-pass-1');
  tokens.otherOfficial = await signIn(server, 'keyev_other_op', 'keyev-pass-1');
  tokens.admin = await signIn(server, 'admin', 'admin123');
});
afterAll(() => server?.close());

describe('install events (installEventList)', () => {
  const list = '/api/v1/statistics/event_list';

  it('walks every event of the account once, newest first, and the first page gives the total', async () => {
    const { rows, first, pages } = await walk<EventRow>(tokens.official, `${list}?pageSize=37`);
    expect(first.total).toBe(EVENTS);
    expect(first.total_estimated).toBeUndefined();
    expect(rows).toHaveLength(EVENTS);
    expect(pages).toBe(Math.ceil(EVENTS / 37));
    expectOrdered(rows);
    const install = rows.find((row) => row.billing === 'balance')!;
    expect(install).toMatchObject({ step: 'installed', amount: 2500, app_name: expect.stringMatching(/^Keyset events/) });
    expect(rows.find((row) => row.channel_id === channelId)).toMatchObject({ channel_name: 'Keyset channel' });
    expect(rows.find((row) => row.channel_id === 0)).toMatchObject({ channel_name: '' });
  });

  it('walks oldest first when asked', async () => {
    const { rows } = await walk<EventRow>(tokens.official, `${list}?pageSize=100&sortField=created_at&sortOrder=ascend`);
    expect(rows).toHaveLength(EVENTS);
    expectOrdered(rows, 'ascend');
  });

  it.each([
    ['app_id=keyevapp02', (e: ReturnType<typeof eventOf>) => e.app_id === 'keyevapp02'],
    ['channel_id=CHANNEL', (e: ReturnType<typeof eventOf>) => e.channel],
    ['platform=ios', (e: ReturnType<typeof eventOf>) => e.platform === 'ios'],
    ['step=dismissed', (e: ReturnType<typeof eventOf>) => e.step === 'dismissed'],
    ['billing=unbilled', (e: ReturnType<typeof eventOf>) => e.billing === 'unbilled'],
    ['step=installed&platform=android', (e: ReturnType<typeof eventOf>) => e.step === 'installed' && e.platform === 'android'],
  ])('filters by %s: exactly its events, page after page', async (filter, holds) => {
    const { rows, first } = await walk<EventRow>(tokens.official, `${list}?pageSize=11&${filter.replace('CHANNEL', String(channelId))}`);
    const expected = seeded.filter(holds);
    expect(expected.length).toBeGreaterThan(0);
    expect(first.total).toBe(expected.length);
    expect(rows).toHaveLength(expected.length);
    expectOrdered(rows);
    for (const row of rows) {
      const [key, value] = filter.split('&')[0]!.split('=');
      const shown = { ...row, channel_id: row.channel_id } as unknown as Record<string, unknown>;
      expect(String(shown[key!])).toBe(key === 'channel_id' ? String(channelId) : value);
    }
  });

  it('refuses a forged cursor, and one of another order', async () => {
    const forged = Buffer.from(JSON.stringify(['', "2026-01-01'; drop table install_events; --", 1])).toString('base64url');
    expect((await get(tokens.official, `${list}?cursor=${forged}`)).status).toBe(400);
    expect((await get(tokens.official, `${list}?cursor=not%20base64`)).status).toBe(400);
    const first = await page<EventRow>(tokens.official, `${list}?cursor=&pageSize=5`);
    const otherOrder = await get(tokens.official, `${list}?sortField=created_at&sortOrder=ascend&cursor=${first.next_cursor}`);
    expect(otherOrder.status).toBe(400);
  });

  it("keeps to the account: another account's official sees only its own, and another account's app or channel is not found", async () => {
    const { rows, first } = await walk<EventRow>(tokens.otherOfficial, `${list}?pageSize=1000`);
    expect(first.total).toBe(30);
    expect(rows.every((row) => row.app_id === 'keyevoth01')).toBe(true);
    expect((await get(tokens.official, `${list}?app_id=keyevoth01`)).status).toBe(404);
    expect((await get(tokens.official, `${list}?channel_id=${otherChannelId}`)).status).toBe(404);
    expect((await get(tokens.otherOfficial, `${list}?channel_id=${channelId}`)).status).toBe(404);
  });

  it('is for the operator: the master is refused', async () => {
    const answer = await get(tokens.master, `${list}?cursor=`);
    expect(answer).toMatchObject({ status: 403, data: null });
  });
});

interface LogRow {
  id: number;
  created_at: string;
  username: string;
  operation_id: string;
  status: number;
  code: number;
  result: string;
  duration_ms: number;
}

describe('operation log (adminOperationLogList)', () => {
  const list = '/admin/v1/log/list';
  const PROBES = 240;
  let probeUserId: number;

  beforeAll(async () => {
    const { db } = server.database;
    probeUserId = (await insertUser(server.database, { username: 'KeyLog_User', password: 'keylog-pass-1', role: 'admin' })).id;
    // Probe rows, every fifth at one time; the last ones have ids past 2^31 (the column is bigserial).
    await db.execute(sql`
      insert into operation_logs (user_id, username, role, operation_id, method, path, status, code, duration_ms, created_at)
      select case when n % 2 = 0 then ${probeUserId}::int end, case when n % 2 = 0 then 'KeyLog_User' else '' end,
             case when n % 2 = 0 then 'admin' else 'sdk' end, 'keysetProbe', 'POST', '/probe',
             case when n % 6 = 0 then 403 else 200 end, case when n % 10 = 0 then 1001 else 0 end, n % 17,
             date_trunc('second', now()) - (n / 5) * interval '1 minute'
      from generate_series(1, ${PROBES - 3}) as n`);
    await db.execute(sql`
      insert into operation_logs (id, user_id, username, role, operation_id, method, path, status, code, duration_ms, created_at)
      select 3000000000 + n, ${probeUserId}::int, 'KeyLog_User', 'admin', 'keysetProbe', 'POST', '/probe', 200, 0, 5, now() - interval '1 hour'
      from generate_series(1, 3) as n`);
  });

  it('walks the whole log once, newest first, with the exact total on the first page', async () => {
    const [stored] = await server.database.db.select({ total: count() }).from(operationLogs);
    const { rows, first } = await walk<LogRow>(tokens.admin, `${list}?pageSize=53`);
    expect(first.total).toBe(stored!.total);
    expect(rows).toHaveLength(stored!.total);
    expectOrdered(rows);
    expect(rows.filter((row) => row.id > 2 ** 31)).toHaveLength(3);
  });

  it('pages past a row whose id is beyond 2^31 (its cursor is accepted)', async () => {
    // The three oldest probes, one a page: the second and third pages start after such a row.
    const oldest = `${list}?operation_id=keysetProbe&sortField=created_at&sortOrder=ascend&pageSize=1`;
    const ids: number[] = [];
    let cursor = '';
    for (let i = 0; i < 4; i += 1) {
      const next = await page<LogRow>(tokens.admin, `${oldest}&cursor=${cursor}`);
      ids.push(next.items[0]!.id);
      cursor = next.next_cursor!;
    }
    expect(ids.slice(0, 3)).toEqual([3_000_000_001, 3_000_000_002, 3_000_000_003]);
    expect(ids[3]).toBeLessThan(2 ** 31);
  });

  it('filters by the whole user name (any case), operation, status and result, page after page', async () => {
    const byUser = await walk<LogRow>(tokens.admin, `${list}?pageSize=9&operation_id=keysetProbe&username=keylog_user`);
    expect(byUser.first.total).toBe(Math.floor((PROBES - 3) / 2) + 3);
    expect(byUser.rows.every((row) => row.username === 'KeyLog_User')).toBe(true);
    expectOrdered(byUser.rows);
    expect(await page(tokens.admin, `${list}?username=KeyLog`)).toEqual({ items: [], total: 0 });

    const forbidden = await walk<LogRow>(tokens.admin, `${list}?pageSize=7&operation_id=keysetProbe&status=403`);
    expect(forbidden.rows).toHaveLength(Math.floor((PROBES - 3) / 6));
    expect(forbidden.rows.every((row) => row.status === 403)).toBe(true);

    const refused = await walk<LogRow>(tokens.admin, `${list}?pageSize=7&operation_id=keysetProbe&result=refused`);
    const refusedCount = Array.from({ length: PROBES - 3 }, (_, i) => i + 1).filter((n) => n % 6 === 0 || n % 10 === 0).length;
    expect(refused.first.total).toBe(refusedCount);
    expect(refused.rows.every((row) => row.result === 'refused')).toBe(true);
    expectOrdered(refused.rows);
  });

  it('pages a chosen sort (duration) and the days asked for', async () => {
    const bySpeed = await walk<LogRow>(
      tokens.admin,
      `${list}?pageSize=25&operation_id=keysetProbe&sortField=duration_ms&sortOrder=descend`,
    );
    expect(bySpeed.rows).toHaveLength(PROBES);
    const keys = bySpeed.rows.map((row) => [row.duration_ms, row.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : b[0] - a[0])));

    const today = new Date().toISOString().slice(0, 10);
    const ofToday = bySpeed.rows.filter((row) => row.created_at.startsWith(today)).length;
    const days = await walk<LogRow>(
      tokens.admin,
      `${list}?pageSize=50&operation_id=keysetProbe&created_at_start=${today}&created_at_end=${today}`,
    );
    expect(days.first.total).toBe(ofToday);
    expect(days.rows).toHaveLength(ofToday);
  });

  it('refuses a forged cursor and a cursor of another sort', async () => {
    const forged = Buffer.from(JSON.stringify(['', '2026-01-01 00:00:00+00', 2 ** 60])).toString('base64url');
    expect((await get(tokens.admin, `${list}?cursor=${forged}`)).status).toBe(400);
    const first = await page<LogRow>(tokens.admin, `${list}?cursor=&pageSize=3`);
    expect((await get(tokens.admin, `${list}?sortField=status&sortOrder=ascend&cursor=${first.next_cursor}`)).status).toBe(400);
  });
});
