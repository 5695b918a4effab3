/**
 * The lists of money and sending that grow without bound, paged by keyset (cursor): the deduction
 * statistics' ledger rows, the package usage records, a push's delivery log and the push subscribers.
 * Each is walked page by page by next_cursor (every row once, in order), filtered through its indexes,
 * refuses a forged cursor or a page number, and shows one account's rows to that account alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/apps/tables';
import { pushMessages } from '../../server/push/tables';
import { missingListIndexes, requiredListIndexes } from '../../server/shared/list-indexes';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn } from './helpers';

let server: TestServer;
let master: string;
let official: string;
let otherMaster: string;
let otherOfficial: string;
let accountId: number;
let otherAccountId: number;
let pushes: { first: number; second: number; other: number };

interface Page<Row> {
  items: Row[];
  next_cursor?: string;
  total?: number;
  total_estimated?: boolean;
}

async function page<Row>(token: string, path: string): Promise<Page<Row> & Record<string, unknown>> {
  const answer = await inject(server, 'GET', path, { token, lang: 'en' });
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data as Page<Row> & Record<string, unknown>;
}

/** Every page of a list from the first, by next_cursor: the rows, the first page and the later ones. */
async function walk<Row>(token: string, path: string) {
  const first = await page<Row>(token, `${path}${path.includes('?') ? '&' : '?'}cursor=`);
  const rows = [...first.items];
  const later: (Page<Row> & Record<string, unknown>)[] = [];
  let next = first.next_cursor;
  while (next) {
    const answer = await page<Row>(token, `${path}${path.includes('?') ? '&' : '?'}cursor=${next}`);
    expect(answer.total, 'a later page carries no total').toBeUndefined();
    later.push(answer);
    rows.push(...answer.items);
    next = answer.next_cursor;
  }
  return { rows, first, later };
}

/** Whether rows come newest first by (key, id), both descending. */
function newestFirst(keys: (readonly [string | number, number])[]) {
  return keys.every((key, i) => i === 0 || key[0] < keys[i - 1]![0] || (key[0] === keys[i - 1]![0] && key[1] < keys[i - 1]![1]));
}

const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** A day as the filters read a date alone (the server's local day, like filterTime). */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** A UTC day (the deduction statistics' days). */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

