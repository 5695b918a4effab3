import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { insertApp, insertChannel } from './content-helpers';
import { inject, insertUser, signIn } from './helpers';

const ROWS = 23;
const PAGE = 5;

/** Every page of a keyset-paged channel list, following next_cursor from the first page. */
async function walk(server: TestServer, token: string, query: string) {
  const names: string[] = [];
  let cursor = '';
  for (let pages = 0; pages < 50; pages++) {
    const answer = await inject(server, 'GET', `/api/v1/channel/list?pageSize=${PAGE}&cursor=${cursor}${query}`, { token, lang: 'en' });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.total).toBeUndefined();
    names.push(...answer.data.items.map((item: { name: string }) => item.name));
    if (!answer.data.next_cursor) return names;
    cursor = answer.data.next_cursor;
  }
  throw new Error('the cursor never ended');
}

async function offsetNames(server: TestServer, token: string, query: string) {
  const answer = await inject(server, 'GET', `/api/v1/channel/list?page=1&pageSize=1000${query}`, { token });
  expect(answer.data.total).toBe(answer.data.items.length);
  return answer.data.items.map((item: { name: string }) => item.name) as string[];
}

describe('keyset (cursor) paging of a list', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    const owner = await insertUser(server.database, { username: 'keyset', password: 'keyset123', role: 'master' });
    const app = await insertApp(server.database, owner.id, 'Keyset app');
    // Names repeat (and creation times are equal within one statement's rows), so the id decides ties.
    for (let n = 0; n < ROWS; n++) await insertChannel(server.database, owner.id, app.appId, `ch ${n % 7}`, `keyset-${n}`);
    token = await signIn(server, 'keyset', 'keyset123');
  });
  afterAll(() => server.close());

  for (const [label, query] of [
    ['the default order', ''],
    ['a repeated name ascending', '&sortField=name&sortOrder=ascend'],
    ['the id descending', '&sortField=id&sortOrder=descend'],
    ['creation time ascending', '&sortField=created_at&sortOrder=ascend'],
  ] as const) {
    it(`returns every row once, in the offset list's order (${label})`, async () => {
      const walked = await walk(server, token, query);
      expect(walked).toHaveLength(ROWS);
      expect(walked).toEqual(await offsetNames(server, token, query));
    });
  }

  it('ends with no next_cursor when the last page is exactly full', async () => {
    const answer = await inject(server, 'GET', `/api/v1/channel/list?pageSize=${ROWS}&cursor=`, { token });
    expect(answer.data.items).toHaveLength(ROWS);
    expect(answer.data.next_cursor).toBeUndefined();
  });

  it('refuses a cursor of another order, or a made-up one, with a 400 and changes nothing', async () => {
    const first = await inject(server, 'GET', `/api/v1/channel/list?pageSize=${PAGE}&cursor=`, { token });
    const cursor = first.data.next_cursor as string;
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      `${cursor}&sortField=name&sortOrder=ascend`,
      'bm90LWpzb24',
      forged(['', 'not a time', 1]),
      forged(['', '2026-02-30 00:00:00+00', 1]),
      `${forged(['install_count:ascend', '1e999', 1])}&sortField=install_count&sortOrder=ascend`,
      `${forged(['install_count:ascend', '99999999999', 1])}&sortField=install_count&sortOrder=ascend`,
      forged(['', '2026-01-01 00:00:00+00', 'x']),
    ]) {
      const answer = await inject(server, 'GET', `/api/v1/channel/list?pageSize=${PAGE}&cursor=${bad}`, { token, lang: 'en' });
      expect(answer.status, bad).toBe(400);
      expect(answer.msg).toMatch(/cursor/);
    }
  });

  it('keeps the offset total right on a page past the end', async () => {
    const answer = await inject(server, 'GET', `/api/v1/channel/list?page=99&pageSize=${PAGE}`, { token });
    expect(answer.data).toEqual({ items: [], total: ROWS });
  });
});
