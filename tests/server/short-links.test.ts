import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { appsOf, channelsOf, contentCounts } from './content-helpers';
import { http, inject, signIn, userByName } from './helpers';

const SHORT = /\/s\/([A-Za-z0-9]{7})$/;

/** A demo channel of an app with no bound domain (the demo shop has one), whose install URL is `/i/<app_id>`. */
async function channelOfUnboundApp(server: TestServer, demoId: number) {
  const unbound = new Set((await appsOf(server.database, demoId)).filter((a) => a.record.length === 0).map((a) => a.appId));
  return (await channelsOf(server.database, demoId)).find((c) => unbound.has(c.appId))!;
}

async function follow(server: TestServer, path: string) {
  const res = await server.app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, location: res.headers.location, body: res.body };
}

describe('short links', () => {
  let server: TestServer;
  let token: string;
  let demoId: number;
  beforeAll(async () => {
    server = await startTestServer();
    demoId = (await userByName(server.database, 'demo')).id;
    token = await signIn(server, 'demo', 'demo123');
  });
  afterAll(() => server.close());

  const shortUrl = (channelId: number, headers?: Record<string, string>) =>
    http(server, 'POST', '/api/v1/domains/get_short_url', { token, body: { channel_id: channelId }, headers });

  it('makes a link to the install URL once, then reuses it', async () => {
    const channel = await channelOfUnboundApp(server, demoId);
    const before = await contentCounts(server.database);

    const first = await shortUrl(channel.id);
    expect(first.code).toBe(0);
    expect(first.data.short_url).toMatch(new RegExp(`^${server.baseUrl}/s/[A-Za-z0-9]{7}$`));
    expect(first.data.target_url).toBe(`${server.baseUrl}/i/${channel.appId}?c=${encodeURIComponent(channel.code)}`);

    const second = await shortUrl(channel.id);
    expect(second.data).toEqual(first.data);
    expect((await contentCounts(server.database)).shortLinks).toBe(before.shortLinks + 1);

    const listed = await http(server, 'GET', `/api/v1/channel/list?name=${encodeURIComponent(channel.name)}`, { token });
    expect(listed.data.items[0].short_url).toBe(first.data.short_url);
  });

  it('redirects /s/<code> to the install URL with a 302', async () => {
    const channel = await channelOfUnboundApp(server, demoId);
    const { data } = await shortUrl(channel.id);
    const path = SHORT.exec(data.short_url)![0];
    const answer = await follow(server, path);
    expect(answer.status).toBe(302);
    // In-process requests carry the Host header `localhost:80`, so the origin differs from the port's URL.
    expect(answer.location).toMatch(new RegExp(`/i/${channel.appId}\\?c=${encodeURIComponent(channel.code)}$`));

    const overHttp = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    expect(overHttp.status).toBe(302);
    expect(overHttp.headers.get('location')).toBe(data.target_url);
  });

  it("answers an unknown short code with a 404 page for people, in the visitor's language", async () => {
    for (const path of ['/s/AAAAAAA', '/s/x', '/s/abc-def']) {
      const en = await server.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(en.statusCode, path).toBe(404);
      expect(en.headers['content-type']).toMatch(/^text\/html/);
      expect(en.body).toContain('<html lang="en">');
      expect(en.body).toContain('Link not found');
      expect(en.body).not.toContain('"code"');
    }
    const zh = await server.app.inject({ method: 'GET', url: '/s/AAAAAAA', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(zh.statusCode).toBe(404);
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain('链接不存在');
    // Chinese is the default when the visitor names no language.
    expect((await follow(server, '/s/AAAAAAA')).body).toContain('链接不存在');
  });

  it("answers a disabled channel's link with a 410 page instead of redirecting, and redirects again once enabled", async () => {
    const channel = (await channelsOf(server.database, demoId))[0]!;
    const { data } = await shortUrl(channel.id);
    const path = SHORT.exec(data.short_url)![0];
    const state = (value: 'enabled' | 'disabled') =>
      http(server, 'PUT', '/api/v1/channel/state', { token, body: { id: channel.id, state: value } });

    expect((await state('disabled')).code).toBe(0);
    const disabled = await server.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en' } });
    expect(disabled.statusCode).toBe(410);
    expect(disabled.headers.location).toBeUndefined();
    expect(disabled.headers['content-type']).toMatch(/^text\/html/);
    expect(disabled.body).toContain('Link disabled');

    expect((await state('enabled')).code).toBe(0);
    expect((await follow(server, path)).status).toBe(302);
  });

  it('follows the channel: a bound domain or another app changes where the same link leads', async () => {
    const [news, shop] = await appsOf(server.database, demoId);
    const channel = (await channelsOf(server.database, demoId)).find((c) => c.appId === shop!.appId)!;
    const { data: before } = await shortUrl(channel.id);
    const path = SHORT.exec(before.short_url)![0];

    await server.database.db
      .update(apps)
      .set({ record: ['shop.demo.test'] })
      .where(eq(apps.appId, shop!.appId));
    const withDomain = await shortUrl(channel.id);
    expect(withDomain.data.short_url).toBe(before.short_url);
    // The domain's address takes the console's scheme and port (here the test server's).
    expect(withDomain.data.target_url).toBe(`http://shop.demo.test:${new URL(server.baseUrl).port}/?c=${encodeURIComponent(channel.code)}`);
    // In-process requests come as `localhost:80`: the same domain on the default port.
    expect((await follow(server, path)).location).toBe(`http://shop.demo.test/?c=${encodeURIComponent(channel.code)}`);

    const moved = await http(server, 'PUT', '/api/v1/channel/edit', {
      token,
      body: { id: channel.id, name: channel.name, app_id: news!.appId },
    });
    expect(moved.code).toBe(0);
    expect((await follow(server, path)).location).toMatch(new RegExp(`/i/${news!.appId}\\?c=`));
  });

  it('stops redirecting once the channel is deleted', async () => {
    const channel = (await channelsOf(server.database, demoId)).at(-1)!;
    const { data } = await shortUrl(channel.id);
    const path = SHORT.exec(data.short_url)![0];
    expect((await follow(server, path)).status).toBe(302);
    await http(server, 'DELETE', '/api/v1/channel/del', { token, body: { ids: [channel.id] } });
    const gone = await follow(server, path);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain('<title>链接不存在</title>');
  });

  it('never puts a malformed Host header into a link', async () => {
    const channel = (await channelsOf(server.database, demoId))[0]!;
    const answer = await inject(server, 'POST', '/api/v1/domains/get_short_url', {
      token,
      body: { channel_id: channel.id },
      headers: { host: 'evil.test/"><x' },
    });
    expect(answer.code).toBe(0);
    expect(answer.data.short_url).toMatch(/^http:\/\/localhost\/s\//);
  });

  it('refuses a malformed channel id with a 400 naming it', async () => {
    for (const body of [{ channel_id: 'one' }, { channel_id: 0 }, {}]) {
      const answer = await http(server, 'POST', '/api/v1/domains/get_short_url', { token, body, lang: 'en' });
      expect(answer.status).toBe(400);
      expect(answer.msg).toContain('channel_id');
    }
  });
});

describe('short links with PUBLIC_BASE_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { publicBaseUrl: 'https://go.example.test' } });
  });
  afterAll(() => server.close());

  it('uses the configured public address instead of the request', async () => {
    const demoId = (await userByName(server.database, 'demo')).id;
    const channel = await channelOfUnboundApp(server, demoId);
    const token = await signIn(server, 'demo', 'demo123');
    const answer = await http(server, 'POST', '/api/v1/domains/get_short_url', { token, body: { channel_id: channel.id } });
    expect(answer.data.short_url).toMatch(/^https:\/\/go\.example\.test\/s\/[A-Za-z0-9]{7}$/);
    expect(answer.data.target_url).toBe(`https://go.example.test/i/${channel.appId}?c=${encodeURIComponent(channel.code)}`);
  });
});