const LEDGER_ROWS = 700;
const OLD_LEDGER_ROWS = 30;
const USAGE_ROWS = 600;
const USERS = 300;
/** The second push's deliveries have ids past 2^31 (push_deliveries.id is a bigserial), so the cursor carries one. */
const BIG_ID = 3_000_000_000;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await insertUser(server.database, { username: 'money_owner', password: 'money-pass-1', role: 'master' });
  await insertUser(server.database, { username: 'money_op', password: 'money-pass-1', role: 'official', parentId: owner.id });
  const other = await insertUser(server.database, { username: 'money_other', password: 'money-pass-1', role: 'master' });
  await insertUser(server.database, { username: 'money_other_op', password: 'money-pass-1', role: 'official', parentId: other.id });
  accountId = owner.id;
  otherAccountId = other.id;
  const { db } = server.database;

  // Ledger: within the default 30 days, created_at repeats every 12 rows (only the id orders them);
  // a tenth are recharges, a tenth adjustments; 30 package rows 40 days ago, outside the default range.
  await db.execute(sql`
    insert into ledger (account_id, amount, balance_after, kind, reference, created_at)
    select ${accountId}, case when n % 10 = 0 then 1000 else -10 end, 100000 + n,
           case n % 10 when 0 then 'recharge' when 1 then 'adjust' else 'install' end,
           'money-ledger-' || n, now() - (n % 12) * interval '1 day'
    from generate_series(1, ${LEDGER_ROWS}) as n`);
  await db.execute(sql`
    insert into ledger (account_id, amount, balance_after, kind, reference, created_at)
    select ${accountId}, -500, 50000, 'package', 'money-old-' || n, now() - interval '40 days'
    from generate_series(1, ${OLD_LEDGER_ROWS}) as n`);
  await db.execute(sql`
    insert into ledger (account_id, amount, balance_after, kind, reference, created_at)
    select ${otherAccountId}, 1000, 1000 * n, 'recharge', 'money-foreign-' || n, now()
    from generate_series(1, 50) as n`);

  // Usage records: at local noon of the last 9 days (n % 9 days ago), 12 records to each reference.
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  await db.execute(sql`
    insert into package_usage_records (account_id, subscription_id, reference, created_at)
    select ${accountId}, 0, 'money-ref-' || (n % 50), ${noon.toISOString()}::timestamptz - (n % 9) * interval '1 day'
    from generate_series(1, ${USAGE_ROWS}) as n`);
  await db.execute(sql`
    insert into package_usage_records (account_id, subscription_id, reference, created_at)
    select ${otherAccountId}, 0, 'money-foreign-ref-' || n, now() from generate_series(1, 20) as n`);

  // Pushes: the first to every subscriber, the second to half of them (its deliveries' ids past 2^31);
  // a tenth of each failed, a tenth gone, the rest accepted (all finished: no worker claims them).
  await db.insert(apps).values([
    { appId: 'moneyapp1', accountId, appName: 'Money app' },
    { appId: 'moneyapp2', accountId: otherAccountId, appName: 'Other money app' },
  ]);
  for (const [owner, app, users] of [
    [accountId, 'moneyapp1', USERS],
    [otherAccountId, 'moneyapp2', 20],
  ] as const) {
    await db.execute(sql`
      insert into pwa_users (account_id, app_id, device_id, platform)
      select ${owner}, ${app}, ${app} || '-device-' || n, 'android' from generate_series(1, ${users}) as n`);
    await db.execute(sql`
      insert into push_subscriptions (account_id, app_id, pwa_user_id, state, platform)
      select account_id, app_id, id, 'subscribed', 'android' from pwa_users where app_id = ${app} order by id`);
  }
  const push = async (owner: number, app: string) => {
    const [row] = await db
      .insert(pushMessages)
      .values({ accountId: owner, appId: app, title: 'Money push', audience: { kind: 'all' }, state: 'sent' })
      .returning({ id: pushMessages.id });
    return row!.id;
  };
  pushes = {
    first: await push(accountId, 'moneyapp1'),
    second: await push(accountId, 'moneyapp1'),
    other: await push(otherAccountId, 'moneyapp2'),
  };
  // The n-th subscriber of a push (by id): a tenth failed, a tenth gone.
  const subscribersOf = (app: string, which: ReturnType<typeof sql>) => sql`
    select s.id, s.account_id, row_number() over (order by s.id) as n
    from push_subscriptions s where s.app_id = ${app} and ${which}`;
  const state = sql`case n % 10 when 0 then 'failed' when 1 then 'gone' else 'accepted' end`;
  await db.execute(sql`
    insert into push_deliveries (account_id, push_id, subscription_id, state, attempts)
    select account_id, ${pushes.first}, id, ${state}, 1 from (${subscribersOf('moneyapp1', sql`true`)}) s order by id`);
  await db.execute(sql`
    insert into push_deliveries (id, account_id, push_id, subscription_id, state, attempts)
    select ${BIG_ID}::bigint + id, account_id, ${pushes.second}, id, ${state}, 1
    from (${subscribersOf('moneyapp1', sql`s.id % 2 = 0`)}) s order by id`);
  await db.execute(sql`
    insert into push_deliveries (account_id, push_id, subscription_id, state, attempts)
    select account_id, ${pushes.other}, id, 'accepted', 1 from (${subscribersOf('moneyapp2', sql`true`)}) s`);

  master = await signIn(server, 'money_owner', 'money-pass-1');
  official = await signIn(server, 'money_op', 'money-pass-1');
  otherMaster = await signIn(server, 'money_other', 'money-pass-1');
  otherOfficial = await signIn(server, 'money_other_op', 'money-pass-1');
});
afterAll(() => server?.close());

interface LedgerRow {
  id: number;
  created_at: string;
  kind: string;
  reference: string;
}
interface KindTotal {
  kind: string;
  amount: number;
  count: number;
}

