import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, domains, storedFiles } from '../../server/db/schema';
import { FILE_CHUNK_BYTES } from '../../server/files/database-file-store';
import { packageFolder } from '../../server/files/file-layout';
import { startTestServer, type TestServer } from '../support/test-db';
import { zipOf } from '../support/zip-file';
import { insertApp } from './content-helpers';
import { rootDomain } from './domain-money-helpers';
import { inject, signIn, userByName } from './helpers';
import { storedData } from './operation-requests';
import { uploadOver } from './upload-helpers';

const DAY = 24 * 60 * 60 * 1000;
const DOMAIN = 'shared-files.app.localhost';

/**
 * FILE_STORE=database: two servers on one database, each with its own empty files folder, as two
 * machines would be. What one stores the other serves, byte for byte, and a removed version leaves both.
 */
describe('uploaded files shared through the database', () => {
  let a: TestServer;
  let b: TestServer;
  let token: string;
  let appId: string;

  beforeAll(async () => {
    a = await startTestServer({ config: { fileStore: 'database' } });
    b = await startTestServer({ database: a.database, config: { fileStore: 'database' } });
    token = await signIn(a, 'demo', 'demo123');
    const demo = await userByName(a.database, 'demo');
    const app = await insertApp(a.database, demo.id, 'Shared files', [DOMAIN]);
    appId = app.appId;
    const root = await rootDomain(a.database, 'app.localhost');
    await a.database.db.insert(domains).values({
      accountId: demo.id,
      fullName: DOMAIN,
      kind: 'subdomain',
      rootDomainId: root.id,
      state: 'active',
      expiresAt: new Date(Date.now() + 300 * DAY),
      appId,
    });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const get = async (server: TestServer, url: string, host = 'localhost') => {
    const res = await server.app.inject({ method: 'GET', url, headers: { host, 'accept-language': 'en' } });
    return { status: res.statusCode, raw: res.rawPayload, headers: res.headers };
  };
  const call = (server: TestServer, url: string, body: unknown) => inject(server, 'POST', url, { token, body, lang: 'en' });
  const upload = (fields: Record<string, string>, name: string, content: Buffer) => uploadOver(a.baseUrl, token, fields, { name, content });
  const cached = (server: TestServer, key: string) => fs.existsSync(path.join(server.filesDir, ...key.split('/')));

  it('serves on B the icon, screenshot and picture uploaded through A, with the same bytes', async () => {
    const image = (color: string, format: 'png' | 'jpeg' | 'webp') =>
      sharp({ create: { width: 256, height: 256, channels: 3, background: color } })
        .toFormat(format)
        .toBuffer();
    const icon = await upload({ file_type: 'icon' }, 'icon.png', await image('#12a4d9', 'png'));
    const screenshot = await upload({ file_type: 'screenshot', app_id: appId }, 'shot.jpg', await image('#d9138a', 'jpeg'));
    const picture = await upload({ file_type: 'picture' }, 'picture.webp', await image('#e2d810', 'webp'));
    const urls = [icon, screenshot, picture].map((answer) => {
      expect(answer.code, answer.msg).toBe(0);
      return answer.data.url as string;
    });
    urls.push(urls[0]!.replace('512.png', '192.png'), urls[0]!.replace('512.png', 'maskable-512.png'));

    for (const url of urls) {
      const key = url.slice('/files/'.length);
      expect(cached(b, key), key).toBe(false);
      const fromA = await get(a, url);
      const fromB = await get(b, url);
      expect([fromA.status, fromB.status], url).toEqual([200, 200]);
      expect(fromB.headers['content-type']).toBe(fromA.headers['content-type']);
      expect(Buffer.compare(fromB.raw, fromA.raw), url).toBe(0);
      // Fetched once into B's own folder: the next read is B's own disk.
      expect(cached(b, key), key).toBe(true);
    }
    expect((await get(b, '/files/icons/' + 'f'.repeat(64) + '/512.png')).status).toBe(404);
  });

  /** Random bytes do not compress: a file of several stored pieces. */
  const big = randomBytes(2 * FILE_CHUNK_BYTES + 12_345);
  const site = (title: string) =>
    zipOf([
      { name: 'index.html', content: `<h1>${title}</h1>` },
      { name: 'js/app.js', content: `console.log(${JSON.stringify(title)})` },
      { name: 'empty.txt', content: '' },
      { name: 'media/big.wasm', content: big },
    ]);

  it("serves on B the pages of a package uploaded through A, on the app's domain", async () => {
    const answer = await upload({ file_type: 'package', app_id: appId, version: '1.0.0' }, 'site.zip', site('First'));
    expect(answer.code, answer.msg).toBe(0);

    const index = await get(b, '/app/', DOMAIN);
    expect(index.status).toBe(200);
    expect(index.raw.toString()).toBe('<h1>First</h1>');
    expect((await get(b, '/app/js/app.js', DOMAIN)).raw.toString()).toBe('console.log("First")');
    const wasm = await get(b, '/app/media/big.wasm', DOMAIN);
    expect([wasm.status, wasm.headers['content-type'], wasm.raw.length]).toEqual([200, 'application/wasm', big.length]);
    expect(Buffer.compare(wasm.raw, big)).toBe(0);
    const empty = await get(b, '/app/empty.txt', DOMAIN);
    expect([empty.status, empty.raw.length]).toEqual([200, 0]);
    // A folder named without its slash, known to B from the shared store alone.
    expect((await get(b, '/app/media', DOMAIN)).headers.location).toBe('/app/media/');
    expect((await get(b, '/app/nothing.html', DOMAIN)).status).toBe(404);
    // Each file was fetched into tmp/ and renamed into place: nothing is left half-written.
    expect(fs.readdirSync(path.join(b.filesDir, 'tmp'))).toEqual([]);
    // Both servers tag a file alike, so a browser's copy stays good whichever server it reaches.
    expect((await get(b, '/app/', DOMAIN)).headers.etag).toBe((await get(a, '/app/', DOMAIN)).headers.etag);

    // The icon the hosted site serves is the one stored through A.
    const icon = await upload(
      { file_type: 'icon' },
      'icon.png',
      await sharp({ create: { width: 200, height: 200, channels: 3, background: '#2f9e44' } })
        .png()
        .toBuffer(),
    );
    expect(icon.code, icon.msg).toBe(0);
    await a.database.db.update(apps).set({ winIcon: icon.data.url }).where(eq(apps.appId, appId));
    const hostedIcon = await get(b, '/icons/512.png', DOMAIN);
    expect(hostedIcon.status).toBe(200);
    expect(Buffer.compare(hostedIcon.raw, (await get(a, icon.data.url)).raw)).toBe(0);
  });

  it('stores nothing of a refused package, in the database or in either folder', async () => {
    const filesIn = (server: TestServer) => fs.readdirSync(server.filesDir, { recursive: true }).sort();
    const before = [await storedData(a.database), filesIn(a), filesIn(b)];
    const taken = await upload({ file_type: 'package', app_id: appId, version: '1.0.0' }, 'site.zip', site('Again'));
    expect(taken.code).toBe(100212);
    const broken = await upload({ file_type: 'package', app_id: appId, version: '1.0.1' }, 'site.zip', Buffer.from('not a zip'));
    expect(broken.code).toBe(100211);
    expect([await storedData(a.database), filesIn(a), filesIn(b)]).toEqual(before);
    expect((await get(b, '/app/', DOMAIN)).raw.toString()).toBe('<h1>First</h1>');
  });

  it('removes a version from the database and from both folders; its name is not used again', async () => {
    const first = packageFolder(appId, '1.0.0');
    expect(cached(a, first) && cached(b, first)).toBe(true);
    const second = await upload({ file_type: 'package', app_id: appId, version: '2.0.0' }, 'site.zip', site('Second'));
    expect(second.code, second.msg).toBe(0);
    expect((await get(b, '/app/', DOMAIN)).raw.toString()).toBe('<h1>Second</h1>');

    const removed = await call(b, '/api/v1/app_version_del', { app_id: appId, version: '1.0.0' });
    expect([removed.code, removed.data]).toEqual([0, { app_id: appId, version: '1.0.0' }]);
    const rows = await a.database.db.select().from(storedFiles).where(eq(storedFiles.unit, first));
    expect(rows).toEqual([]);
    expect(cached(b, first)).toBe(false);
    expect(await b.files.find(`${first}/index.html`)).toBeUndefined();
    // A still has its copy until it prunes its cache (hourly, or now).
    expect(await a.files.pruneCache()).toBe(1);
    expect(cached(a, first)).toBe(false);
    expect(await a.files.find(`${first}/index.html`)).toBeUndefined();

    const details = await call(a, '/api/v1/get_app', { app_id: appId });
    expect(details.data.versions.map((v: { version: string }) => v.version)).toEqual(['2.0.0']);
    const back = await call(a, '/api/v1/new_app', { app_id: appId, app_name: 'Shared files', package_version: '1.0.0' });
    expect(back.code).toBe(100214);
    const again = await upload({ file_type: 'package', app_id: appId, version: '1.0.0' }, 'site.zip', site('Third'));
    expect([again.code, again.msg]).toEqual([101421, expect.stringContaining('1.0.0 of this app was removed')]);
    const live = await call(a, '/api/v1/app_version_del', { app_id: appId, version: '2.0.0' });
    expect([live.code, live.msg]).toEqual([101420, expect.stringContaining('live version')]);
    expect((await get(a, '/app/', DOMAIN)).raw.toString()).toBe('<h1>Second</h1>');
  });
});

describe('a files folder that was the local store', () => {
  it('is taken into the database at the first start with FILE_STORE=database, then served by every server', async () => {
    const local = await startTestServer();
    let shared: TestServer | undefined;
    let other: TestServer | undefined;
    try {
      const token = await signIn(local, 'demo', 'demo123');
      const shot = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#5c2d91' } })
        .png()
        .toBuffer();
      const answer = await uploadOver(local.baseUrl, token, { file_type: 'screenshot' }, { name: 'shot.png', content: shot });
      expect(answer.code, answer.msg).toBe(0);
      const key = (answer.data.url as string).slice('/files/'.length);
      expect(await local.database.db.select().from(storedFiles).where(eq(storedFiles.path, key))).toEqual([]);

      // The same folder, now as the database store's cache; then a server with a folder of its own.
      shared = await startTestServer({ database: local.database, config: { fileStore: 'database', filesDir: local.filesDir } });
      other = await startTestServer({ database: local.database, config: { fileStore: 'database' } });
      const served = await other.app.inject({ method: 'GET', url: answer.data.url });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, (await local.app.inject({ method: 'GET', url: answer.data.url })).rawPayload)).toBe(0);
    } finally {
      await other?.close();
      await shared?.close();
      await local.close();
    }
  }, 120_000);
});
