import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../contract/generated/types';
import { startTestServer, type TestServer } from '../support/test-db';
import { APP_FIELDS, appsOf, contentCounts, insertApp, isIsoDate } from './content-helpers';
import { inject, insertUser, signIn, userByName } from './helpers';

let server: TestServer;
let token: string;
let demoId: number;

const list = (query = '', as = token) => inject(server, 'GET', `/api/v1/app_list${query ? `?${query}` : ''}`, { token: as, lang: 'en' });
const post = (path: string, body: unknown, as = token) => inject(server, 'POST', path, { token: as, body, lang: 'en' });
const names = (answer: { data: { items: App[] } }) => answer.data.items.map((a) => a.app_name);

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'demo', 'demo123');
  demoId = (await userByName(server.database, 'demo')).id;
});
afterAll(() => server?.close());

describe('app_list', () => {
  it('lists the demo apps newest first with their installs, sources and fields of the app entity', async () => {
    const answer = await list();
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBe(2);
    expect(names(answer)).toEqual(['Demo News', 'Demo Shop']);
    for (const app of answer.data.items) {
      expect(Object.keys(app).sort()).toEqual(APP_FIELDS);
      expect(isIsoDate(app.created_at)).toBe(true);
    }
    const [news, shop] = answer.data.items;
    expect(news).toMatchObject({ source: 'package', package_version: '1.0.0', app_type: 'news' });
    expect(shop).toMatchObject({ source: 'url', target_url: 'https://shop.example.com/' });
    // An app's installs are its channels' installs.
    const channels = (await inject(server, 'GET', '/api/v1/channel/list?pageSize=100', { token })).data.items as {
      app_id: string;
      install_count: number;
    }[];
    const installsOf = (appId: string) => channels.filter((c) => c.app_id === appId).reduce((sum, c) => sum + c.install_count, 0);
    expect(news.install_count).toBe(installsOf(news.app_id));
    expect(shop.install_count).toBe(installsOf(shop.app_id));
    expect(shop.install_count).toBeGreaterThan(0);
  });

  it('filters by name, state, category, domain and creation time, and pages and sorts on the server', async () => {
    const extra = await insertApp(server.database, demoId, 'Filter Target', ['target.example.net']);
    try {
      expect(names(await list('app_name=filter'))).toEqual(['Filter Target']);
      expect(names(await list('app_type=shopping'))).toEqual(['Demo Shop']);
      expect(names(await list('record=target.example'))).toEqual(['Filter Target']);
      expect(names(await list('state=draft'))).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect(names(await list(`created_at_start=${today} 00:00:00`))).toContain('Filter Target');
      expect(names(await list('created_at_end=2000-01-01 23:59:59'))).toEqual([]);
      const page = await list('pageSize=1&page=2&sortField=app_name&sortOrder=ascend');
      expect(page.data).toMatchObject({ total: 3 });
      expect(names(page)).toEqual(['Demo Shop']);
    } finally {
      await server.database.db.execute(`delete from apps where app_id = '${extra.appId}'` as never);
    }
  });

  it('refuses a bad date and an unknown sort field by name', async () => {
    const badDate = await list('created_at_start=2024-13-45');
    expect(badDate.status).toBe(400);
    expect(badDate.msg).toContain('created_at_start');
    const badSort = await list('sortField=secret');
    expect(badSort.status).toBe(400);
    expect(badSort.msg).toContain('sortField');
  });
});

describe('get_app_type', () => {
  it('answers the categories in the caller’s language with both names', async () => {
    const en = await inject(server, 'GET', '/api/v1/get_app_type', { token, lang: 'en' });
    const zh = await inject(server, 'GET', '/api/v1/get_app_type', { token, lang: 'zh-CN' });
    expect(en.data.items.find((c: { value: string }) => c.value === 'shopping')).toEqual({
      value: 'shopping',
      label: 'Shopping',
      label_zh_cn: '购物',
      label_en: 'Shopping',
    });
    expect(zh.data.items.find((c: { value: string }) => c.value === 'shopping').label).toBe('购物');
    expect(en.data.items.length).toBe(zh.data.items.length);
  });
});