describe('deduction statistics: the ledger rows by cursor', () => {
  const path = '/api/v1/order/get_deduction_statis_list';

  it('walks every row of the default 30 days once, newest first; the first page gives the exact total, every page the same sums', async () => {
    const { rows, first, later } = await walk<LedgerRow>(master, `${path}?pageSize=97`);
    expect(rows).toHaveLength(LEDGER_ROWS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(LEDGER_ROWS);
    expect(rows.every((row) => row.reference.startsWith('money-ledger-'))).toBe(true);
    expect(newestFirst(rows.map((row) => [row.created_at, row.id] as const))).toBe(true);
    expect(later).toHaveLength(Math.ceil(LEDGER_ROWS / 97) - 1);
    expect(first.total).toBe(LEDGER_ROWS);
    expect(first.total_estimated).toBeUndefined();
    const counted = (first.totals as KindTotal[]).reduce((sum, total) => sum + total.count, 0);
    expect(counted).toBe(LEDGER_ROWS);
    for (const answer of later) {
      expect(answer.totals).toEqual(first.totals);
      expect(answer.by_day).toEqual(first.by_day);
    }
  });

  it('walks one kind through its index, and an older range when asked', async () => {
    const recharges = await walk<LedgerRow>(master, `${path}?kind=recharge&pageSize=9`);
    expect(recharges.rows).toHaveLength(LEDGER_ROWS / 10);
    expect(recharges.first.total).toBe(LEDGER_ROWS / 10);
    expect(new Set(recharges.rows.map((row) => row.kind))).toEqual(new Set(['recharge']));
    expect(new Set(recharges.rows.map((row) => row.id)).size).toBe(recharges.rows.length);
    expect(newestFirst(recharges.rows.map((row) => [row.created_at, row.id] as const))).toBe(true);

    const day = (daysAgo: number) => utcDay(new Date(Date.now() - daysAgo * 86_400_000));
    const old = await walk<LedgerRow>(master, `${path}?created_at_start=${day(41)}&created_at_end=${day(39)}&pageSize=7`);
    expect(old.first.total).toBe(OLD_LEDGER_ROWS);
    expect(old.rows.map((row) => row.kind)).toEqual(Array(OLD_LEDGER_ROWS).fill('package'));
    expect(old.first.totals).toEqual([{ kind: 'package', amount: -500 * OLD_LEDGER_ROWS, count: OLD_LEDGER_ROWS }]);
    // A narrow range is a range of the same order: nothing of the last 30 days.
    expect(old.rows.some((row) => row.reference.startsWith('money-ledger-'))).toBe(false);
  });

  it('refuses a forged cursor, and a page number', async () => {
    for (const cursor of [forged(['', "2026-01-01'; drop table ledger; --", 1]), forged(['', '2026-02-30 00:00:00+00', 1]), 'x']) {
      const answer = await inject(server, 'GET', `${path}?cursor=${cursor}`, { token: master, lang: 'en' });
      expect(answer.status, cursor).toBe(400);
    }
    expect((await inject(server, 'GET', `${path}?page=2`, { token: master, lang: 'en' })).status).toBe(400);
  });

  it('shows another account only its own rows', async () => {
    const { rows, first } = await walk<LedgerRow>(otherMaster, `${path}?pageSize=20`);
    expect(first.total).toBe(50);
    expect(rows.every((row) => row.reference.startsWith('money-foreign-'))).toBe(true);
    expect(first.totals).toEqual([{ kind: 'recharge', amount: 50_000, count: 50 }]);
  });
});

interface UsageRow {
  id: number;
  reference: string;
  created_at: string;
}

describe('package usage records by cursor', () => {
  const path = '/api/v1/packages/usage_records';

  it('walks every record once, newest first, with the exact total on the first page', async () => {
    const { rows, first } = await walk<UsageRow>(master, `${path}?pageSize=41`);
    expect(first.total).toBe(USAGE_ROWS);
    expect(rows).toHaveLength(USAGE_ROWS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(USAGE_ROWS);
    expect(newestFirst(rows.map((row) => [row.created_at, row.id] as const))).toBe(true);
  });

  it('filters by the whole reference (a part of one finds nothing) and by days', async () => {
    const one = await walk<UsageRow>(master, `${path}?reference=money-ref-7&pageSize=5`);
    expect(one.first.total).toBe(USAGE_ROWS / 50);
    expect(one.rows.map((row) => row.reference)).toEqual(Array(USAGE_ROWS / 50).fill('money-ref-7'));
    expect(newestFirst(one.rows.map((row) => [row.created_at, row.id] as const))).toBe(true);
    expect((await page<UsageRow>(master, `${path}?reference=money-ref`)).items).toEqual([]);

    const daysAgo = (n: number) => localDay(new Date(new Date().setDate(new Date().getDate() - n)));
    const ranged = await walk<UsageRow>(master, `${path}?created_at_start=${daysAgo(5)}&created_at_end=${daysAgo(2)}&pageSize=50`);
    const expected = Array.from({ length: USAGE_ROWS }, (_, i) => i + 1).filter((n) => n % 9 >= 2 && n % 9 <= 5).length;
    expect(ranged.first.total).toBe(expected);
    expect(ranged.rows).toHaveLength(expected);
    expect(new Set(ranged.rows.map((row) => localDay(new Date(row.created_at))))).toEqual(
      new Set([daysAgo(2), daysAgo(3), daysAgo(4), daysAgo(5)]),
    );
    const both = await page<UsageRow>(
      master,
      `${path}?reference=money-ref-7&created_at_start=${daysAgo(5)}&created_at_end=${daysAgo(2)}&cursor=`,
    );
    expect(both.total).toBe(
      Array.from({ length: USAGE_ROWS }, (_, i) => i + 1).filter((n) => n % 50 === 7 && n % 9 >= 2 && n % 9 <= 5).length,
    );
  });

  it('refuses a forged cursor and a page number', async () => {
    expect((await inject(server, 'GET', `${path}?cursor=${forged(['', 'yesterday', 1])}`, { token: master, lang: 'en' })).status).toBe(400);
    expect((await inject(server, 'GET', `${path}?page=1`, { token: master, lang: 'en' })).status).toBe(400);
  });

  it('shows another account only its own records', async () => {
    const { rows, first } = await walk<UsageRow>(otherMaster, `${path}?pageSize=6`);
    expect(first.total).toBe(20);
    expect(rows.every((row) => row.reference.startsWith('money-foreign-ref-'))).toBe(true);
    expect(await page<UsageRow>(otherMaster, `${path}?reference=money-ref-7&cursor=`)).toEqual({ items: [], total: 0 });
  });
});

interface DeliveryRow {
  id: number;
  push_id: number;
  state: string;
  device_id: string;
}

describe('push delivery log by cursor', () => {
  const path = '/api/v1/push/delivery_list';
  const accountDeliveries = USERS + USERS / 2;

  it("walks the account's deliveries newest first by id, across ids past 2^31", async () => {
    const { rows, first } = await walk<DeliveryRow>(official, `${path}?pageSize=37`);
    expect(first.total).toBe(accountDeliveries);
    expect(rows).toHaveLength(accountDeliveries);
    expect(new Set(rows.map((row) => row.id)).size).toBe(accountDeliveries);
    expect(rows.every((row, i) => i === 0 || row.id < rows[i - 1]!.id)).toBe(true);
    expect(rows.filter((row) => row.id > 2 ** 31)).toHaveLength(USERS / 2);
    expect(rows.every((row) => row.device_id.startsWith('moneyapp1-device-'))).toBe(true);
  });

  it('filters by push and by state, each through its index', async () => {
    const first = await walk<DeliveryRow>(official, `${path}?push_id=${pushes.first}&pageSize=50`);
    expect(first.first.total).toBe(USERS);
    expect(new Set(first.rows.map((row) => row.push_id))).toEqual(new Set([pushes.first]));
    expect(new Set(first.rows.map((row) => row.id)).size).toBe(USERS);

    const failed = await walk<DeliveryRow>(official, `${path}?state=failed&pageSize=4`);
    expect(failed.first.total).toBe(accountDeliveries / 10);
    expect(new Set(failed.rows.map((row) => row.state))).toEqual(new Set(['failed']));
    expect(failed.rows.every((row, i) => i === 0 || row.id < failed.rows[i - 1]!.id)).toBe(true);

    const goneOfSecond = await walk<DeliveryRow>(official, `${path}?push_id=${pushes.second}&state=gone&pageSize=4`);
    expect(goneOfSecond.first.total).toBe(USERS / 2 / 10);
    expect(goneOfSecond.rows.every((row) => row.push_id === pushes.second && row.state === 'gone' && row.id > BIG_ID)).toBe(true);
  });

  it('refuses a forged cursor (an id past what a number holds exactly, or not a number) and a page number', async () => {
    for (const cursor of [forged(['', '9007199254740993', Number.MAX_SAFE_INTEGER + 2]), forged(['', 'one', 1]), forged(['', '5', 5, 5])]) {
      expect((await inject(server, 'GET', `${path}?cursor=${cursor}`, { token: official, lang: 'en' })).status, cursor).toBe(400);
    }
    expect((await inject(server, 'GET', `${path}?page=1`, { token: official, lang: 'en' })).status).toBe(400);
  });

  it("shows another account's official none of these deliveries, its own alone", async () => {
    const foreign = await inject(server, 'GET', `${path}?push_id=${pushes.first}&cursor=`, { token: otherOfficial, lang: 'en' });
    expect(foreign.data).toEqual({ items: [], total: 0 });
    const own = await walk<DeliveryRow>(otherOfficial, `${path}?pageSize=7`);
    expect(own.first.total).toBe(20);
    expect(own.rows.every((row) => row.push_id === pushes.other)).toBe(true);
  });
});

interface SubscriberRow {
  id: number;
  app_id: string;
  device_id: string;
  country: string;
  state: string;
  updated_at: string;
}

describe('push subscribers by cursor', () => {
  const path = '/api/v1/push/subscriber_list';

  beforeAll(async () => {
    // Latest change in seven steps of a minute (many subscribers share each one: only the id orders them),
    // a third in Germany, a tenth unsubscribed. Subscriptions were made in their users' order, so the
    // users' ids (the rows' ids) follow the subscriptions'.
    await server.database.db.execute(sql`
      update push_subscriptions
      set updated_at = now() - (pwa_user_id % 7) * interval '1 minute',
          country = case when pwa_user_id % 3 = 0 then 'DE' else 'FR' end,
          state = case when pwa_user_id % 10 = 0 then 'unsubscribed' else 'subscribed' end
      where account_id = ${accountId}`);
  });

  it("walks the account's subscribers by latest change, each once", async () => {
    const { rows, first } = await walk<SubscriberRow>(official, `${path}?pageSize=23`);
    expect(first.total).toBe(USERS);
    expect(rows).toHaveLength(USERS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(USERS);
    expect(newestFirst(rows.map((row) => [row.updated_at, row.id] as const))).toBe(true);
    expect(new Set(rows.map((row) => row.app_id))).toEqual(new Set(['moneyapp1']));
  });

  it('filters by country and state through their indexes, and by a whole device id only', async () => {
    const german = await walk<SubscriberRow>(official, `${path}?country=DE&pageSize=30`);
    expect(german.first.total).toBe(USERS / 3);
    expect(german.rows.every((row) => row.country === 'DE')).toBe(true);
    expect(newestFirst(german.rows.map((row) => [row.updated_at, row.id] as const))).toBe(true);

    const left = await walk<SubscriberRow>(official, `${path}?state=unsubscribed&country=FR&pageSize=4`);
    expect(left.rows.length).toBe(left.first.total);
    expect(left.rows.length).toBeGreaterThan(0);
    expect(left.rows.every((row) => row.state === 'unsubscribed' && row.country === 'FR')).toBe(true);

    const one = await page<SubscriberRow>(official, `${path}?device=moneyapp1-device-7&cursor=`);
    expect(one.items.map((row) => row.device_id)).toEqual(['moneyapp1-device-7']);
    expect(one.total).toBe(1);
    expect(await page<SubscriberRow>(official, `${path}?device=moneyapp1-device-&cursor=`)).toEqual({ items: [], total: 0 });
  });

  it("refuses a page number, and shows another account's official its own subscribers alone", async () => {
    expect((await inject(server, 'GET', `${path}?page=1`, { token: official, lang: 'en' })).status).toBe(400);
    expect(await page<SubscriberRow>(otherOfficial, `${path}?device=moneyapp1-device-7`)).toEqual({ items: [], total: 0 });
    const own = await walk<SubscriberRow>(otherOfficial, `${path}?pageSize=6`);
    expect(own.first.total).toBe(20);
    expect(own.rows.every((row) => row.app_id === 'moneyapp2')).toBe(true);
  });
});

it('finds the indexes of these lists in the migrated database', async () => {
  const lists = ['getDeductionStatisList', 'packageUsageList', 'pushDeliveryList', 'pushSubscriberList'];
  expect(lists.every((list) => requiredListIndexes().some((need) => need.operationId === list))).toBe(true);
  expect(await missingListIndexes(server.database.db)).toEqual([]);
});
