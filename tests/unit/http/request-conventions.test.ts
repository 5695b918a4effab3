import dayjs from 'dayjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { globConfig, readGlobConfig } from '@/settings/glob-config';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@/settings/http-setting';
import { removeToken, setToken } from '@/utils/cache';
import { configureHttp, createHttp, defHttp, type HttpClient } from '@/utils/http';
import { startScriptedServer, type ScriptedServer } from './support/scripted-server';
import { enText, installUiSpies } from './support/ui-spies';

let server: ScriptedServer;
let http: HttpClient;
let ui: ReturnType<typeof installUiSpies>;

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  localStorage.clear();
  ui = installUiSpies();
  http = createHttp({ apiUrl: server.url, urlPrefix: '' });
  for (const path of ['/api/v1/echo', '/gw/api/v1/echo', '/api/v1/upload', '/custom/upload']) {
    server.answer(path, { body: { code: 0, data: 'ok' } });
  }
});

function onlyHit(path: string) {
  const hits = server.hitsOf(path);
  expect(hits).toHaveLength(1);
  return hits[0];
}

describe('URL', () => {
  it('puts the base URL and the prefix before the path', async () => {
    const prefixed = createHttp({ apiUrl: `${server.url}/`, urlPrefix: '/gw' });
    await prefixed.get({ url: '/api/v1/echo' });
    expect(onlyHit('/gw/api/v1/echo').method).toBe('GET');
  });

  it('leaves the prefix out when joinPrefix is false', async () => {
    const prefixed = createHttp({ apiUrl: server.url, urlPrefix: '/gw' });
    await prefixed.post({ url: '/api/v1/echo' }, { joinPrefix: false });
    expect(onlyHit('/api/v1/echo').method).toBe('POST');
  });

  it('reads the global page config from VITE_GLOB_* variables, with defaults for empty ones', () => {
    expect(
      readGlobConfig({ VITE_GLOB_API_URL: 'https://api.example.test', VITE_GLOB_API_URL_PREFIX: '/gw', VITE_GLOB_APP_TITLE: '' }),
    ).toEqual({
      title: 'PWA Console',
      apiUrl: 'https://api.example.test',
      urlPrefix: '/gw',
      uploadUrl: '/api/v1/upload',
      shortName: 'pwa_console',
    });
  });

  it('uses the global page config by default: same origin, no prefix', () => {
    expect(globConfig).toMatchObject({ apiUrl: '', urlPrefix: '', uploadUrl: '/api/v1/upload', title: 'PWA Console' });
    expect(defHttp.settings).toMatchObject({ apiUrl: '', urlPrefix: '' });
  });
});

describe('headers', () => {
  it('sends both auth headers when a token is stored', async () => {
    setToken('tok-123');
    await http.get({ url: '/api/v1/echo' });
    const { headers } = onlyHit('/api/v1/echo');
    expect(headers.authorization).toBe('Bearer tok-123');
    expect(headers.token).toBe('tok-123');
  });

  it('sends no auth header without a token', async () => {
    removeToken();
    await http.get({ url: '/api/v1/echo' });
    const { headers } = onlyHit('/api/v1/echo');
    expect(headers.authorization).toBeUndefined();
    expect(headers.token).toBeUndefined();
  });

  it('sends no auth header when withToken is false', async () => {
    setToken('tok-123');
    await http.post({ url: '/api/v1/echo' }, { withToken: false });
    const { headers } = onlyHit('/api/v1/echo');
    expect(headers.authorization).toBeUndefined();
    expect(headers.token).toBeUndefined();
  });

  it.each([
    ['zh_CN', 'zh-CN'],
    ['en', 'en'],
  ])('locale %s is sent as Accept-Language %s', async (locale, header) => {
    configureHttp({ getLocale: () => locale });
    await http.get({ url: '/api/v1/echo' });
    expect(onlyHit('/api/v1/echo').headers['accept-language']).toBe(header);
  });
});

