import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { deflatedZeros, multipartOf, tinySite, zipOf } from '../support/zip-file';
import { appsOf, insertApp } from './content-helpers';
import { insertUser, signIn, userByName, type Answer, type UntypedData } from './helpers';
import { storedData } from './operation-requests';

/** A zip of up to 2 MB, so that a 1 GiB bomb (about 1 MB deflated) reaches the unpacking. */
const LIMITS = { maxZipBytes: 2 * 1024 * 1024, maxUnpackedBytes: 128 * 1024, maxFiles: 5 };

let server: TestServer;
let token: string;
let demoId: number;

async function upload(fields: Record<string, string>, file?: { name: string; content: Buffer }, language = 'en'): Promise<Answer> {
  const { payload, contentType } = multipartOf(fields, file);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': language },
    payload,
  });
  const json = JSON.parse(res.body) as { code: number; msg: string; data: UntypedData };
  return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data, headers: res.headers as Answer['headers'] };
}

const png = (size: number, color = '#0960bd') =>
  sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();

/** Every file under the files folder (relative names), tmp/ included: a refused upload adds none. */
function filesUnder(dir = server.filesDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(server.filesDir, path.join(e.parentPath, e.name)))
    .sort();
}

let newAppId: string;

beforeAll(async () => {
  server = await startTestServer({ config: { packageLimits: LIMITS } });
  token = await signIn(server, 'demo', 'demo123');
  demoId = (await userByName(server.database, 'demo')).id;
  newAppId = (await insertApp(server.database, demoId, 'Upload target')).appId;
});
afterAll(() => server?.close());

describe('icon and screenshot uploads', () => {
  it('makes an icon into the manifest sizes, served back as PNG images', async () => {
    const answer = await upload({ file_type: 'icon' }, { name: 'icon.png', content: await png(300) });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.url).toMatch(/^\/files\/icons\/[0-9a-f]{64}\/512\.png$/);
    for (const [name, size] of [
      ['192.png', 192],
      ['512.png', 512],
      ['maskable-512.png', 512],
    ] as const) {
      const res = await server.app.inject({ method: 'GET', url: answer.data.url.replace('512.png', name) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    expect(filesUnder().filter((f) => f.startsWith('tmp'))).toEqual([]);
  });

  it('stores a JPEG screenshot as a JPEG, judged by its content, not its name', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 80, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const answer = await upload({ file_type: 'screenshot', app_id: newAppId }, { name: 'shot.png', content: jpeg });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.url).toMatch(/^\/files\/screenshots\/[0-9a-f]{64}\.jpg$/);
    const res = await server.app.inject({ method: 'GET', url: answer.data.url });
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 40, 80]);
  });

  it('stores a screenshot written anew: what followed the image, and its metadata, are gone', async () => {
    const picture = await sharp({ create: { width: 60, height: 30, channels: 4, background: '#0960bd' } })
      .png()
      .toBuffer();
    const page = '<!doctype html><html><body><script>fetch("/steal?c=" + document.cookie)</script></body></html>';
    const polyglot = Buffer.concat([picture, Buffer.from(page)]);
    const answer = await upload({ file_type: 'screenshot' }, { name: 'shot.png', content: polyglot });
    expect(answer.code, answer.msg).toBe(0);
    const stored = (await server.app.inject({ method: 'GET', url: answer.data.url })).rawPayload;
    expect(stored.includes('<script')).toBe(false);
    expect(stored.includes('html')).toBe(false);
    // The same picture, pixel for pixel, in a PNG that ends where its image ends.
    expect(stored.subarray(-8).toString('latin1')).toBe('IEND\xAEB`\x82');
    const pixels = async (bytes: Buffer) => (await sharp(bytes).raw().toBuffer({ resolveWithObject: true })).data;
    expect(Buffer.compare(await pixels(stored), await pixels(picture))).toBe(0);

    // A photo's EXIF (who took it, where) is dropped once its orientation has turned the picture upright.
    const photo = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#d33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Secret Person' } })
      .toBuffer();
    expect(photo.includes('Secret Person')).toBe(true);
    const sent = await upload({ file_type: 'screenshot' }, { name: 'photo.jpg', content: photo });
    expect(sent.code, sent.msg).toBe(0);
    const kept = (await server.app.inject({ method: 'GET', url: sent.data.url })).rawPayload;
    expect(kept.includes('Secret Person')).toBe(false);
    const meta = await sharp(kept).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([40, 80, undefined, undefined]);
  });

  it('refuses wrong types, fake and broken images, tiny icons and empty files by name, storing nothing', async () => {
    const before = filesUnder();
    // A PNG's signature and chunk header over text: named PNG by its first bytes, unreadable after them.
    const fakePng = Buffer.concat([(await png(300)).subarray(0, 16), Buffer.from('not really an image at all, just text')]);
    const signatureOnly = Buffer.concat([(await png(300)).subarray(0, 8), Buffer.from('text')]);
    const truncated = (await png(300)).subarray(0, 120);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const cases: [Buffer, string, string][] = [
      [Buffer.from('<html>hello</html>'), 'icon', 'not a PNG, JPEG or WebP image'],
      [gif, 'icon', 'content is: gif'],
      [fakePng, 'icon', 'cannot be read'],
      [signatureOnly, 'icon', 'not a PNG, JPEG or WebP image'],
      [truncated, 'screenshot', 'cannot be read'],
      [await png(64), 'icon', 'at least 128'],
      [Buffer.alloc(0), 'icon', 'empty'],
    ];
    for (const [content, fileType, message] of cases) {
      const answer = await upload({ file_type: fileType }, { name: 'picture.png', content });
      expect(answer.code, message).toBe(100211);
      expect(answer.msg).toContain(message);
    }
    expect(filesUnder()).toEqual(before);
  });

  it('refuses an image over its size cap', async () => {
    const big = Buffer.concat([await png(300), Buffer.alloc(5 * 1024 * 1024)]);
    // Over the package cap of this server too, so the multipart limit answers first, by name.
    const answer = await upload({ file_type: 'screenshot' }, { name: 'big.png', content: big });
    expect(answer.code).toBe(100211);
    expect(answer.msg).toMatch(/larger than/);
  });

  it('refuses a form without a file, with an unknown file type or a malformed app id', async () => {
    expect((await upload({ file_type: 'icon' })).msg).toContain('file');
    expect((await upload({ file_type: 'movie' }, { name: 'a.png', content: await png(200) })).msg).toContain('file_type');
    expect((await upload({ file_type: 'icon', app_id: 'BAD!' }, { name: 'a.png', content: await png(200) })).msg).toContain('app_id');
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
    expect(JSON.parse(json.body).msg).toContain('multipart/form-data');
  });
});

