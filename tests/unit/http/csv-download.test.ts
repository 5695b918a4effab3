import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_FILENAME } from '@/settings/http-setting';
import { configureHttp, createHttp, type HttpClient } from '@/utils/http';
import { startScriptedServer, type ScriptedServer } from './support/scripted-server';
import { installUiSpies } from './support/ui-spies';

let server: ScriptedServer;
let http: HttpClient;
let ui: ReturnType<typeof installUiSpies>;
let clickedLinks: Array<{ download: string; href: string }>;

const csv = 'id,username,balance\n1,demo,120000\n2,测试,0\n';

function captureLinkClicks(event: MouseEvent) {
  const link = event.target as HTMLAnchorElement;
  if (link.tagName !== 'A') return;
  event.preventDefault();
  clickedLinks.push({ download: link.download, href: link.href });
}

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.reset();
  ui = installUiSpies();
  http = createHttp({ apiUrl: server.url, urlPrefix: '' });
  clickedLinks = [];
  document.addEventListener('click', captureLinkClicks);
});
afterEach(() => document.removeEventListener('click', captureLinkClicks));

describe('CSV download', () => {
  it('wraps an answer without a code as a file named by Content-Disposition and starts the download', async () => {
    server.answer('/export', {
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="users-2024.csv"' },
    });
    const file = await http.download({ url: '/export', params: { status: 1 } });
    expect(file.name).toBe('users-2024.csv');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe(csv);
    expect(clickedLinks).toHaveLength(1);
    expect(clickedLinks[0].download).toBe('users-2024.csv');
    expect(clickedLinks[0].href).toMatch(/^blob:/);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(server.hitsOf('/export')[0].query.get('status')).toBe('1');
  });

  it('names the file after the account list when the server gives no name', async () => {
    server.answer('/export', { body: csv, headers: { 'content-type': 'text/csv' } });
    const file = await http.download({ url: '/export' });
    expect(DEFAULT_DOWNLOAD_FILENAME).toBe('account-list.csv');
    expect(file.name).toBe('account-list.csv');
    expect(clickedLinks.map((link) => link.download)).toEqual(['account-list.csv']);
  });

  it('decodes an RFC 5987 file name', async () => {
    server.answer('/export', {
      body: csv,
      headers: {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="fallback.csv"; filename*=UTF-8''${encodeURIComponent('账户列表.csv')}`,
      },
    });
    const file = await http.download({ url: '/export' });
    expect(file.name).toBe('账户列表.csv');
  });

  it('uses a file name given by the caller when the server gives none', async () => {
    server.answer('/export', { body: csv, headers: { 'content-type': 'text/csv' } });
    const file = await http.download({ url: '/export', filename: 'orders.csv' });
    expect(file.name).toBe('orders.csv');
  });

  it('treats an envelope answer as usual: a failure code is shown and rejects, no download', async () => {
    server.answer('/export', { body: { code: 100001, msg: 'Export not allowed' } });
    await expect(http.download({ url: '/export' })).rejects.toMatchObject({ code: 100001, msg: 'Export not allowed' });
    expect(ui.showMessage).toHaveBeenCalledExactlyOnceWith('Export not allowed', 'error');
    expect(clickedLinks).toHaveLength(0);
  });

  it('a CSV answer to an ordinary call is downloaded as a file too', async () => {
    server.answer('/export', { body: csv, headers: { 'content-type': 'text/csv' } });
    const file = await http.get<File>({ url: '/export' });
    expect(file.name).toBe('account-list.csv');
    expect(await file.text()).toBe(csv);
    expect(clickedLinks).toHaveLength(1);
  });

  it('a file save can be replaced by the app', async () => {
    const saved: string[] = [];
    configureHttp({ saveFile: (file) => saved.push(file.name) });
    server.answer('/export', { body: csv, headers: { 'content-type': 'text/csv' } });
    await http.download({ url: '/export' });
    expect(saved).toEqual(['account-list.csv']);
    expect(clickedLinks).toHaveLength(0);
  });
});
