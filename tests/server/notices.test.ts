import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../contract/generated/types';
import { notices } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { NOTICE_FIELDS, contentCounts, isIsoDate } from './content-helpers';
import { inject, insertUser, signIn } from './helpers';

const MAINTENANCE = 'Scheduled maintenance on Sunday';
const BALANCE = 'Your balance covers about 30 days of installs';
const WELCOME = 'Welcome to PWA Console';

describe('notices', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await startTestServer();
    // The notice the platform desk's seed step publishes is the subject of platform-desk.test.ts.
    await server.database.db.delete(notices).where(isNotNull(notices.createdBy));
    const rival = await insertUser(server.database, { username: 'rival', password: 'rival123', role: 'master' });
    await server.database.db.insert(notices).values({ accountId: rival.id, title: 'Rival only', content: 'private' });
    for (const [name, password] of [
      ['demo', 'demo123'],
      ['operator', 'operator123'],
      ['admin', 'admin123'],
      ['rival', 'rival123'],
    ]) {
      tokens[name] = await signIn(server, name!, password!);
    }
    const all = await server.database.db.select().from(notices);
    for (const n of all) ids[n.title] = n.id;
  });
  afterAll(() => server.close());

  const get = (who: string, url: string) => inject(server, 'GET', url, { token: tokens[who], lang: 'en' });
  const titles = async (who: string, query = '') =>
    (await get(who, `/api/v1/notice/list${query ? `?${query}` : ''}`)).data.items.map((n: Notice) => n.title);
  const unread = async (who: string) => (await get(who, '/api/v1/notice/unread_count')).data.count;

  it("lists platform-wide and the account's notices, newest first, with the reader's read state", async () => {
    const answer = await get('demo', '/api/v1/notice/list');
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBe(3);
    expect(answer.data.items.map((n: Notice) => [n.title, n.level, n.read])).toEqual([
      [MAINTENANCE, 'important', false],
      [BALANCE, 'warning', false],
      [WELCOME, 'info', true],
    ]);
    for (const notice of answer.data.items) {
      expect(Object.keys(notice).sort()).toEqual(NOTICE_FIELDS);
      expect(isIsoDate(notice.created_at)).toBe(true);
      expect(notice.read ? isIsoDate(notice.read_at) : notice.read_at === null).toBe(true);
    }
  });

  it('filters by status and title, sorts and pages', async () => {
    expect(await titles('demo', 'status=unread')).toEqual([MAINTENANCE, BALANCE]);
    expect(await titles('demo', 'status=read')).toEqual([WELCOME]);
    expect(await titles('demo', 'status=all&title=MAINTEN')).toEqual([MAINTENANCE]);
    expect(await titles('demo', 'sortField=level&sortOrder=ascend')).toEqual([WELCOME, BALANCE, MAINTENANCE]);
    expect(await titles('demo', 'sortField=created_at&sortOrder=ascend')).toEqual([WELCOME, BALANCE, MAINTENANCE]);
    const page = await get('demo', '/api/v1/notice/list?page=2&pageSize=2');
    expect(page.data.total).toBe(3);
    expect(page.data.items.map((n: Notice) => n.title)).toEqual([WELCOME]);
  });

  it('keeps read state per user and shows each account only its own notices', async () => {
    expect(await titles('operator')).toEqual([MAINTENANCE, BALANCE, WELCOME]);
    expect(await unread('operator')).toBe(3);
    expect(await titles('rival')).toEqual(['Rival only', MAINTENANCE]);
    expect(await titles('admin')).toEqual([MAINTENANCE]);
  });

  it('opening a notice marks it read and lowers the unread count', async () => {
    expect(await unread('demo')).toBe(2);
    const detail = await get('demo', `/api/v1/notice/detail?id=${ids[MAINTENANCE]}`);
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({ id: ids[MAINTENANCE], title: MAINTENANCE, level: 'important', read: true });
    expect(detail.data.content).toContain('unavailable');
    expect(isIsoDate(detail.data.read_at)).toBe(true);
    expect(await unread('demo')).toBe(1);
    expect(await titles('demo', 'status=unread')).toEqual([BALANCE]);

    // Opening it again keeps the first read time.
    const again = await get('demo', `/api/v1/notice/detail?id=${ids[MAINTENANCE]}`);
    expect(again.data.read_at).toBe(detail.data.read_at);
    // Another user's read state is untouched.
    expect(await unread('operator')).toBe(3);
  });

  it('answers a notice of another account like a missing one, and never marks it', async () => {
    const before = await contentCounts(server.database);
    const foreign = await get('rival', `/api/v1/notice/detail?id=${ids[BALANCE]}`);
    const missing = await get('rival', '/api/v1/notice/detail?id=987654');
    expect(foreign.status).toBe(404);
    expect([foreign.status, foreign.code, foreign.msg]).toEqual([missing.status, missing.code, missing.msg]);
    const marked = await inject(server, 'PUT', '/api/v1/notice/read', { token: tokens.rival, body: { ids: [ids[BALANCE], ids[WELCOME]] } });
    expect(marked.data).toEqual({ updated: 0 });
    expect(await contentCounts(server.database)).toEqual(before);
  });

  it('marks visible notices read and answers how many changed', async () => {
    const answer = await inject(server, 'PUT', '/api/v1/notice/read', {
      token: tokens.operator,
      body: { ids: [ids[BALANCE], ids[WELCOME], ids['Rival only'], 987654] },
    });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({ updated: 2 });
    expect(await unread('operator')).toBe(1);
    const again = await inject(server, 'PUT', '/api/v1/notice/read', { token: tokens.operator, body: { ids: [ids[BALANCE]] } });
    expect(again.data).toEqual({ updated: 0 });
    expect(await titles('operator', 'status=unread')).toEqual([MAINTENANCE]);
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = await contentCounts(server.database);
    for (const [url, field] of [
      ['/api/v1/notice/detail', 'id'],
      ['/api/v1/notice/detail?id=abc', 'id'],
      ['/api/v1/notice/detail?id=0', 'id'],
      ['/api/v1/notice/list?status=new', 'status'],
      ['/api/v1/notice/list?sortField=account_id', 'sortField: must be one of "created_at", "title", "level"'],
    ] as const) {
      const answer = await get('demo', url);
      expect(answer.status, url).toBe(400);
      expect(answer.msg, url).toContain(field);
    }
    for (const body of [{ ids: [] }, { ids: ['1'] }, { ids: [1, 1] }, {}]) {
      const answer = await inject(server, 'PUT', '/api/v1/notice/read', { token: tokens.demo, body, lang: 'en' });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.msg).toContain('ids');
    }
    expect(await contentCounts(server.database)).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const answer = await inject(server, 'GET', '/api/v1/notice/unread_count');
    expect(answer.status).toBe(401);
    expect(answer.code).toBe(401);
  });
});