describe('static package uploads', () => {
  it('unpacks a package as a new live version, keeps every version and switches back', async () => {
    const first = await upload(
      { file_type: 'package', app_id: newAppId, version: '1.0.0' },
      { name: 'site.zip', content: tinySite('One') },
    );
    expect(first.code, first.msg).toBe(0);
    expect(first.data).toMatchObject({ file_type: 'package', version: '1.0.0', app_id: newAppId, file_count: 2 });
    const folder = path.join(server.filesDir, 'packages', newAppId);
    expect(fs.readFileSync(path.join(folder, '1.0.0', 'index.html'), 'utf8')).toContain('One');

    // A package zipped with its folder is taken from inside that folder.
    const nested = zipOf([
      { name: 'dist/index.html', content: '<h1>Two</h1>' },
      { name: 'dist/js/app.js', content: 'console.log(2)' },
    ]);
    const second = await upload({ file_type: 'package', app_id: newAppId, version: '1.1.0' }, { name: 'site.zip', content: nested });
    expect(second.code, second.msg).toBe(0);
    expect(fs.readFileSync(path.join(folder, '1.1.0', 'js', 'app.js'), 'utf8')).toBe('console.log(2)');

    const details = async () => (await injectJson('/api/v1/get_app', { app_id: newAppId })).data;
    let app = await details();
    expect(app).toMatchObject({ source: 'package', package_version: '1.1.0' });
    expect(app.versions.map((v: { version: string; live: boolean }) => [v.version, v.live])).toEqual([
      ['1.1.0', true],
      ['1.0.0', false],
    ]);

    const back = await injectJson('/api/v1/new_app', { app_id: newAppId, app_name: 'Upload target', package_version: '1.0.0' });
    expect(back.code, back.msg).toBe(0);
    app = await details();
    expect(app.package_version).toBe('1.0.0');
    expect(fs.existsSync(path.join(folder, '1.1.0', 'index.html'))).toBe(true);

    const again = await upload(
      { file_type: 'package', app_id: newAppId, version: '1.0.0' },
      { name: 'site.zip', content: tinySite('Again') },
    );
    expect(again.code).toBe(100212);
    expect(fs.readFileSync(path.join(folder, '1.0.0', 'index.html'), 'utf8')).toContain('One');
  });

  it('removes a kept version that is not live: its folder goes, and its name is not used again', async () => {
    const folder = path.join(server.filesDir, 'packages', newAppId);
    const live = await injectJson('/api/v1/app_version_del', { app_id: newAppId, version: '1.0.0' });
    expect([live.code, live.msg]).toEqual([101420, expect.stringContaining("1.0.0 is the app's live version")]);
    expect(fs.existsSync(path.join(folder, '1.0.0', 'index.html'))).toBe(true);

    const removed = await injectJson('/api/v1/app_version_del', { app_id: newAppId, version: '1.1.0' });
    expect([removed.code, removed.data]).toEqual([0, { app_id: newAppId, version: '1.1.0' }]);
    expect(fs.existsSync(path.join(folder, '1.1.0'))).toBe(false);
    const app = (await injectJson('/api/v1/get_app', { app_id: newAppId })).data;
    expect(app.versions.map((v: { version: string }) => v.version)).toEqual(['1.0.0']);

    expect((await injectJson('/api/v1/app_version_del', { app_id: newAppId, version: '1.1.0' })).code).toBe(100214);
    expect((await injectJson('/api/v1/new_app', { app_id: newAppId, app_name: 'Upload target', package_version: '1.1.0' })).code).toBe(
      100214,
    );
    const again = await upload(
      { file_type: 'package', app_id: newAppId, version: '1.1.0' },
      { name: 'site.zip', content: tinySite('New') },
    );
    expect([again.code, again.msg]).toEqual([101421, expect.stringContaining('was removed')]);
    expect(fs.existsSync(path.join(folder, '1.1.0'))).toBe(false);
    const zh = await upload(
      { file_type: 'package', app_id: newAppId, version: '1.1.0' },
      { name: 'site.zip', content: tinySite() },
      'zh-CN',
    );
    expect(zh.msg).toContain('已删除');

    const rival = await insertUser(server.database, { username: 'rivalversions', password: 'rival-pass-1', role: 'master' });
    const rivalApp = await insertApp(server.database, rival.id, 'Rival versions');
    expect((await injectJson('/api/v1/app_version_del', { app_id: rivalApp.appId, version: '1.0.0' })).status).toBe(404);
  });

  it('never removes the version being made live at the same moment: one of the two calls is refused', async () => {
    const target = await insertApp(server.database, demoId, 'Race target');
    const versions = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
    for (const version of versions) {
      const answer = await upload(
        { file_type: 'package', app_id: target.appId, version },
        { name: 'site.zip', content: tinySite(version) },
      );
      expect(answer.code, answer.msg).toBe(0);
    }
    for (const version of versions.slice(0, -1)) {
      const [removal, liveSwitch] = await Promise.all([
        injectJson('/api/v1/app_version_del', { app_id: target.appId, version }),
        injectJson('/api/v1/new_app', { app_id: target.appId, app_name: 'Race target', package_version: version }),
      ]);
      const outcome = [removal.code, liveSwitch.code];
      expect([
        [0, 100214],
        [101420, 0],
      ]).toContainEqual(outcome);
    }
    const app = (await injectJson('/api/v1/get_app', { app_id: target.appId })).data;
    expect(app.versions.map((v: { version: string }) => v.version)).toContain(app.package_version);
    expect(fs.existsSync(path.join(server.filesDir, 'packages', target.appId, app.package_version, 'index.html'))).toBe(true);
  });

  const bad: [string, Buffer, string][] = [
    [
      'zip slip',
      zipOf([
        { name: 'index.html', content: 'x' },
        { name: '../../evil.html', content: 'owned' },
      ]),
      'outside the package',
    ],
    [
      'absolute path',
      zipOf([
        { name: 'index.html', content: 'x' },
        { name: '/etc/evil.html', content: 'owned' },
      ]),
      'outside the package',
    ],
    [
      'backslash path',
      zipOf([
        { name: 'index.html', content: 'x' },
        { name: '..\\evil.html', content: 'owned' },
      ]),
      'outside the package',
    ],
    [
      'symbolic link',
      zipOf([
        { name: 'index.html', content: 'x' },
        { name: 'link.html', content: '/etc/passwd', mode: 0o120777 },
      ]),
      'symbolic link',
    ],
    [
      'server script',
      zipOf([
        { name: 'index.html', content: 'x' },
        { name: 'shell.php', content: '<?php' },
      ]),
      'shell.php',
    ],
    ['no index.html', zipOf([{ name: 'home.html', content: 'x' }]), 'no index.html'],
    [
      'too many files',
      zipOf(['index.html', 'a.js', 'b.js', 'c.js', 'd.js', 'e.js'].map((name) => ({ name, content: 'x' }))),
      'more than 5 files',
    ],
    [
      'unpacks too large',
      zipOf([
        { name: 'index.html', content: 'x' },
        { name: 'big.txt', content: Buffer.alloc(130 * 1024) },
      ]),
      'larger than',
    ],
    ['not a zip', Buffer.from('PK but not really a zip file'), 'not a zip'],
    ['oversize file', Buffer.alloc(LIMITS.maxZipBytes + 10, 1), 'larger than'],
    [
      'a name too long for a disk',
      zipOf([
        { name: 'index.html', content: 'x' },
        { name: `${'a'.repeat(300)}.html`, content: 'y' },
      ]),
      'too long a name',
    ],
    [
      'duplicate names',
      zipOf([
        { name: 'index.html', content: 'x' },
        { name: 'index.html', content: 'y' },
      ]),
      'twice',
    ],
  ];
  it.each(bad)('refuses a package with %s, naming the problem and storing nothing', async (_case, content, message) => {
    const before = await storedData(server.database);
    const filesBefore = filesUnder();
    const answer = await upload({ file_type: 'package', app_id: newAppId, version: '2.0.0' }, { name: 'site.zip', content });
    expect(answer.code, answer.msg).toBe(100211);
    expect(answer.msg).toContain(message);
    expect(await storedData(server.database)).toEqual(before);
    expect(filesUnder()).toEqual(filesBefore);
    expect(fs.existsSync(path.join(path.dirname(server.filesDir), 'evil.html'))).toBe(false);
  });

  const index = { name: 'index.html', content: '<h1>Site</h1>' };
  /** Text that deflates to a few hundred bytes, so that a cut stream ends inside its data. */
  const prose = Buffer.from(Array.from({ length: 3000 }, (_, i) => `line ${(i * 7919) % 1000}\n`).join(''));
  /** The last entry's local header moved far past the end of the file. */
  const headerPastTheEnd = () => {
    const zip = zipOf([index, { name: 'app.js', content: 'go()' }]);
    zip.writeUInt32LE(0x00fffff0, zip.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1')) + 42);
    return zip;
  };
  const unreadable: [string, Buffer, string][] = [
    [
      'an entry declaring 1,000 bytes that holds 1 GiB of zeros',
      zipOf([index, { name: 'zeros.txt', method: 8, packed: deflatedZeros(1024), declaredSize: 1000 }]),
      'damaged (too many bytes in the stream',
    ],
    [
      'an entry holding fewer bytes than it declares',
      zipOf([index, { name: 'short.txt', method: 8, content: 'x', declaredSize: 100_000 }]),
      'damaged (not enough bytes in the stream',
    ],
    [
      'a stored entry whose two sizes disagree',
      zipOf([index, { name: 'short.txt', content: 'hello world', declaredSize: 3 }]),
      'damaged (compressed/uncompressed size mismatch',
    ],
    [
      'a deflate stream cut short',
      zipOf([index, { name: 'cut.txt', method: 8, content: prose, packed: zlib.deflateRawSync(prose).subarray(0, 200) }]),
      'damaged (unexpected end of file)',
    ],
    [
      'bytes that are not deflate data',
      zipOf([index, { name: 'noise.txt', method: 8, content: 'hello', packed: Buffer.from('this is not deflate data at all') }]),
      'damaged (invalid',
    ],
    [
      'an entry whose data runs past the end of the file',
      zipOf([index, { name: 'long.txt', method: 8, content: 'hello', declaredPackedSize: 100_000 }]),
      'damaged (file data overflows file bounds',
    ],
    ['a local header past the end of the file', headerPastTheEnd(), 'damaged (unexpected EOF)'],
    ['an encrypted entry', zipOf([index, { name: 'secret.txt', method: 8, content: 'hello', flags: 0x1 }]), '"secret.txt" is encrypted'],
    [
      'a strongly encrypted entry',
      zipOf([index, { name: 'secret.txt', method: 8, content: 'hello', flags: 0x41 }]),
      'The zip is encrypted',
    ],
    ['an unknown compression method', zipOf([index, { name: 'packed.txt', method: 12, content: 'hello' }]), '"packed.txt" is compressed'],
    [
      'a file that is also a folder',
      zipOf([index, { name: 'app.js', content: '1' }, { name: 'app.js/more.js', content: '2' }]),
      '"app.js" is both a file and a folder',
    ],
    [
      'a folder that is also a file',
      zipOf([index, { name: 'app.js/more.js', content: '2' }, { name: 'app.js', content: '1' }]),
      '"app.js" is both a file and a folder',
    ],
    ['one name spelled twice', zipOf([index, { name: 'js//app.js', content: '1' }, { name: 'js/app.js', content: '2' }]), 'appears twice'],
  ];
  it.each(unreadable)(
    'refuses a package with %s as a refused upload, not a server error, storing nothing',
    async (_case, content, message) => {
      const before = await storedData(server.database);
      const filesBefore = filesUnder();
      const answer = await upload({ file_type: 'package', app_id: newAppId, version: '3.0.0' }, { name: 'site.zip', content });
      // A business refusal (spec: HTTP 200 and its code), never the server's 500.
      expect([answer.status, answer.code], answer.msg).toEqual([200, 100211]);
      expect(answer.msg).toContain(message);
      expect(await storedData(server.database)).toEqual(before);
      expect(filesUnder()).toEqual(filesBefore);
    },
  );

  it('names the damage in Chinese too', async () => {
    const bomb = zipOf([index, { name: 'zeros.txt', method: 8, packed: deflatedZeros(64), declaredSize: 1000 }]);
    const answer = await upload({ file_type: 'package', app_id: newAppId, version: '3.0.0' }, { name: 'site.zip', content: bomb }, 'zh-CN');
    expect(answer.code).toBe(100211);
    expect(answer.msg).toContain('zip 文件已损坏（too many bytes in the stream');
  });

  it('needs an app of the account and a version', async () => {
    const noApp = await upload({ file_type: 'package', version: '1.0.0' }, { name: 'site.zip', content: tinySite() });
    expect(noApp.msg).toContain('Save the app first');
    const noVersion = await upload({ file_type: 'package', app_id: newAppId }, { name: 'site.zip', content: tinySite() });
    expect(noVersion.msg).toContain('version');
    const rival = await insertUser(server.database, { username: 'rivalupload', password: 'rival-pass-1', role: 'master' });
    const rivalApp = await insertApp(server.database, rival.id, 'Rival upload');
    const before = await storedData(server.database);
    const foreign = await upload(
      { file_type: 'package', app_id: rivalApp.appId, version: '1.0.0' },
      { name: 'site.zip', content: tinySite() },
    );
    expect(foreign.status).toBe(404);
    const foreignIcon = await upload({ file_type: 'icon', app_id: rivalApp.appId }, { name: 'icon.png', content: await png(200) });
    expect(foreignIcon.status).toBe(404);
    expect(await storedData(server.database)).toEqual(before);
    expect(fs.existsSync(path.join(server.filesDir, 'packages', rivalApp.appId))).toBe(false);
  });

  it('serves only icons and screenshots from the files folder', async () => {
    const [news] = await appsOf(server.database, demoId);
    for (const url of [
      '/files/tmp/x',
      `/files/packages/${news!.appId}/1.0.0/index.html`,
      '/files/../package.json',
      '/files/icons/abc/512.png',
    ]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

async function injectJson(url: string, body: unknown): Promise<Answer> {
  const res = await server.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
    payload: JSON.stringify(body),
  });
  const json = JSON.parse(res.body) as { code: number; msg: string; data: UntypedData };
  return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data, headers: res.headers as Answer['headers'] };
}
