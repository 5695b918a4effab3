/**
 * A resource no code knows: tests/fixtures/extra-schemas/resources/promotion-material.json, served by a
 * server started with that folder as an extra schemas folder (EXTRA_SCHEMAS_DIRS), driven over HTTP.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, resourcesOf, schemasRoot } from '../../server/api/schema-loader';
import { openTestDatabase, startTestServer, testDbKind, type TestServer } from '../support/test-db';
import { http, insertUser, signIn, type Answer } from './helpers';

const FIXTURE = new URL('../fixtures/extra-schemas', import.meta.url).pathname;
const BASE = '/api/v1/promotion_material';

let server: TestServer;
const tokens = {} as Record<'master' | 'official' | 'admin' | 'otherMaster', string>;

beforeAll(async () => {
  server = await startTestServer({ config: { extraSchemasDirs: [FIXTURE] } });
  await insertUser(server.database, { username: 'materialsmaster', password: 'other-pass-1', role: 'master' });
  tokens.master = await signIn(server, 'demo', 'demo123');
  tokens.official = await signIn(server, 'operator', 'operator123');
  tokens.admin = await signIn(server, 'admin', 'admin123');
  tokens.otherMaster = await signIn(server, 'materialsmaster', 'other-pass-1');
});
afterAll(() => server?.close());

type Who = keyof typeof tokens;
const call = (who: Who, method: string, path: string, body?: unknown): Promise<Answer> =>
  http(server, method, path, { token: tokens[who], lang: 'en', ...(body === undefined ? {} : { body }) });
const list = (who: Who, query = '') => call(who, 'GET', `${BASE}/list${query ? `?${query}` : ''}`);
const add = (who: Who, body: unknown) => call(who, 'POST', `${BASE}/add`, body);

describe('a resource declared only in an extra schemas folder', () => {
  it('is described in the OpenAPI document with its five operations, roles and list query', async () => {
    const doc = await call('master', 'GET', '/api/v1/console/openapi');
    expect(doc.code).toBe(0);
    const paths = doc.data.paths as Record<
      string,
      Record<string, { operationId: string; 'x-roles'?: string[]; parameters?: { name: string }[] }>
    >;
    expect(paths[`${BASE}/list`]!.get!.operationId).toBe('promotionMaterialList');
    expect(paths[`${BASE}/list`]!.get!['x-roles']).toEqual(['master', 'official']);
    expect(paths[`${BASE}/list`]!.get!.parameters!.map((p) => p.name)).toEqual([
      'page',
      'pageSize',
      'sortField',
      'sortOrder',
      'name',
      'app',
    ]);
    expect(paths[`${BASE}/add`]!.post!['x-roles']).toEqual(['master']);
    expect(
      Object.keys(paths)
        .filter((p) => p.startsWith(BASE))
        .sort(),
    ).toEqual(['add', 'del', 'detail', 'edit', 'list'].map((a) => `${BASE}/${a}`));
  });

  it('is unknown to the project: without the extra folder there is no such operation', () => {
    expect(loadOperations(schemasRoot).some((op) => op.operationId.startsWith('promotionMaterial'))).toBe(false);
  });

  it('adds, lists, shows, edits and deletes records of the caller account', async () => {
    const added = await add('master', { name: '  Spring banner ', url: 'https://example.test/spring.png', app: 'demoapp001' });
    expect(added).toMatchObject({
      status: 200,
      code: 0,
      data: { name: 'Spring banner', url: 'https://example.test/spring.png', app: 'demoapp001' },
    });
    const id = added.data.id as number;

    const listed = await list('official');
    expect(listed.data).toMatchObject({ total: 1, items: [{ id, name: 'Spring banner' }] });

    expect((await call('official', 'GET', `${BASE}/detail?id=${id}`)).data).toMatchObject({ id, app: 'demoapp001' });

    const edited = await call('master', 'PUT', `${BASE}/edit`, { id, name: 'Summer banner', app: null });
    expect(edited.data).toMatchObject({ id, name: 'Summer banner', url: 'https://example.test/spring.png', app: null });
    expect(Date.parse(edited.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(edited.data.created_at));

    expect((await call('master', 'DELETE', `${BASE}/del`, { ids: [id] })).data).toEqual({ deleted: 1 });
    expect((await call('master', 'GET', `${BASE}/detail?id=${id}`)).status).toBe(404);
    expect((await list('master')).data).toEqual({ items: [], total: 0 });
  });

  it('pages, sorts by declared sortable fields only, and filters by its searchable fields', async () => {
    for (const [name, app] of [
      ['Banner B', 'appbbbbbb1'],
      ['Banner A', 'appaaaaaa1'],
      ['Video C', 'appaaaaaa1'],
    ])
      expect((await add('master', { name, url: `https://example.test/${name.replace(' ', '-')}`, app })).code).toBe(0);

    const names = (answer: Answer) => (answer.data.items as { name: string }[]).map((i) => i.name);
    expect(names(await list('master', 'sortField=name&sortOrder=ascend'))).toEqual(['Banner A', 'Banner B', 'Video C']);
    expect(names(await list('master', 'sortField=name&sortOrder=descend'))).toEqual(['Video C', 'Banner B', 'Banner A']);
    // Newest first by default.
    expect(names(await list('master'))).toEqual(['Video C', 'Banner A', 'Banner B']);

    const page = await list('master', 'sortField=name&sortOrder=ascend&page=2&pageSize=2');
    expect(page.data).toMatchObject({ total: 3, items: [{ name: 'Video C' }] });

    expect(names(await list('master', 'name=banner&sortField=name'))).toEqual(['Banner A', 'Banner B']);
    expect(names(await list('master', 'app=appaaaaaa1&sortField=name'))).toEqual(['Banner A', 'Video C']);

    const unsortable = await list('master', 'sortField=url');
    expect(unsortable).toMatchObject({ status: 400, data: null });
    expect(unsortable.msg).toContain('sortField');
    expect((await list('master', 'colour=red')).msg).toBe('colour: unknown field');
  });

  it('answers a clear error for a missing, blank or malformed field and for a name already used, storing nothing', async () => {
    const before = (await list('master')).data.total as number;
    expect(await add('master', { url: 'https://example.test/x' })).toMatchObject({ status: 400, msg: 'name: this field is required' });
    expect(await add('master', { name: '   ', url: 'https://example.test/x' })).toMatchObject({
      status: 400,
      msg: 'name: this field is required',
    });
    expect((await add('master', { name: 'Bad url', url: 'not a url' })).status).toBe(400);
    expect((await add('master', { name: 'Bad app', url: 'https://example.test/x', app: 'NO!' })).status).toBe(400);
    expect(await add('master', { name: 'Banner A', url: 'https://example.test/again' })).toMatchObject({
      status: 200,
      code: 100401,
      msg: 'name: this value is already used by another record',
    });
    const [first] = (await list('master', 'sortField=name')).data.items as { id: number }[];
    expect((await call('master', 'PUT', `${BASE}/edit`, { id: first!.id, name: 'Banner B' })).code).toBe(100401);
    expect((await list('master')).data.total).toBe(before);
  });

  it('keeps roles: an official reads but does not write, an admin has no account data', async () => {
    expect((await add('official', { name: 'By official', url: 'https://example.test/o' })).status).toBe(403);
    expect((await call('official', 'DELETE', `${BASE}/del`, { ids: [1] })).status).toBe(403);
    expect((await list('admin')).status).toBe(403);
  });

  it("keeps accounts apart: another account neither sees nor changes the demo account's records, and may reuse its names", async () => {
    const mine = (await list('master')).data.items as { id: number; name: string }[];
    expect(mine.length).toBeGreaterThan(0);
    const theirs = await list('otherMaster');
    expect(theirs.data).toEqual({ items: [], total: 0 });
    const target = mine[0]!;
    expect((await call('otherMaster', 'GET', `${BASE}/detail?id=${target.id}`)).status).toBe(404);
    expect((await call('otherMaster', 'PUT', `${BASE}/edit`, { id: target.id, name: 'Taken over' })).status).toBe(404);
    expect((await call('otherMaster', 'DELETE', `${BASE}/del`, { ids: [target.id] })).data).toEqual({ deleted: 0 });
    expect((await add('otherMaster', { name: target.name, url: 'https://example.test/own' })).code).toBe(0);
    expect((await call('master', 'GET', `${BASE}/detail?id=${target.id}`)).data.name).toBe(target.name);
    expect((await list('master')).data.items).toHaveLength(mine.length);
  });
});

describe('the resource migration at start', () => {
  it('adds a declared field to the existing table at the next start, and refuses a change of type naming the column', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'extra-schemas-'));
    const file = path.join(dir, 'resources', 'promotion-material.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const declaration = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'resources', 'promotion-material.json'), 'utf8'));
    const database = await openTestDatabase();
    try {
      fs.writeFileSync(file, JSON.stringify(declaration));
      const first = await startTestServer({ database, config: { extraSchemasDirs: [dir] } });
      const token = await signIn(first, 'demo', 'demo123');
      expect((await http(first, 'POST', `${BASE}/add`, { token, body: { name: 'Kept', url: 'https://example.test/k' } })).code).toBe(0);
      await first.close();

      declaration.fields.clicks = { type: 'integer', minimum: 0, maximum: 1000000, default: 0, sortable: true };
      fs.writeFileSync(file, JSON.stringify(declaration));
      const second = await startTestServer({ database, config: { extraSchemasDirs: [dir] } });
      const token2 = await signIn(second, 'demo', 'demo123');
      const listed = await http(second, 'GET', `${BASE}/list?sortField=clicks`, { token: token2 });
      expect(listed.data.items).toEqual([expect.objectContaining({ name: 'Kept', clicks: 0 })]);
      await second.close();

      declaration.fields.clicks = { type: 'string', maxLength: 10 };
      fs.writeFileSync(file, JSON.stringify(declaration));
      await expect(startTestServer({ database, config: { extraSchemasDirs: [dir] } })).rejects.toThrow(
        /promotion_materials\.clicks is integer but the field is now text; changing a column's type is not additive/,
      );
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Several server processes share a PostgreSQL server; PGlite belongs to one process, so this runs in the PostgreSQL project only.
if (testDbKind() === 'postgres') {
  describe('the resource migration with several processes on one database', () => {
    it('lets servers starting at once take turns: every one starts, the table is made once', async () => {
      const { openPostgres } = await import('../../server/db/client');
      const { migrateResources } = await import('../../server/resources/resource-migration');
      const database = await openTestDatabase({ state: 'empty' });
      const others = await Promise.all([1, 2, 3].map(() => openPostgres(database.location.databaseUrl!)));
      try {
        const created: string[] = [];
        const resources = resourcesOf(schemasRoot, [FIXTURE]).filter((r) => r.name === 'promotionMaterial');
        await Promise.all([database, ...others].map((db) => migrateResources(db.db, resources, (line) => created.push(line))));
        expect(created).toEqual(['resource promotionMaterial: created table promotion_materials']);
        const indexes = (await database.db.execute(
          sql`select indexname from pg_indexes where tablename = 'promotion_materials' order by 1`,
        )) as unknown as {
          rows: { indexname: string }[];
        };
        expect(indexes.rows.map((r) => r.indexname)).toEqual([
          'promotion_materials_account_app_id_idx',
          'promotion_materials_account_created_at_id_idx',
          'promotion_materials_account_name_id_idx',
          'promotion_materials_account_name_key',
          'promotion_materials_pkey',
        ]);
      } finally {
        await Promise.all(others.map((db) => db.close()));
        await database.close();
      }
    });
  });
}
