import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';

/** A built console as `npm run build` leaves it: index.html, the pre-rendered login pages and their plan. */
function fakeConsoleBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-build-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<html>plain</html>');
  fs.writeFileSync(path.join(dir, 'login.zh_CN.html'), '<html>login zh_CN</html>');
  fs.writeFileSync(path.join(dir, 'login.en.html'), '<html>login en</html>');
  const plan = { cookie: 'pwa_first_paint', defaultVariant: 'zh_CN', variants: { zh_CN: 'login.zh_CN.html', en: 'login.en.html' } };
  fs.writeFileSync(path.join(dir, 'first-paint.json'), JSON.stringify(plan));
  return dir;
}

let server: TestServer;
let consoleDir: string;
beforeAll(async () => {
  consoleDir = fakeConsoleBuild();
  server = await startTestServer({ consoleDir });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

async function page(url: string, cookie?: string) {
  const response = await fetch(new URL(url, server.baseUrl), { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    body: await response.text(),
    vary: response.headers.get('vary'),
    cache: response.headers.get('cache-control'),
  };
}

describe('/login answered with the pre-rendered login screen', () => {
  it('the default locale’s copy for a first visit (no cookie yet), never cached', async () => {
    const answer = await page('/login');
    expect(answer).toMatchObject({ status: 200, body: '<html>login zh_CN</html>', cache: 'no-cache' });
    expect(answer.vary).toContain('Cookie');
  });

  it('the copy the first-paint cookie names, with or without a query', async () => {
    expect((await page('/login', 'a=1; pwa_first_paint=en')).body).toBe('<html>login en</html>');
    expect((await page('/login?redirect=%2Fchannel%2Findex', 'pwa_first_paint=en')).body).toBe('<html>login en</html>');
  });

  it('the plain page when the cookie says no copy fits, or names one that does not exist', async () => {
    expect((await page('/login', 'pwa_first_paint=none')).body).toBe('<html>plain</html>');
    expect((await page('/login', 'pwa_first_paint=../index')).body).toBe('<html>plain</html>');
    expect((await page('/login', 'pwa_first_paint=constructor')).body).toBe('<html>plain</html>');
  });

  it('other pages stay the plain page whatever the cookie says', async () => {
    expect((await page('/dashboard/analysis', 'pwa_first_paint=en')).body).toBe('<html>plain</html>');
    expect((await page('/login/qr')).body).toBe('<html>plain</html>');
  });
});

describe('a build without pre-rendered pages', () => {
  it('answers /login with the plain page', async () => {
    fs.rmSync(path.join(consoleDir, 'first-paint.json'));
    const other = await startTestServer({ consoleDir });
    try {
      const response = await fetch(new URL('/login', other.baseUrl));
      expect(await response.text()).toBe('<html>plain</html>');
    } finally {
      await other.close();
    }
  });
});
