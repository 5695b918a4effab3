import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App, Channel } from '../../contract/generated/types';
import { channels } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { APP_FIELDS, CHANNEL_FIELDS, appsOf, channelsOf, contentCounts, insertApp, insertChannel, isIsoDate } from './content-helpers';
import { inject, insertUser, signIn, userByName } from './helpers';

const CODE = /^[A-Za-z0-9_-]{3,32}$/;

async function demoContext(server: TestServer) {
  const demo = await userByName(server.database, 'demo');
  const [news, shop] = await appsOf(server.database, demo.id);
  return { demo, token: await signIn(server, 'demo', 'demo123'), shop: shop!, news: news! };
}

const list = (server: TestServer, token: string, query = '') =>
  inject(server, 'GET', `/api/v1/channel/list${query ? `?${query}` : ''}`, { token, lang: 'en' });

describe('channel list', () => {
  let server: TestServer;
  let ctx: Awaited<ReturnType<typeof demoContext>>;
  beforeAll(async () => {
    server = await startTestServer();
    ctx = await demoContext(server);
  });
  afterAll(() => server.close());

  it('answers the demo channels, newest first, shaped as the channel entity', async () => {
    const answer = await list(server, ctx.token);
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBe(4);
    expect(answer.data.items.map((c: Channel) => c.name)).toEqual(['Telegram group', 'TikTok creators', 'Google ads', 'Facebook ads']);
    for (const item of answer.data.items) {
      expect(Object.keys(item).sort()).toEqual(CHANNEL_FIELDS);
      expect(isIsoDate(item.created_at)).toBe(true);
      expect(item.code).toMatch(CODE);
      expect(item.state).toBe('enabled');
    }
    const telegram = answer.data.items[0];
    expect(telegram).toMatchObject({ app_id: ctx.news.appId, app_name: 'Demo News', remark: 'Community posts' });
    // Counted from the demo's installed events (the seed's 30 days of traffic), so never zero.
    expect(telegram.install_count).toBeGreaterThan(0);
  });

  it('pages with a total of all matches', async () => {
    const first = await list(server, ctx.token, 'page=1&pageSize=3');
    const second = await list(server, ctx.token, 'page=2&pageSize=3');
    expect(first.data.total).toBe(4);
    expect(second.data.total).toBe(4);
    expect(first.data.items).toHaveLength(3);
    expect(second.data.items.map((c: Channel) => c.name)).toEqual(['Facebook ads']);
    const beyond = await list(server, ctx.token, 'page=99&pageSize=3');
    expect(beyond.data).toEqual({ items: [], total: 4 });
  });

  it('sorts by a whitelisted field in both directions', async () => {
    const up = await list(server, ctx.token, 'sortField=install_count&sortOrder=ascend');
    const counts = up.data.items.map((c: Channel) => c.install_count);
    expect(new Set(counts).size).toBe(4);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const down = await list(server, ctx.token, 'sortField=install_count&sortOrder=descend');
    expect(down.data.items.map((c: Channel) => c.install_count)).toEqual([...counts].reverse());
    const byApp = await list(server, ctx.token, 'sortField=app_name&sortOrder=ascend');
    expect(byApp.data.items[0].app_name).toBe('Demo News');
  });

  it('refuses a sort field the operation does not declare with a 400 naming the sortable ones', async () => {
    const answer = await list(server, ctx.token, 'sortField=account_id&sortOrder=ascend');
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('sortField: must be one of "id", "name", "code", "state", "install_count", "created_at", "app_name"');
    expect(answer.data).toMatchObject({ field: 'sortField' });
  });

  it('filters by app, name (case-insensitive, wildcards literal), code and state', async () => {
    expect((await list(server, ctx.token, `app_id=${ctx.shop.appId}`)).data.total).toBe(3);
    expect((await list(server, ctx.token, `app_id=${ctx.news.appId}`)).data.items.map((c: Channel) => c.name)).toEqual(['Telegram group']);
    expect((await list(server, ctx.token, 'name=ADS')).data.items.map((c: Channel) => c.name)).toEqual(['Google ads', 'Facebook ads']);
    expect((await list(server, ctx.token, 'name=%25')).data.total).toBe(0);
    expect((await list(server, ctx.token, 'name=_')).data.total).toBe(0);
    const [facebook] = (await list(server, ctx.token, 'name=Facebook')).data.items;
    const byCode = await list(server, ctx.token, `code=${facebook.code.slice(1, 6).toLowerCase()}`);
    expect(byCode.data.items.map((c: Channel) => c.id)).toContain(facebook.id);
    expect((await list(server, ctx.token, 'state=enabled')).data.total).toBe(4);
    expect((await list(server, ctx.token, 'state=disabled')).data.total).toBe(0);
  });

  it('refuses malformed list parameters with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['pageSize=1001', 'pageSize'],
      ['page=abc', 'page'],
      ['sortOrder=up', 'sortOrder'],
      ['state=paused', 'state'],
      ['app_id=NOT-AN-ID', 'app_id'],
      ['owner=1', 'owner'],
    ] as const) {
      const answer = await list(server, ctx.token, query);
      expect(answer.status, query).toBe(400);
      expect(answer.msg, query).toContain(field);
    }
  });
});

