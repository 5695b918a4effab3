import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { daysAgo, insertDomain } from './front-helpers';
import { userByName } from './helpers';

const FRONT = '10.0.0.5';
const CONSOLE_HOST = 'console.example.test';

/** The TLS ask Caddy calls before it obtains an on-demand certificate, and plain HTTP sent on to HTTPS. */
describe('certificates only for the domains the service serves', () => {
  let server: TestServer;
  const names = {
    bound: 'ask-bound.app.localhost',
    custom: 'shop.ask-custom.test',
    unbound: 'ask-unbound.app.localhost',
    expired: 'ask-expired.app.localhost',
    pending: 'shop.ask-pending.test',
    appGone: 'ask-app-gone.app.localhost',
  };

  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: [FRONT], consoleHost: CONSOLE_HOST } });
    const demo = (await userByName(server.database, 'demo')).id;
    await insertDomain(server.database, demo, names.bound);
    await insertDomain(server.database, demo, names.custom, { kind: 'custom' });
    await insertDomain(server.database, demo, names.unbound, { bound: false });
    await insertDomain(server.database, demo, names.expired, { expiresAt: daysAgo(1) });
    await insertDomain(server.database, demo, names.pending, { kind: 'custom', state: 'pending' });
    const gone = await insertDomain(server.database, demo, names.appGone);
    await server.database.db.delete(apps).where(eq(apps.id, gone.app!.id));
  });
  afterAll(() => server?.close());

  const ask = (query: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: `/internal/tls-ask${query}`, remoteAddress, headers: { 'accept-language': 'en', ...headers } });

  it('approves a bound, active subdomain and a bound, verified custom domain', async () => {
    for (const name of [names.bound, names.custom, names.bound.toUpperCase()]) {
      const res = await ask(`?domain=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { domain: name } });
    }
  });

  it('refuses, never with a 2xx, every name the service does not serve over HTTPS', async () => {
    const refused = [names.unbound, names.expired, names.pending, names.appGone, 'app.localhost', 'nobody.app.localhost', 'example.org'];
    for (const name of [...refused, CONSOLE_HOST, 'localhost', '127.0.0.1', 'bad name!']) {
      const res = await ask(`?domain=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().code, name).toBe(101412);
    }
    expect((await ask(`?domain=${names.unbound}`)).json().msg).toBe(
      `${names.unbound} is not a bound, active domain of this service, so it gets no certificate.`,
    );
  });

  it('wants one domain named', async () => {
    for (const query of ['', '?domain=', `?domain=${names.bound}&domain=${names.custom}`]) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe(101411);
    }
  });

  it("answers only the front server's own calls: from its address and not forwarded", async () => {
    expect((await ask(`?domain=${names.bound}`, FRONT)).statusCode).toBe(200);
    expect((await ask(`?domain=${names.bound}`, '::1')).statusCode).toBe(200);
    const outsider = await ask(`?domain=${names.bound}`, '203.0.113.7');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ code: 101410, msg: 'Only the front server asks for certificates here.', data: null });
    // What the front server forwards (from the Internet, through the console's host) is not its own call.
    const forwarded = await ask(`?domain=${names.bound}`, FRONT, { 'x-forwarded-for': '127.0.0.1', host: CONSOLE_HOST });
    expect(forwarded.statusCode).toBe(403);
    // On a hosted domain the path is the app's, like any other.
    expect((await ask(`?domain=${names.bound}`, '127.0.0.1', { host: names.bound })).statusCode).toBe(404);
  });

  describe('plain HTTP forwarded by the front server', () => {
    const get = (host: string, proto: string | undefined, remoteAddress = FRONT, url = '/?c=abc') =>
      server.app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: { host, 'accept-language': 'en', ...(proto ? { 'x-forwarded-proto': proto, 'x-forwarded-for': '198.51.100.9' } : {}) },
      });

    it('goes on to HTTPS where the ask approves, with path and query, temporarily', async () => {
      const res = await get(names.bound, 'http', FRONT, '/app/index.html?c=abc');
      expect(res.statusCode).toBe(307);
      expect(res.headers.location).toBe(`https://${names.bound}/app/index.html?c=abc`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await get(`${names.custom}:80`, 'http')).headers.location).toBe(`https://${names.custom}/?c=abc`);
    });

    it("sends the console's host on to HTTPS for good", async () => {
      const res = await get(CONSOLE_HOST, 'http', FRONT, '/login?redirect=%2F');
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe(`https://${CONSOLE_HOST}/login?redirect=%2F`);
    });

    it('keeps the other names on HTTP, where an unbound or expired domain shows its notice page', async () => {
      const unbound = await get(names.unbound, 'http');
      expect(unbound.statusCode).toBe(404);
      expect(unbound.headers['content-type']).toMatch(/^text\/html/);
      const expired = await get(names.expired, 'http');
      expect(expired.statusCode).toBe(410);
      expect(expired.headers['content-type']).toMatch(/^text\/html/);
      expect((await get('nobody.example.org', 'http')).statusCode).toBe(404);
    });

    it('serves the site itself over HTTPS, and never redirects a call that no trusted front server forwarded', async () => {
      expect((await get(names.bound, 'https')).statusCode).toBe(200);
      // A forged X-Forwarded-Proto from elsewhere changes nothing; a direct call (a local server) neither.
      expect((await get(names.bound, 'http', '203.0.113.7')).statusCode).toBe(200);
      expect((await get(names.bound, undefined, '127.0.0.1')).statusCode).toBe(200);
    });
  });
});