describe('the _t timestamp', () => {
  it('is added to GET queries', async () => {
    const before = Date.now();
    await http.get({ url: '/api/v1/echo', params: { page: 2 } });
    const { query } = onlyHit('/api/v1/echo');
    expect(query.get('page')).toBe('2');
    const stamp = Number(query.get('_t'));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('is left out when joinTime is false', async () => {
    await http.get({ url: '/api/v1/echo' }, { joinTime: false });
    expect(onlyHit('/api/v1/echo').query.has('_t')).toBe(false);
  });

  it('is not added to other methods', async () => {
    await http.post({ url: '/api/v1/echo', data: {} });
    expect(onlyHit('/api/v1/echo').query.has('_t')).toBe(false);
  });
});

describe('body transforms', () => {
  it('trims strings and formats dates deep inside objects and arrays, without touching the caller object', async () => {
    const data = {
      username: '  demo ',
      when: new Date(2024, 0, 2, 3, 4, 5),
      nested: { note: '\thello\n', at: dayjs('2025-12-31 23:59:58'), list: [' a ', 1, true, null, new Date(2023, 10, 9, 8, 7, 6)] },
    };
    await http.put({ url: '/api/v1/echo', data });
    const hit = onlyHit('/api/v1/echo');
    expect(hit.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(hit.body)).toEqual({
      username: 'demo',
      when: '2024-01-02 03:04:05',
      nested: { note: 'hello', at: '2025-12-31 23:59:58', list: ['a', 1, true, null, '2023-11-09 08:07:06'] },
    });
    expect(data.username).toBe('  demo ');
    expect(data.when).toBeInstanceOf(Date);
  });

  it('trims and formats query parameters too, and drops empty ones', async () => {
    await http.get({ url: '/api/v1/echo', params: { name: ' x ', from: new Date(2024, 4, 6, 7, 8, 9), none: null, skip: undefined } });
    const { query } = onlyHit('/api/v1/echo');
    expect(query.get('name')).toBe('x');
    expect(query.get('from')).toBe('2024-05-06 07:08:09');
    expect(query.has('none')).toBe(false);
    expect(query.has('skip')).toBe(false);
  });

  it('sends DELETE bodies transformed as well', async () => {
    await http.delete({ url: '/api/v1/echo', data: { ids: [' 1 ', ' 2'] } });
    const hit = onlyHit('/api/v1/echo');
    expect(hit.method).toBe('DELETE');
    expect(JSON.parse(hit.body)).toEqual({ ids: ['1', '2'] });
  });
});

describe('uploads', () => {
  it('posts multipart form data: the fields (trimmed, empty ones left out) and the named file', async () => {
    setToken('tok-up');
    const file = new File(['PK-app-bytes'], 'app.apk', { type: 'application/vnd.android.package-archive' });
    await expect(http.uploadFile({}, { file, data: { version: ' 1.2.0 ', file_type: 1, app_id: '', note: undefined } })).resolves.toBe(
      'ok',
    );
    const hit = onlyHit('/api/v1/upload');
    expect(hit.method).toBe('POST');
    expect(hit.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(hit.headers.authorization).toBe('Bearer tok-up');
    expect(hit.query.has('_t')).toBe(false);
    const form = await new Response(hit.body, { headers: { 'content-type': hit.headers['content-type']! } }).formData();
    expect(form.get('version')).toBe('1.2.0');
    expect(form.get('file_type')).toBe('1');
    expect(form.has('app_id')).toBe(false);
    expect(form.has('note')).toBe(false);
    const sent = form.get('file') as File;
    expect(sent.name).toBe('app.apk');
    expect(await sent.text()).toBe('PK-app-bytes');
  });

  it('posts to the URL given and uses the file name given', async () => {
    await http.uploadFile({ url: '/custom/upload' }, { file: new Blob(['x']), filename: 'logo.png' });
    const hit = onlyHit('/custom/upload');
    const form = await new Response(hit.body, { headers: { 'content-type': hit.headers['content-type']! } }).formData();
    expect((form.get('file') as File).name).toBe('logo.png');
  });

  it('waits for the upload timeout, not the request timeout', async () => {
    const short = createHttp({ apiUrl: server.url, urlPrefix: '', requestTimeout: 60, uploadTimeout: 3_000 });
    server.answer('/slow', { delayMs: 250, body: { code: 0, data: 'stored' } });

    await expect(short.post({ url: '/slow' })).rejects.toMatchObject({ kind: 'timeout' });
    expect(ui.showMessage).toHaveBeenCalledWith(enText('http.apiTimeout'), 'error');

    await expect(short.uploadFile({ url: '/slow' }, { file: new Blob(['x']), filename: 'a.bin' })).resolves.toBe('stored');
  });

  it('is never retried', async () => {
    server.answer('/api/v1/upload', { status: 503 });
    await expect(http.uploadFile({}, { file: new Blob(['x']), filename: 'a.bin' })).rejects.toMatchObject({ httpStatus: 503 });
    expect(server.hitsOf('/api/v1/upload')).toHaveLength(1);
  });

  it('defaults to 10 s for requests and 10 min for uploads (spec §9)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(UPLOAD_TIMEOUT_MS).toBe(600_000);
    expect(defHttp.settings).toMatchObject({ requestTimeout: 10_000, uploadTimeout: 600_000, uploadUrl: '/api/v1/upload' });
  });
});
