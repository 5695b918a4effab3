import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/apps/tables';
import { EXACT_TOTAL_UP_TO } from '../../server/shared/keyset-list';
import { missingListIndexes, requiredListIndexes } from '../../server/shared/list-indexes';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn } from './helpers';

let server: TestServer;
let official: string;
let accountId: number;
const MANY = EXACT_TOTAL_UP_TO + 50;

interface UserRow {
  id: number;
  device_id: string;
  last_seen: string;
  first_seen: string;
}
interface Page {
  items: UserRow[];
  next_cursor?: string;
  total?: number;
  total_estimated?: boolean;
}

const get = (path: string) => inject(server, 'GET', path, { token: official, lang: 'en' });

async function page(path: string): Promise<Page> {
  const answer = await get(path);
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data as Page;
}

/** Every page of a list from the first, by next_cursor. */
async function walk(path: string): Promise<{ rows: UserRow[]; pages: number; first: Page }> {
  const first = await page(`${path}&cursor=`);
  const rows = [...first.items];
  let next = first.next_cursor;
  let pages = 1;
  while (next) {
    const later = await page(`${path}&cursor=${next}`);
    expect(later.total, 'a later page carries no total').toBeUndefined();
    rows.push(...later.items);
    next = later.next_cursor;
    pages += 1;
  }
  return { rows, pages, first };
}

beforeAll(async () => {
  server = await startTestServer();
  const owner = await insertUser(server.database, { username: 'keyset_owner', password: 'keyset-pass-1', role: 'master' });
  await insertUser(server.database, { username: 'keyset_op', password: 'keyset-pass-1', role: 'official', parentId: owner.id });
  accountId = owner.id;
  const { db } = server.database;
  await db.insert(apps).values({ appId: 'keysetapp1', accountId, appName: 'Keyset app' });
  // Many users; last_seen repeats every 7 rows, so only the id keeps the order total.
  await db.execute(sql`
    insert into pwa_users (account_id, app_id, device_id, platform, subscribed, installed_at, first_seen, last_seen)
    select ${accountId}, 'keysetapp1', 'keyset-device-' || n, case when n % 3 = 0 then 'ios' else 'android' end, n % 2 = 0,
           case when n % 5 = 0 then now() - n * interval '1 minute' end,
           now() - n * interval '2 minutes', now() - (n % 7) * interval '1 hour'
    from generate_series(1, ${MANY}) as n`);
  await db.execute(sql`analyze pwa_users`);
  official = await signIn(server, 'keyset_op', 'keyset-pass-1');
});
afterAll(() => server?.close());

describe('a keyset-paged list (PWA users)', () => {
  it('walks every matching row once, in order, page after page, and the first page gives the exact total', async () => {
    const { rows, pages, first } = await walk('/api/v1/statistics/user_list?platform=ios&installed=yes&pageSize=97');
    const expected = Array.from({ length: MANY }, (_, i) => i + 1).filter((n) => n % 3 === 0 && n % 5 === 0);
    expect(first).toMatchObject({ total: expected.length });
    expect(first.total_estimated).toBeUndefined();
    expect(rows.map((row) => row.device_id).sort()).toEqual(expected.map((n) => `keyset-device-${n}`).sort());
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(pages).toBe(Math.ceil(expected.length / 97));
    const keys = rows.map((row) => [row.last_seen, row.id] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
  });

  it('pages in a chosen sort too, and refuses a cursor of another sort or a forged one', async () => {
    const sorted = '/api/v1/statistics/user_list?sortField=first_seen&sortOrder=ascend&subscribed=yes&pageSize=500';
    const first = await page(`${sorted}&cursor=`);
    const second = await page(`${sorted}&cursor=${first.next_cursor}`);
    expect(second.items[0]!.first_seen >= first.items.at(-1)!.first_seen).toBe(true);
    expect(first.items.map((row) => row.first_seen)).toEqual(first.items.map((row) => row.first_seen).sort());

    const otherSort = await get(`/api/v1/statistics/user_list?pageSize=500&cursor=${first.next_cursor}`);
    expect(otherSort.status).toBe(400);
    expect(otherSort.msg).toContain('next_cursor');
    const forged = Buffer.from(JSON.stringify(['', "2026-01-01'; drop table users; --", 1])).toString('base64url');
    expect((await get(`/api/v1/statistics/user_list?cursor=${forged}`)).status).toBe(400);
    expect((await get('/api/v1/statistics/user_list?cursor=not%20base64')).status).toBe(400);
  });

  it(`gives an estimated total past ${EXACT_TOTAL_UP_TO} rows, and an exact one for a narrow filter`, async () => {
    const all = await page('/api/v1/statistics/user_list?cursor=&pageSize=20');
    expect(all.total_estimated).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    // The planner's estimate, from the statistics `analyze` gathered: near the real count.
    expect(Math.abs(all.total! - MANY) / MANY).toBeLessThan(0.2);
    expect(all.items).toHaveLength(20);

    const one = await page('/api/v1/statistics/user_list?cursor=&device=keyset-device-42');
    expect(one).toMatchObject({ total: 1, items: [{ device_id: 'keyset-device-42' }] });
    expect(one.next_cursor).toBeUndefined();
  });

  it('answers the same estimate for a minute though rows were added, and an exact total as it is', async () => {
    const { db } = server.database;
    const before = await page('/api/v1/statistics/user_list?cursor=');
    expect(before.total_estimated).toBe(true);
    try {
      await db.execute(sql`
        insert into pwa_users (account_id, app_id, device_id, platform)
        select ${accountId}, 'keysetapp1', 'kept-device-' || n, 'android' from generate_series(1, 5000) as n`);
      await db.execute(sql`analyze pwa_users`);
      const again = await page('/api/v1/statistics/user_list?cursor=');
      expect(again).toMatchObject({ total: before.total, total_estimated: true });
      // Another filter's values are counted on their own, and an exact total follows every change.
      expect(await page('/api/v1/statistics/user_list?cursor=&device=kept-device-1')).toMatchObject({ total: 1 });
      await db.execute(sql`delete from pwa_users where device_id = 'kept-device-1'`);
      expect(await page('/api/v1/statistics/user_list?cursor=&device=kept-device-1')).toEqual({ items: [], total: 0 });
    } finally {
      await db.execute(sql`delete from pwa_users where device_id like 'kept-device-%'`);
      await db.execute(sql`analyze pwa_users`);
    }
  });
});

describe('list indexes checked at start', () => {
  it('finds every index the keyset lists declare in the migrated database', async () => {
    expect(requiredListIndexes().some((need) => need.operationId === 'pwaUserList')).toBe(true);
    expect(await missingListIndexes(server.database.db)).toEqual([]);
  });

  it('names a sort or filter whose index is missing', async () => {
    const missing = await missingListIndexes(server.database.db, [
      { operationId: 'pwaUserList', serves: 'filter country', table: 'pwa_users', columns: ['account_id', 'country'] },
      { operationId: 'pwaUserList', serves: 'sort last_seen', table: 'pwa_users', columns: ['account_id', 'last_seen', 'id'] },
    ]);
    expect(missing).toEqual(['pwaUserList (filter country): no index on pwa_users starting with (account_id, country)']);
  });
});

// The rows above belong to one account: another account's official sees none of them.
describe('account boundary', () => {
  it("shows another account's official none of these users", async () => {
    const other = await signIn(server, 'operator', 'operator123');
    const answer = await inject(server, 'GET', '/api/v1/statistics/user_list?cursor=&device=keyset-device-42', {
      token: other,
      lang: 'en',
    });
    expect(answer.data).toMatchObject({ items: [], total: 0 });
  });
});
