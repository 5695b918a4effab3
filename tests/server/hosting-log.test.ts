import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStoreDetails } from '../../server/apps/store-details';
import { apps } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { appsOf } from './content-helpers';
import { userByName } from './helpers';

/** One line of the server's log (pino's JSON). */
interface LogLine {
  level: number;
  msg?: string;
  res?: { statusCode?: number };
}

/** pino's numeric level of a warning; errors and fatal ones are above it. */
const WARN = 40;
const SHOP_DOMAIN = 'demo-shop.app.localhost';
const SCREENSHOT = `/files/screenshots/${'c'.repeat(64)}.png`;
/** Every file a visitor's browser fetches from a hosted site, from the page to the installed app's files. */
const SITE_FILES = [
  '/',
  '/launch',
  '/offline',
  '/manifest.webmanifest',
  '/sw.js',
  '/h/page.js',
  '/h/funnel.js',
  '/h/hosted.css',
  '/icons/192.png',
  '/icons/512.png',
  '/icons/maskable-512.png',
  SCREENSHOT,
];
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PACKAGE_FILES = ['/app', '/app/', '/app/index.html', '/app/missing.js'];

describe('the server log of hosted requests', () => {
  let server: TestServer;
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });

  beforeAll(async () => {
    server = await startTestServer({ logger: { level: 'info', stream: sink } });
  });
  afterAll(() => server.close());

  it('holds no warning or error over a walk of the hosted pages and files, and logs the status the client got', async () => {
    const demo = (await userByName(server.database, 'demo')).id;
    const demoApps = await appsOf(server.database, demo);
    const shop = demoApps.find((app) => app.appName === 'Demo Shop')!;
    const packaged = demoApps.find((app) => app.source === 'package' && app.state === 'online')!;
    // An uploaded screenshot on both apps, so its file is served too.
    fs.mkdirSync(path.join(server.filesDir, 'screenshots'), { recursive: true });
    fs.writeFileSync(path.join(server.filesDir, SCREENSHOT.slice('/files/'.length)), Buffer.from(ONE_PIXEL_PNG, 'base64'));
    for (const app of [shop, packaged]) {
      const details = { ...parseStoreDetails(app.appTypeJson), screenshots: [SCREENSHOT] };
      await server.database.db
        .update(apps)
        .set({ appTypeJson: JSON.stringify(details) })
        .where(eq(apps.id, app.id));
    }

    const received: number[] = [];
    const visit = async (url: string, host: string, headers: Record<string, string>) => {
      const res = await server.app.inject({ url, headers: { host, 'accept-language': 'zh-CN', ...headers } });
      received.push(res.statusCode);
      return res;
    };
    const walk = async (host: string, base: string, files: string[]) => {
      for (const file of files) {
        for (const encoding of ['gzip', 'identity']) {
          const first = await visit(`${base}${file}`, host, { 'accept-encoding': encoding });
          const etag = first.headers.etag;
          if (etag) await visit(`${base}${file}`, host, { 'accept-encoding': encoding, 'if-none-match': String(etag) });
        }
      }
    };
    await walk(SHOP_DOMAIN, '', SITE_FILES);
    await walk('localhost', `/i/${packaged.appId}`, [...SITE_FILES, ...PACKAGE_FILES]);

    expect(lines.filter((line) => line.level >= WARN)).toEqual([]);
    // One line per request, in order, with the status its client received (no logged 500 behind a 200).
    const logged = lines.filter((line) => line.msg === 'request completed').map((line) => line.res?.statusCode);
    expect(logged).toEqual(received);
    expect(received.filter((status) => status === 200).length).toBeGreaterThan(SITE_FILES.length * 2);
  });
});
