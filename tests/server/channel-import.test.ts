import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelImportData } from '../../contract/generated/types';
import { startTestServer, type TestServer } from '../support/test-db';
import { appsOf, channelsOf, contentCounts, insertApp, insertChannel } from './content-helpers';
import { inject, insertUser, signIn, userByName } from './helpers';

type ImportError = ChannelImportData['errors'][number];

describe('channel import', () => {
  let server: TestServer;
  let token: string;
  let demoId: number;
  let shop: string;
  let news: string;
  let foreignApp: string;
  let seededCode: string;
  beforeAll(async () => {
    server = await startTestServer();
    demoId = (await userByName(server.database, 'demo')).id;
    const [newsApp, shopApp] = await appsOf(server.database, demoId);
    shop = shopApp!.appId;
    news = newsApp!.appId;
    seededCode = (await channelsOf(server.database, demoId))[0]!.code;
    const other = await insertUser(server.database, { username: 'importer2', password: 'importer2', role: 'master' });
    foreignApp = (await insertApp(server.database, other.id, 'Not yours')).appId;
    await insertChannel(server.database, other.id, foreignApp, 'Their channel', 'THEIRS-1');
    token = await signIn(server, 'demo', 'demo123');
  });
  afterAll(() => server.close());

  const importRows = (rows: unknown, lang: 'en' | 'zh-CN' = 'en') =>
    inject(server, 'POST', '/api/v1/channel/import', { token, body: { rows }, lang });

  it('creates the valid rows and reports each invalid one by row and field', async () => {
    const before = await channelsOf(server.database, demoId);
    const answer = await importRows([
      { app_id: shop, name: 'Imported one', code: 'IMP-1', remark: 'from file' }, // 1 valid
      { app_id: news, name: 'Imported two' }, // 2 valid, code generated
      { app_id: 'nosuchapp1', name: 'Bad app' }, // 3
      { app_id: shop, name: null }, // 4
      { app_id: shop, name: 'Bad code', code: 'a b' }, // 5
      { app_id: shop, name: 'Repeated code', code: 'imp-1' }, // 6: same code as row 1
      { app_id: shop, name: 'Stored code', code: seededCode.toLowerCase() }, // 7: used by a demo channel
      { app_id: shop, name: 'Long remark', remark: 'r'.repeat(501) }, // 8
      { app_id: foreignApp, name: 'Foreign app' }, // 9
      { app_id: '', name: '', code: '!!' }, // 10: three problems
      { app_id: shop, name: 12345, code: '' }, // 11 valid: a number cell is text
      { app_id: shop, name: 'n'.repeat(65) }, // 12
      { app_id: shop, name: 'Their code', code: 'theirs-1' }, // 13: used by another account
      { app_id: '', name: '  ', code: null }, // 14: blank line, skipped
    ]);
    expect(answer.code).toBe(0);
    expect(answer.data.created).toBe(3);
    const fields = answer.data.errors.map((e: ImportError) => `${e.row}:${e.field}`);
    expect(fields).toEqual([
      '3:app_id',
      '4:name',
      '5:code',
      '6:code',
      '7:code',
      '8:remark',
      '9:app_id',
      '10:app_id',
      '10:name',
      '10:code',
      '12:name',
      '13:code',
    ]);
    const message = (row: number, field: string) => answer.data.errors.find((e: ImportError) => e.row === row && e.field === field).message;
    expect(message(3, 'app_id')).toBe('This app does not exist in your account.');
    expect(message(9, 'app_id')).toBe(message(3, 'app_id'));
    expect(message(4, 'name')).toBe('must not be empty');
    expect(message(5, 'code')).toBe('use 3–32 letters, digits, “_”, or “-”');
    expect(message(6, 'code')).toBe('the same code is already used in row 1 of the file');
    expect(message(7, 'code')).toBe('This channel code is already in use.');
    expect(message(8, 'remark')).toBe('must have at most 500 characters');
    expect(message(12, 'name')).toBe('must have at most 64 characters');

    const after = await channelsOf(server.database, demoId);
    const added = after.filter((c) => !before.some((b) => b.id === c.id));
    expect(added.map((c) => [c.name, c.appId, c.remark])).toEqual([
      ['Imported one', shop, 'from file'],
      ['Imported two', news, ''],
      ['12345', shop, ''],
    ]);
    expect(added[0]!.code).toBe('IMP-1');
    expect(added[1]!.code).toMatch(/^[A-Za-z0-9_-]{3,32}$/);
    expect(await channelsOf(server.database, demoId)).toHaveLength(before.length + 3);
  });

  it('translates the row messages into the caller’s language', async () => {
    const answer = await importRows([{ app_id: 'nosuchapp1', name: '' }], 'zh-CN');
    expect(answer.data.created).toBe(0);
    expect(answer.data.errors).toEqual([
      { row: 1, field: 'app_id', message: '您的账户中没有这个应用。' },
      { row: 1, field: 'name', message: '不能为空' },
    ]);
  });

  it('writes nothing when no row is valid', async () => {
    const before = await contentCounts(server.database);
    const answer = await importRows([
      { app_id: foreignApp, name: 'x' },
      { app_id: shop, name: 'y', code: 'IMP-1' },
    ]);
    expect(answer.data).toMatchObject({ created: 0 });
    expect(answer.data.errors.map((e: ImportError) => `${e.row}:${e.field}`)).toEqual(['1:app_id', '2:code']);
    expect(await contentCounts(server.database)).toEqual(before);
  });

  it('refuses a malformed body with a 400 naming the field and writes nothing', async () => {
    const before = await contentCounts(server.database);
    for (const [body, field] of [
      [{ rows: [] }, 'rows'],
      [{ rows: ['app,name'] }, 'rows.0'],
      [{ rows: [{ app_id: shop, name: { nested: true } }] }, 'rows.0.name'],
      [{}, 'rows'],
    ] as const) {
      const answer = await inject(server, 'POST', '/api/v1/channel/import', { token, body, lang: 'en' });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.msg).toContain(field);
    }
    expect(await contentCounts(server.database)).toEqual(before);
  });
});