describe('new_app, get_app and app_state', () => {
  it('creates a draft, edits it, reads it back with store details, and puts it online', async () => {
    const created = await post('/api/v1/new_app', {
      app_name: '  Weather Now ',
      app_type: 'tools',
      target_url: 'https://weather.example.com/',
      developer: 'Sky Ltd',
      rating: 4.5,
      downloads: 12000,
      description: 'Forecasts',
    });
    expect(created.code, created.msg).toBe(0);
    expect(created.data).toMatchObject({ app_name: 'Weather Now', state: 'draft', source: 'url', record: [] });
    expect(created.data.app_id).toMatch(/^[a-z0-9]{6,16}$/);
    const appId = created.data.app_id as string;

    const edited = await post('/api/v1/new_app', {
      app_id: appId,
      app_name: 'Weather Now',
      app_type_json: JSON.stringify({ whats_new: 'Radar maps', rating: 4.8 }),
      screenshots: ['/files/screenshots/' + 'a'.repeat(64) + '.png'],
    });
    expect(edited.code, edited.msg).toBe(0);

    const details = await post('/api/v1/get_app', { app_id: appId });
    expect(details.data).toMatchObject({
      app_id: appId,
      developer: 'Sky Ltd',
      rating: 4.8,
      downloads: 12000,
      description: 'Forecasts',
      whats_new: 'Radar maps',
      screenshots: ['/files/screenshots/' + 'a'.repeat(64) + '.png'],
      versions: [],
      domain_urls: [],
    });
    expect(JSON.parse(details.data.app_type_json)).toMatchObject({ developer: 'Sky Ltd', whats_new: 'Radar maps' });
    expect(details.data.install_url).toMatch(new RegExp(`/i/${appId}$`));
    const keys = await userByName(server.database, 'demo');
    expect(details.data.app_key).toBe(keys.appKey);
    expect(details.data.sdk_snippet).toContain(appId);

    const online = await post('/api/v1/app_state', { app_id: appId, state: 'online' });
    expect(online.data.state).toBe('online');
    const paused = await post('/api/v1/app_state', { app_id: appId, state: 'paused' });
    expect(paused.data.state).toBe('paused');
  });

  it('refuses bad store details, icons, categories and URLs, naming the field and storing nothing', async () => {
    const before = await contentCounts(server.database);
    const cases: [Record<string, unknown>, string][] = [
      [{ app_name: 'X', target_url: 'ftp://x.example' }, 'target_url'],
      [{ app_name: 'X', target_url: 'not a url' }, 'target_url'],
      [{ app_name: 'X' }, 'target_url'],
      [{ app_name: '   ', target_url: 'https://x.example' }, 'app_name'],
      [{ app_name: 'X', target_url: 'https://x.example', app_type: 'weapons' }, 'app_type'],
      [{ app_name: 'X', target_url: 'https://x.example', win_icon: 'javascript:alert(1)' }, 'win_icon'],
      [{ app_name: 'X', target_url: 'https://x.example', app_type_json: '{not json' }, 'app_type_json'],
      [{ app_name: 'X', target_url: 'https://x.example', app_type_json: '{"rating": 9}' }, 'rating'],
      [{ app_name: 'X', target_url: 'https://x.example', screenshots: ['javascript:x'] }, 'screenshots'],
    ];
    for (const [body, field] of cases) {
      const answer = await post('/api/v1/new_app', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      // A form's field is named by its label in the message, and by its name in the envelope's data.
      expect((answer.data as { field?: string } | null)?.field ?? answer.msg, JSON.stringify(body)).toContain(field);
    }
    expect(await contentCounts(server.database)).toEqual(before);
  });

  it('will not put an app without content online, nor let its master change an app the admin banned', async () => {
    const news = (await appsOf(server.database, demoId)).find((a) => a.appName === 'Demo News');
    const empty = await post('/api/v1/new_app', { app_name: 'Empty package', source: 'package' });
    expect(empty.code).toBe(0);
    const refused = await post('/api/v1/app_state', { app_id: empty.data.app_id, state: 'online' });
    expect(refused.code).toBe(100215);
    expect(refused.msg).toContain('package');

    // The platform's admin bans it; its master can no longer change it until the ban is lifted (left paused).
    const banned = await insertApp(server.database, demoId, 'Banned one');
    const admin = await signIn(server, 'admin', 'admin123');
    const ban = await post('/admin/v1/app/app_ban', { app_id: banned.appId, banned: true, reason: 'Spam' }, admin);
    expect(ban.data).toEqual({ app_id: banned.appId, state: 'banned', ban_reason: 'Spam' });
    const unban = await post('/api/v1/app_state', { app_id: banned.appId, state: 'online' });
    expect(unban.code).toBe(100213);
    expect((await post('/api/v1/get_app', { app_id: banned.appId })).data.state).toBe('banned');
    expect((await post('/admin/v1/app/app_ban', { app_id: banned.appId, banned: false }, admin)).data.state).toBe('paused');
    expect((await post('/api/v1/app_state', { app_id: banned.appId, state: 'draft' })).data.state).toBe('draft');
    expect((await post('/admin/v1/app/app_ban', { app_id: 'nosuchapp1', banned: true, reason: 'Spam' }, admin)).status).toBe(404);
    // Only the platform bans: a master calling the admin's call is refused.
    expect((await post('/admin/v1/app/app_ban', { app_id: banned.appId, banned: true })).status).toBe(403);
    // The master may not ban either: the state is not one the call takes.
    expect((await post('/api/v1/app_state', { app_id: news!.appId, state: 'banned' })).status).toBe(400);
  });

  it('switching the live version to one never uploaded is refused', async () => {
    const news = (await appsOf(server.database, demoId)).find((a) => a.appName === 'Demo News');
    const answer = await post('/api/v1/new_app', { app_id: news!.appId, app_name: news!.appName, package_version: '9.9.9' });
    expect(answer.code, answer.msg).toBe(100214);
    expect(answer.msg).toContain('9.9.9');
  });
});

describe('roles and accounts', () => {
  let rivalToken: string;
  let rivalApp: string;
  beforeAll(async () => {
    const rival = await insertUser(server.database, { username: 'rivalapps', password: 'rival-pass-1', role: 'master' });
    rivalApp = (await insertApp(server.database, rival.id, 'Rival secret')).appId;
    rivalToken = await signIn(server, 'rivalapps', 'rival-pass-1');
  });

  it('answers another master’s app as not found on every call that names it, changing nothing', async () => {
    const before = await contentCounts(server.database);
    for (const [path, body] of [
      ['/api/v1/get_app', { app_id: rivalApp }],
      ['/api/v1/app_state', { app_id: rivalApp, state: 'paused' }],
      ['/api/v1/new_app', { app_id: rivalApp, app_name: 'Taken over' }],
    ] as const) {
      const answer = await post(path, body);
      expect(answer.status, path).toBe(404);
      expect(JSON.stringify(answer.data ?? '')).not.toContain('Rival secret');
    }
    expect(names(await list())).not.toContain('Rival secret');
    expect(names(await list('', rivalToken))).toEqual(['Rival secret']);
    expect(await contentCounts(server.database)).toEqual(before);
  });

  it('refuses the master-only calls to the official and the admin with 403', async () => {
    const official = await signIn(server, 'operator', 'operator123');
    const admin = await signIn(server, 'admin', 'admin123');
    const news = (await appsOf(server.database, demoId)).find((a) => a.appName === 'Demo News');
    for (const as of [official, admin]) {
      expect((await post('/api/v1/new_app', { app_name: 'Nope', target_url: 'https://x.example' }, as)).status).toBe(403);
      expect((await post('/api/v1/app_state', { app_id: news!.appId, state: 'paused' }, as)).status).toBe(403);
    }
    // Uploading is the master's, but for the pictures of a work order, which the official sends too.
    expect((await post('/api/v1/upload', {}, admin)).status).toBe(403);
    expect((await post('/api/v1/upload', {}, official)).status).toBe(400);
    // The official works in the master's account: it reads its apps and categories.
    expect((await post('/api/v1/get_app', { app_id: news!.appId }, official)).data.app_name).toBe('Demo News');
    expect((await inject(server, 'GET', '/api/v1/get_app_type', { token: official })).code).toBe(0);
    expect((await post('/api/v1/get_app', { app_id: news!.appId }, admin)).status).toBe(403);
  });
});
