import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PACKAGE_VERSION, writeDemoPackage } from '../../server/apps/demo-package';
import { apps, channels, domains, users } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { appsOf, insertApp } from './content-helpers';
import { rootDomain } from './domain-money-helpers';
import { http, insertUser, signIn, userByName } from './helpers';

const SHOP_DOMAIN = 'demo-shop.app.localhost';
const DAY = 24 * 60 * 60 * 1000;
/** Issue 14: the install page with its script and styles, compressed. */
const PAGE_BUDGET_BYTES = 30 * 1024;

interface Got {
  status: number;
  body: string;
  raw: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
}

describe('app hosting', () => {
  let server: TestServer;
  let demoId: number;
  let shop: typeof apps.$inferSelect;
  let reader: typeof apps.$inferSelect;
  let siteCount = 0;

  const get = async (
    url: string,
    host: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'HEAD' | 'POST' = 'GET',
  ): Promise<Got> => {
    const res = await server.app.inject({ method, url, headers: { host, 'accept-language': 'en', ...headers } });
    return { status: res.statusCode, body: res.body, raw: res.rawPayload, headers: res.headers };
  };

  /** A new online app on a new domain of the demo account, then changed as the case needs. */
  async function site(change: { app?: Partial<typeof apps.$inferInsert>; domain?: Partial<typeof domains.$inferInsert> } = {}) {
    const name = `hosting-case-${++siteCount}.app.localhost`;
    const app = await insertApp(server.database, demoId, `Case ${siteCount}`, [name]);
    await server.database.db
      .update(apps)
      .set({ targetUrl: 'https://example.com/', ...change.app })
      .where(eq(apps.id, app.id));
    const root = await rootDomain(server.database, 'app.localhost');
    await server.database.db.insert(domains).values({
      accountId: demoId,
      fullName: name,
      kind: 'subdomain',
      rootDomainId: root.id,
      state: 'active',
      expiresAt: new Date(Date.now() + 300 * DAY),
      appId: app.appId,
      ...change.domain,
    });
    return { name, app };
  }

  beforeAll(async () => {
    server = await startTestServer();
    demoId = (await userByName(server.database, 'demo')).id;
    const demoApps = await appsOf(server.database, demoId);
    shop = demoApps.find((a) => a.appName === 'Demo Shop')!;
    reader = demoApps.find((a) => a.appName === 'Demo News')!;
    await writeDemoPackage(server.files, reader.appId, reader.appName, 'An uploaded static site.');
  });
  afterAll(() => server.close());

  describe('on a bound, active domain', () => {
    it('serves the store listing in the visitor language, with a strict policy and no inline script', async () => {
      const page = await get('/?c=abc123', `${SHOP_DOMAIN}:3000`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<h1>Demo Shop</h1>');
      expect(page.body).toContain('Demo Studio');
      expect(page.body).toContain('Daily deals in an app that installs in a second.');
      expect(page.body).toContain('>Install</button>');
      // The demo's published reviews (seeded in both languages; the visitor's language first).
      expect(page.body).toContain('<span class="score">4.0</span>');
      expect(page.body).toContain('7 reviews');
      expect(page.body).toContain('Thank you, Maria!');
      expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(page.body).toContain('<script type="module" src="/h/page.js"></script>');
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(page.body).not.toMatch(/\sstyle=|<style/);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).not.toContain('unsafe');

      const zh = await get('/', SHOP_DOMAIN, { 'accept-language': 'zh-CN,zh;q=0.9' });
      expect(zh.body).toContain('<html lang="zh-CN">');
      expect(zh.body).toContain('>安装</button>');
      expect(zh.body).toContain('7 条评价');
      // The reviews in the visitor's language come first.
      expect(zh.body.indexOf('小王')).toBeLessThan(zh.body.indexOf('Maria'));
      expect(zh.headers['content-language']).toBe('zh-CN');
      // Chinese unless the visitor puts English first.
      const none = await server.app.inject({ method: 'GET', url: '/', headers: { host: SHOP_DOMAIN } });
      expect(none.body).toContain('>安装</button>');
    });

    it('stays within 30 KB compressed for the page with its script and styles', async () => {
      const urls = ['/', '/h/page.js', '/h/funnel.js', '/h/push.js', '/h/hosted.css'];
      let served = 0;
      let sent = 0;
      for (const url of urls) {
        const plain = await get(url, SHOP_DOMAIN);
        expect(plain.status, url).toBe(200);
        served += gzipSync(plain.raw).length;
        const compressed = await get(url, SHOP_DOMAIN, { 'accept-encoding': 'gzip' });
        expect(compressed.headers['content-encoding'], url).toBe('gzip');
        sent += compressed.raw.length;
      }
      expect(served).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
      expect(sent).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
    });

    it('generates the web app manifest from the app', async () => {
      const res = await get('/manifest.webmanifest', SHOP_DOMAIN);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = JSON.parse(res.body);
      expect(manifest).toMatchObject({
        id: '/',
        name: 'Demo Shop',
        short_name: 'Demo Shop',
        start_url: '/launch',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        lang: 'en',
        related_applications: [{ platform: 'webapp', url: `http://${SHOP_DOMAIN}/manifest.webmanifest` }],
      });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.icons).toEqual([
        { src: '/icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]);
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const png = await get(icon.src, SHOP_DOMAIN);
        expect(png.status, icon.src).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        // PNG: width and height are the first fields of the IHDR chunk.
        expect(`${png.raw.readUInt32BE(16)}x${png.raw.readUInt32BE(20)}`).toBe(icon.sizes);
      }
    });

    it('lists the store screenshots in the manifest and serves uploaded ones', async () => {
      const shot = `/files/screenshots/${'a'.repeat(64)}.png`;
      const { name } = await site({
        app: { appTypeJson: JSON.stringify({ screenshots: [shot, 'https://cdn.example.com/s.jpg'], rating: 0, description: 'x' }) },
      });
      const manifest = JSON.parse((await get('/manifest.webmanifest', name)).body);
      expect(manifest.screenshots).toEqual([
        { src: shot, type: 'image/png' },
        { src: 'https://cdn.example.com/s.jpg', type: 'image/jpeg' },
      ]);
      const page = await get('/', name);
      expect(page.body).toContain(`<img src="${shot}"`);
      expect(page.body).toContain('Not rated yet');
    });

    it('serves a service worker for the whole site, never cached, whose bytes change with a new version', async () => {
      const { name, app } = await site();
      const first = await get('/sw.js', name);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/javascript/);
      expect(first.headers['service-worker-allowed']).toBe('/');
      expect(first.headers['cache-control']).toBe('no-cache');
      for (const handler of ['install', 'activate', 'fetch', 'push', 'notificationclick']) {
        expect(first.body).toContain(`addEventListener('${handler}'`);
      }
      expect(first.body).toContain('const OFFLINE = "/offline"');
      expect((await get('/sw.js', name)).body).toBe(first.body);

      await server.database.db
        .update(apps)
        .set({ updatedAt: new Date(Date.now() + 1000) })
        .where(eq(apps.id, app.id));
      const updated = await get('/sw.js', name);
      expect(updated.body).not.toBe(first.body);
      expect(/version (\w+)/.exec(updated.body)![1]).not.toBe(/version (\w+)/.exec(first.body)![1]);
    });

    it('starts a URL app at its launcher, which goes on to the target URL', async () => {
      const launch = await get('/launch', SHOP_DOMAIN);
      expect(launch.status).toBe(200);
      expect(launch.body).toContain(`data-target="${shop.targetUrl}"`);
      expect(launch.body).toContain('<script type="module" src="/h/launch.js"></script>');
      const offline = await get('/offline', SHOP_DOMAIN);
      expect(offline.body).toContain('You are offline');
    });

    it('passes /api/v1/hosted/ to the API and keeps every other path for the app', async () => {
      const api = await get('/api/v1/hosted/event', SHOP_DOMAIN, { 'content-type': 'application/json' }, 'POST');
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(api.body)).toHaveProperty('code');

      const consoleCall = await get('/api/v1/console/pages', SHOP_DOMAIN);
      expect(consoleCall.status).toBe(404);
      expect(consoleCall.headers['content-type']).toMatch(/^text\/html/);
      expect(consoleCall.body).toContain('Page not found');
      const login = await get('/api/v1/auth/login', SHOP_DOMAIN, {}, 'POST');
      expect(login.status).toBe(405);
      expect(login.body).not.toContain('"code"');
    });
  });

  it("lands a channel's short link on the app's domain, with the console's scheme and port and the channel", async () => {
    const token = await signIn(server, 'demo', 'demo123');
    const [channel] = await server.database.db.select().from(channels).where(eq(channels.appId, shop.appId)).limit(1);
    const link = await http(server, 'POST', '/api/v1/domains/get_short_url', { token, body: { channel_id: channel!.id } });
    const port = new URL(server.baseUrl).port;
    expect(link.data.target_url).toBe(`http://${SHOP_DOMAIN}:${port}/?c=${channel!.code}`);
    const followed = await fetch(link.data.short_url, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    const landing = new URL(followed.headers.get('location')!);
    expect(landing.host).toBe(`${SHOP_DOMAIN}:${port}`);
    const page = await get(`${landing.pathname}${landing.search}`, landing.host);
    expect(page.body).toContain('<h1>Demo Shop</h1>');
    const details = await http(server, 'POST', '/api/v1/get_app', { token, body: { app_id: shop.appId } });
    expect(details.data.domain_urls).toEqual([`http://${SHOP_DOMAIN}:${port}/`]);
  });

  describe('sites without their app', () => {
    const cases: [string, () => Promise<string>, number, string][] = [
      ['an unbound domain', async () => (await site({ domain: { appId: null } })).name, 404, 'No app here yet'],
      [
        'a pending custom domain',
        async () => (await site({ domain: { state: 'pending', kind: 'custom', expiresAt: null } })).name,
        404,
        'No app here yet',
      ],
      ['an expired domain', async () => (await site({ domain: { expiresAt: new Date(Date.now() - DAY) } })).name, 410, 'Domain expired'],
      [
        'a paused app (by its owner, or for unpaid installs)',
        async () => (await site({ app: { state: 'paused' } })).name,
        503,
        'App paused',
      ],
      ['a banned app', async () => (await site({ app: { state: 'banned' } })).name, 410, 'App unavailable'],
      ['a draft app', async () => (await site({ app: { state: 'draft' } })).name, 404, 'Not published yet'],
    ];
    it.each(cases)('shows a clear page for %s, on every path, in both languages', async (_label, make, status, title) => {
      const name = await make();
      for (const path of ['/', '/manifest.webmanifest', '/sw.js', '/app/']) {
        const res = await get(path, name);
        expect(res.status, path).toBe(status);
        expect(res.headers['content-type'], path).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body, path).toContain(`<h1>${title}</h1>`);
      }
      const zh = await get('/', name, { 'accept-language': 'zh-CN' });
      expect(zh.body).toContain('<html lang="zh-CN">');
      expect(zh.body).not.toContain(title);
    });

    it("shows the banned page when the app's owner is disabled", async () => {
      const owner = await insertUser(server.database, { username: 'hosting-disabled', password: 'owner-pass-1', role: 'master' });
      await server.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, owner.id));
      const { name, app } = await site();
      await server.database.db.update(apps).set({ accountId: owner.id }).where(eq(apps.id, app.id));
      await server.database.db.update(domains).set({ accountId: owner.id }).where(eq(domains.fullName, name));
      expect((await get('/', name)).body).toContain('<h1>App unavailable</h1>');
    });

    it('answers an unknown host under a root domain with a plain 404 page', async () => {
      for (const host of ['nobody-here.app.localhost', 'pwa.localhost', 'a.b.site.localhost:8080']) {
        const res = await get('/', host);
        expect(res.status, host).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('<h1>Page not found</h1>');
        expect(res.body).not.toContain('<script');
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
        expect((await get('/api/v1/console/pages', host)).body).toContain('Page not found');
      }
    });

    it('leaves the console host as it was', async () => {
      const res = await server.app.inject({ method: 'GET', url: '/api/v1/console/pages', headers: { host: '127.0.0.1:3000' } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(String(res.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
    });
  });

  describe('at /i/<app_id> on the console host', () => {
    it('redirects to the site folder keeping the channel, and serves the listing under it', async () => {
      const redirect = await get(`/i/${shop.appId}?c=abc123`, 'localhost');
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe(`/i/${shop.appId}/?c=abc123`);
      const page = await get(`/i/${shop.appId}/?c=abc123`, 'localhost');
      expect(page.status).toBe(200);
      expect(page.body).toContain('<h1>Demo Shop</h1>');
      expect(page.body).toContain(`<link rel="manifest" href="/i/${shop.appId}/manifest.webmanifest">`);
      expect(page.body).toContain(`data-base="/i/${shop.appId}"`);

      const manifest = JSON.parse((await get(`/i/${shop.appId}/manifest.webmanifest`, 'localhost')).body);
      expect(manifest).toMatchObject({ id: `/i/${shop.appId}/`, scope: `/i/${shop.appId}/`, start_url: `/i/${shop.appId}/launch` });
      expect(manifest.icons[0].src).toBe(`/i/${shop.appId}/icons/192.png`);
      const worker = await get(`/i/${shop.appId}/sw.js`, 'localhost');
      expect(worker.headers['service-worker-allowed']).toBe(`/i/${shop.appId}/`);
      expect(worker.body).toContain(`const SCOPE = "/i/${shop.appId}/"`);
    });

    it('answers an unknown or unavailable app with a clear page', async () => {
      const unknown = await get('/i/nosuchapp0/', 'localhost');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toContain('<h1>Page not found</h1>');
      const { app } = await site({ app: { state: 'paused' } });
      const paused = await get(`/i/${app.appId}/`, 'localhost');
      expect(paused.status).toBe(503);
      expect(paused.body).toContain('<h1>App paused</h1>');
    });

    it("serves a package app's live version under /app/, sandboxed on the console's origin", async () => {
      const base = `/i/${reader.appId}`;
      const launch = await get(`${base}/launch`, 'localhost');
      expect(launch.body).toContain(`data-target="${base}/app/"`);
      const index = await get(`${base}/app/`, 'localhost');
      expect(index.status).toBe(200);
      expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(index.body).toContain('<h1>Demo News</h1>');
      expect(String(index.headers['content-security-policy'])).toMatch(/^sandbox allow-scripts/);
      expect(index.headers.etag).toContain(DEMO_PACKAGE_VERSION);
      const css = await get(`${base}/app/app.css`, 'localhost');
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      expect((await get(`${base}/app`, 'localhost')).headers.location).toBe(`${base}/app/`);
      expect((await get(`${base}/sw.js`, 'localhost')).body).toContain(`"${base}/app/"`);
    });

    it('refuses package paths that would leave the version folder', async () => {
      const base = `/i/${reader.appId}/app`;
      for (const path of ['/..%2F..%2F..%2Fpackage.json', '/%2e%2e%2fx', '/a%00b', '/..%5c..%5cx', '//etc/passwd']) {
        const res = await get(`${base}${path}`, 'localhost');
        expect(res.status, path).toBe(404);
        expect(res.body, path).toContain('Page not found');
      }
      expect((await get(`${base}/about.json`, 'localhost')).headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('serves no package for a URL app', async () => {
      expect((await get(`/i/${shop.appId}/app/`, 'localhost')).status).toBe(404);
    });
  });

  it('serves a package app on its own domain without the sandbox', async () => {
    const { name } = await site({ app: { source: 'package', packageVersion: DEMO_PACKAGE_VERSION, appId: undefined } });
    const [row] = await server.database.db.select().from(domains).where(eq(domains.fullName, name));
    await writeDemoPackage(server.files, row!.appId!, 'Own domain', 'x');
    const index = await get('/app/', name);
    expect(index.status).toBe(200);
    expect(index.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(index.body).toContain('<h1>Own domain</h1>');
  });
});

describe('app hosting with PUBLIC_BASE_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { publicBaseUrl: 'https://console.example.test' } });
  });
  afterAll(() => server.close());

  const get = (host: string, url = '/api/v1/console/pages') =>
    server.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en' } });

  it('serves the console on its host, apps on their domains, and a 404 page on any other name', async () => {
    for (const host of ['console.example.test', 'localhost:3000', '127.0.0.1']) {
      const res = await get(host);
      expect(res.statusCode, host).toBe(401);
      expect(res.headers['content-type'], host).toMatch(/^application\/json/);
    }
    const other = await get('someone-else.example.test');
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('<h1>Page not found</h1>');
    expect((await get(SHOP_DOMAIN, '/')).body).toContain('<h1>Demo Shop</h1>');
  });
});