describe('channel create, edit, state, delete', () => {
  let server: TestServer;
  let ctx: Awaited<ReturnType<typeof demoContext>>;
  beforeAll(async () => {
    server = await startTestServer();
    ctx = await demoContext(server);
  });
  afterAll(() => server.close());

  const call = (method: string, url: string, body: unknown, lang: 'en' | 'zh-CN' = 'en') =>
    inject(server, method, url, { token: ctx.token, body, lang });

  it('creates a channel with the given code and lists it', async () => {
    const answer = await call('POST', '/api/v1/channel/add', {
      app_id: ctx.shop.appId,
      name: 'Newsletter',
      code: 'news-2026',
      remark: 'May issue',
    });
    expect(answer.code).toBe(0);
    expect(Object.keys(answer.data).sort()).toEqual(CHANNEL_FIELDS);
    expect(answer.data).toMatchObject({
      app_id: ctx.shop.appId,
      app_name: 'Demo Shop',
      name: 'Newsletter',
      code: 'news-2026',
      remark: 'May issue',
      state: 'enabled',
      install_count: 0,
    });
    const listed = await list(server, ctx.token, 'name=Newsletter');
    expect(listed.data.items).toEqual([answer.data]);
  });

  it('generates a unique code when none is given', async () => {
    const a = await call('POST', '/api/v1/channel/add', { app_id: ctx.news.appId, name: 'Forum A' });
    const b = await call('POST', '/api/v1/channel/add', { app_id: ctx.news.appId, name: 'Forum B' });
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(a.data.code).toMatch(CODE);
    expect(b.data.code).toMatch(CODE);
    expect(a.data.code).not.toBe(b.data.code);
    expect(a.data.remark).toBe('');
  });

  it('refuses a code already in use (in any letter case) with a business error and writes nothing', async () => {
    const before = await contentCounts(server.database);
    const taken = await call('POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Copy', code: 'NEWS-2026' });
    expect(taken.status).toBe(200);
    expect(taken.code).toBe(100202);
    expect(taken.msg).toBe('This channel code is already in use.');
    const zh = await call('POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Copy', code: 'news-2026' }, 'zh-CN');
    expect(zh.code).toBe(100202);
    expect(zh.msg).toBe('该渠道编码已被使用。');
    expect(await contentCounts(server.database)).toEqual(before);
  });

  it('refuses an app that is not in the account', async () => {
    const other = await insertUser(server.database, { username: 'elsewhere', password: 'elsewhere1', role: 'master' });
    const foreign = await insertApp(server.database, other.id, 'Foreign app');
    const before = await contentCounts(server.database);
    const foreignAnswer = await call('POST', '/api/v1/channel/add', { app_id: foreign.appId, name: 'Steal' });
    const missingAnswer = await call('POST', '/api/v1/channel/add', { app_id: 'nosuchapp1', name: 'Nothing' });
    expect(foreignAnswer.code).toBe(100201);
    expect(foreignAnswer.msg).toBe('This app does not exist in your account.');
    // Another account's app is indistinguishable from one that does not exist.
    expect({ ...foreignAnswer, headers: undefined }).toEqual({ ...missingAnswer, headers: undefined });
    expect(await contentCounts(server.database)).toEqual(before);
  });

  it('edits name, app and remark but never the code', async () => {
    const created = await call('POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Blog', code: 'blog-1' });
    const edited = await call('PUT', '/api/v1/channel/edit', {
      id: created.data.id,
      name: 'Tech blog',
      app_id: ctx.news.appId,
      remark: 'moved',
    });
    expect(edited.code).toBe(0);
    expect(edited.data).toMatchObject({
      id: created.data.id,
      name: 'Tech blog',
      app_id: ctx.news.appId,
      app_name: 'Demo News',
      remark: 'moved',
      code: 'blog-1',
    });

    const withCode = await call('PUT', '/api/v1/channel/edit', { id: created.data.id, name: 'Tech blog', code: 'other' });
    expect(withCode.status).toBe(400);
    expect(withCode.msg).toContain('code');
    const [row] = await server.database.db.select().from(channels).where(eq(channels.id, created.data.id));
    expect(row!.code).toBe('blog-1');

    const nameOnly = await call('PUT', '/api/v1/channel/edit', { id: created.data.id, name: 'Blog again' });
    expect(nameOnly.data).toMatchObject({ name: 'Blog again', app_id: ctx.news.appId, remark: 'moved' });

    const foreignApp = await call('PUT', '/api/v1/channel/edit', { id: created.data.id, name: 'x', app_id: 'nosuchapp1' });
    expect(foreignApp.code).toBe(100201);
    const missing = await call('PUT', '/api/v1/channel/edit', { id: 987654, name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.code).toBe(404);
  });

  it('disables and enables a channel', async () => {
    const created = await call('POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Flyers' });
    const off = await call('PUT', '/api/v1/channel/state', { id: created.data.id, state: 'disabled' });
    expect(off.data).toMatchObject({ id: created.data.id, state: 'disabled' });
    expect((await list(server, ctx.token, 'state=disabled')).data.items.map((c: Channel) => c.id)).toEqual([created.data.id]);
    const on = await call('PUT', '/api/v1/channel/state', { id: created.data.id, state: 'enabled' });
    expect(on.data.state).toBe('enabled');
    expect((await list(server, ctx.token, 'state=disabled')).data.total).toBe(0);
  });

  it('deletes only existing channels of the account and answers the count', async () => {
    const a = await call('POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Delete me A' });
    const b = await call('POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Delete me B' });
    const answer = await call('DELETE', '/api/v1/channel/del', { ids: [a.data.id, b.data.id, 987654] });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({ deleted: 2 });
    expect((await list(server, ctx.token, 'name=Delete me')).data.total).toBe(0);
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = await contentCounts(server.database);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/v1/channel/add', { app_id: ctx.shop.appId }, 'name'],
      ['POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: '   ' }, 'name'],
      ['POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'x'.repeat(65) }, 'name'],
      ['POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Spaces', code: 'a b' }, 'code'],
      ['POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Short', code: 'ab' }, 'code'],
      ['POST', '/api/v1/channel/add', { app_id: 'UPPER', name: 'Bad app' }, 'app_id'],
      ['POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Extra', state: 'disabled' }, 'state'],
      ['POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Remark', remark: 'r'.repeat(501) }, 'remark'],
      ['PUT', '/api/v1/channel/edit', { id: '1', name: 'String id' }, 'id'],
      ['PUT', '/api/v1/channel/state', { id: 1, state: 'paused' }, 'state'],
      ['DELETE', '/api/v1/channel/del', { ids: [] }, 'ids'],
      ['DELETE', '/api/v1/channel/del', { ids: [0] }, 'ids'],
    ];
    for (const [method, url, body, field] of cases) {
      const answer = await call(method, url, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.code).toBe(400);
      // The message names a form's field by its label; the envelope names the field itself.
      expect((answer.data as { field?: string } | null)?.field ?? answer.msg, JSON.stringify(body)).toContain(field);
    }
    expect(await contentCounts(server.database)).toEqual(before);
  });
});

