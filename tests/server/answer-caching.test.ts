import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { masterWithBalance } from './domain-money-helpers';
import { http, inject, signIn } from './helpers';

let server: TestServer;
let consoleDir: string;
beforeAll(async () => {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-build-'));
  fs.writeFileSync(path.join(consoleDir, 'index.html'), '<html>console</html>');
  server = await startTestServer({ consoleDir });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

describe('answers and caches', () => {
  it('HEAD / answers like GET / (status and headers), without a body', async () => {
    const get = await fetch(new URL('/', server.baseUrl));
    const head = await fetch(new URL('/', server.baseUrl), { method: 'HEAD' });
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('<html>console</html>');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(await head.text()).toBe('');
  });

  it('a signed-in answer says no-store, a refused one too', async () => {
    await masterWithBalance(server.database, 'nostore', 0);
    const token = await signIn(server, 'nostore', 'master-pass-1');
    const mine = await http(server, 'GET', '/api/v1/user/get_user_details', { token });
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const anonymous = await http(server, 'GET', '/api/v1/user/get_user_details');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});

describe("the console's frame-src policy follows the menus' frameSrc", () => {
  const call = async (method: string, url: string, body?: unknown) =>
    inject(server, method, url, { token: await signIn(server, 'admin', 'admin123'), body, lang: 'en' });
  const policyOf = async (url: string) => {
    const res = await server.app.inject({ method: 'GET', url });
    return { type: String(res.headers['content-type']), policy: String(res.headers['content-security-policy']) };
  };

  it('names the origin of an admin menu entry with frameSrc once it is saved, and never a wildcard', async () => {
    const before = await policyOf('/channel/index');
    expect(before.type).toMatch(/^text\/html/);
    expect(before.policy).toContain("frame-src 'self'");
    expect(before.policy).not.toContain('https://guide.example.com');

    const added = await call('POST', '/admin/v1/admin-menu/add', {
      name: 'FrameGuide',
      title: 'menu.channel',
      url: '/frame-guide',
      component: 'LAYOUT',
      meta: { frameSrc: 'https://guide.example.com/start' },
    });
    expect(added.code).toBe(0);
    const after = await policyOf('/channel/index');
    expect(after.policy).toContain("frame-src 'self' https://guide.example.com");
    expect(after.policy).not.toMatch(/frame-src[^;]*\*/);
    // An API answer holds no frame: it keeps the plain policy.
    const api = await server.app.inject({ method: 'GET', url: '/api/v1/console/pages' });
    expect(String(api.headers['content-security-policy'])).toContain("frame-src 'self'");

    expect((await call('DELETE', '/admin/v1/admin-menu/del', { id: added.data.id })).code).toBe(0);
    expect((await policyOf('/channel/index')).policy).not.toContain('https://guide.example.com');
  });
});