describe('account boundary', () => {
  let server: TestServer;
  let ctx: Awaited<ReturnType<typeof demoContext>>;
  let otherToken: string;
  let otherChannelId: number;
  beforeAll(async () => {
    server = await startTestServer();
    ctx = await demoContext(server);
    const other = await insertUser(server.database, { username: 'rival', password: 'rival123', role: 'master' });
    const app = await insertApp(server.database, other.id, 'Rival app');
    otherChannelId = (await insertChannel(server.database, other.id, app.appId, 'Rival channel', 'rival-1')).id;
    otherToken = await signIn(server, 'rival', 'rival123');
  });
  afterAll(() => server.close());

  const as = (token: string, method: string, url: string, body?: unknown) => inject(server, method, url, { token, body, lang: 'en' });

  it("lists only the caller's own channels and apps", async () => {
    const mine = await as(otherToken, 'GET', '/api/v1/channel/list');
    expect(mine.data.items.map((c: Channel) => c.name)).toEqual(['Rival channel']);
    expect(mine.data.total).toBe(1);
    expect((await as(otherToken, 'GET', `/api/v1/channel/list?app_id=${ctx.shop.appId}`)).data.total).toBe(0);
    expect((await as(otherToken, 'GET', '/api/v1/app_list')).data.items.map((a: App) => a.app_name)).toEqual(['Rival app']);
    expect((await as(ctx.token, 'GET', '/api/v1/channel/list')).data.items.map((c: Channel) => c.name)).not.toContain('Rival channel');
  });

  it("answers another account's channel exactly like a missing one, and changes nothing", async () => {
    const demoChannels = await channelsOf(server.database, ctx.demo.id);
    const target = demoChannels[0]!;
    const missingId = 987654;
    const attempts: [string, string, (id: number) => unknown][] = [
      ['PUT', '/api/v1/channel/edit', (id) => ({ id, name: 'Hijacked' })],
      ['PUT', '/api/v1/channel/state', (id) => ({ id, state: 'disabled' })],
      ['POST', '/api/v1/domains/get_short_url', (id) => ({ channel_id: id })],
    ];
    const before = await contentCounts(server.database);
    for (const [method, url, body] of attempts) {
      const foreign = await as(otherToken, method, url, body(target.id));
      const missing = await as(otherToken, method, url, body(missingId));
      expect(foreign.status, url).toBe(404);
      expect(foreign.code).toBe(404);
      expect(foreign.data).toBeNull();
      expect([foreign.status, foreign.code, foreign.msg]).toEqual([missing.status, missing.code, missing.msg]);
    }
    const deleted = await as(otherToken, 'DELETE', '/api/v1/channel/del', { ids: demoChannels.map((c) => c.id) });
    expect(deleted.data).toEqual({ deleted: 0 });
    expect(await channelsOf(server.database, ctx.demo.id)).toEqual(demoChannels);
    expect(await contentCounts(server.database)).toEqual(before);

    // And the other way round.
    const fromDemo = await as(ctx.token, 'PUT', '/api/v1/channel/edit', { id: otherChannelId, name: 'Mine now' });
    expect(fromDemo.status).toBe(404);
  });

  it("refuses a channel on another account's app", async () => {
    const answer = await as(otherToken, 'POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'Sneaky' });
    expect(answer.code).toBe(100201);
    const moved = await as(otherToken, 'PUT', '/api/v1/channel/edit', { id: otherChannelId, name: 'Moved', app_id: ctx.shop.appId });
    expect(moved.code).toBe(100201);
    expect((await channelsOf(server.database, ctx.demo.id)).map((c) => c.name)).not.toContain('Sneaky');
  });
});

describe('operator (official) and apps', () => {
  let server: TestServer;
  let ctx: Awaited<ReturnType<typeof demoContext>>;
  let operatorToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    ctx = await demoContext(server);
    operatorToken = await signIn(server, 'operator', 'operator123');
  });
  afterAll(() => server.close());

  it('gets 403 on every channel operation', async () => {
    const channel = (await channelsOf(server.database, ctx.demo.id))[0]!;
    const before = await contentCounts(server.database);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/channel/list'],
      ['POST', '/api/v1/channel/add', { app_id: ctx.shop.appId, name: 'By operator' }],
      ['PUT', '/api/v1/channel/edit', { id: channel.id, name: 'By operator' }],
      ['PUT', '/api/v1/channel/state', { id: channel.id, state: 'disabled' }],
      ['DELETE', '/api/v1/channel/del', { ids: [channel.id] }],
      ['POST', '/api/v1/channel/import', { rows: [{ app_id: ctx.shop.appId, name: 'By operator' }] }],
      ['POST', '/api/v1/domains/get_short_url', { channel_id: channel.id }],
    ];
    for (const [method, url, body] of calls) {
      const answer = await inject(server, method, url, { token: operatorToken, body });
      expect(answer.status, url).toBe(403);
      expect(answer.code).toBe(403);
    }
    expect(await contentCounts(server.database)).toEqual(before);
  });

  it('lists the apps of its master, shaped as the app entity', async () => {
    const asOperator = await inject(server, 'GET', '/api/v1/app_list', { token: operatorToken });
    const asDemo = await inject(server, 'GET', '/api/v1/app_list', { token: ctx.token });
    expect(asOperator.code).toBe(0);
    expect(asOperator.data).toEqual(asDemo.data);
    expect(asOperator.data.total).toBe(2);
    expect(asOperator.data.items.map((a: App) => a.app_name)).toEqual(['Demo News', 'Demo Shop']);
    for (const app of asOperator.data.items) {
      expect(Object.keys(app).sort()).toEqual(APP_FIELDS);
      expect(app.state).toBe('online');
      expect(app.app_id).toMatch(/^[a-z0-9]{6,16}$/);
      expect(isIsoDate(app.created_at) && isIsoDate(app.updated_at)).toBe(true);
      // The demo shop serves on its seeded domain; the news app has none bound.
      expect(app.record).toEqual(app.app_name === 'Demo Shop' ? ['demo-shop.app.localhost'] : []);
    }
  });

  it('filters, sorts and pages apps; refuses an unknown sort field', async () => {
    const get = (query: string) => inject(server, 'GET', `/api/v1/app_list?${query}`, { token: operatorToken, lang: 'en' });
    expect((await get('app_name=shop')).data.items.map((a: App) => a.app_name)).toEqual(['Demo Shop']);
    expect((await get('state=paused')).data.total).toBe(0);
    expect((await get('sortField=app_name&sortOrder=ascend')).data.items.map((a: App) => a.app_name)).toEqual(['Demo News', 'Demo Shop']);
    const page = await get('sortField=app_name&sortOrder=descend&page=2&pageSize=1');
    expect(page.data).toMatchObject({ total: 2, items: [{ app_name: 'Demo News' }] });
    const bad = await get('sortField=account_id');
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('"app_id", "app_name", "state", "created_at", "updated_at"');
  });
});
