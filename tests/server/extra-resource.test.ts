/**
 * A resource no code knows: tests/fixtures/extra-schemas/resources/promotion-material.json, served by a
 * server started with that folder as an extra schemas folder (EXTRA_SCHEMAS_DIRS), driven over HTTP.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadOperations, readPageFile, resourcesOf, schemasRoot } from '../../server/api/schema-loader';
import { apps } from '../../server/apps/tables';
import { rootDomains } from '../../server/domains/tables';
import { openTestDatabase, startTestServer, testDbKind, type TestServer } from '../support/test-db';
import { http, insertUser, signIn, type Answer } from './helpers';

const FIXTURE = new URL('../fixtures/extra-schemas', import.meta.url).pathname;
const BASE = '/api/v1/promotion_material';

let server: TestServer;
const tokens = {} as Record<'master' | 'official' | 'admin' | 'otherMaster', string>;
/** Apps of the demo account (public id and name), and one of the other account. */
let demoApps: { app_id: string; app_name: string }[];
const OTHER_APP = 'othermat01';

beforeAll(async () => {
  server = await startTestServer({ config: { extraSchemasDirs: [FIXTURE] } });
  const other = await insertUser(server.database, { username: 'materialsmaster', password: 'other-pass-1', role: 'master' });
  await server.database.db.insert(apps).values({ appId: OTHER_APP, accountId: other.id, appName: 'Other materials app' });
  tokens.master = await signIn(server, 'demo', 'demo123');
  tokens.official = await signIn(server, 'operator', 'operator123');
  tokens.admin = await signIn(server, 'admin', 'admin123');
  tokens.otherMaster = await signIn(server, 'materialsmaster', 'other-pass-1');
  const listed = await http(server, 'GET', '/api/v1/app_list?pageSize=100', { token: tokens.master });
  demoApps = listed.data.items as { app_id: string; app_name: string }[];
  expect(demoApps.length).toBeGreaterThan(1);
});
afterAll(() => server?.close());

type Who = keyof typeof tokens;
const call = (who: Who, method: string, path: string, body?: unknown): Promise<Answer> =>
  http(server, method, path, { token: tokens[who], lang: 'en', ...(body === undefined ? {} : { body }) });
const list = (who: Who, query = '') => call(who, 'GET', `${BASE}/list${query ? `?${query}` : ''}`);
const add = (who: Who, body: unknown) => call(who, 'POST', `${BASE}/add`, body);

describe('a resource declared only in an extra schemas folder', () => {
  it('is described in the OpenAPI document with its five operations and its options, roles and list query', async () => {
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
    ).toEqual(['add', 'del', 'detail', 'edit', 'list', 'options'].map((a) => `${BASE}/${a}`));
  });

  it('is unknown to the project: without the extra folder there is no such operation', () => {
    expect(loadOperations(schemasRoot).some((op) => op.operationId.startsWith('promotionMaterial'))).toBe(false);
  });

  it('adds, lists, shows, edits and deletes records of the caller account', async () => {
    const app = demoApps[0]!.app_id;
    const added = await add('master', { name: '  Spring banner ', url: 'https://example.test/spring.png', app });
    expect(added).toMatchObject({
      status: 200,
      code: 0,
      data: { name: 'Spring banner', url: 'https://example.test/spring.png', app },
    });
    const id = added.data.id as number;

    const listed = await list('official');
    expect(listed.data).toMatchObject({ total: 1, items: [{ id, name: 'Spring banner' }] });

    expect((await call('official', 'GET', `${BASE}/detail?id=${id}`)).data).toMatchObject({ id, app });

    const edited = await call('master', 'PUT', `${BASE}/edit`, { id, name: 'Summer banner', app: null });
    expect(edited.data).toMatchObject({ id, name: 'Summer banner', url: 'https://example.test/spring.png', app: null });
    expect(Date.parse(edited.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(edited.data.created_at));

    expect((await call('master', 'DELETE', `${BASE}/del`, { ids: [id] })).data).toEqual({ deleted: 1 });
    expect((await call('master', 'GET', `${BASE}/detail?id=${id}`)).status).toBe(404);
    expect((await list('master')).data).toEqual({ items: [], total: 0 });
  });

  it('pages, sorts by declared sortable fields only, and filters by its searchable fields', async () => {
    const [first, second] = demoApps.map((a) => a.app_id);
    for (const [name, app] of [
      ['Banner B', second],
      ['Banner A', first],
      ['Video C', first],
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
    expect(names(await list('master', `app=${first}&sortField=name`))).toEqual(['Banner A', 'Video C']);

    const unsortable = await list('master', 'sortField=url');
    expect(unsortable).toMatchObject({ status: 400, data: { field: 'sortField' } });
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
    expect(await add('master', { name: 'Banner A', url: 'https://example.test/again' })).toMatchObject({
      status: 200,
      code: 100401,
      msg: 'Name: this value is already used by another record',
      data: { field: 'name' },
    });
    expect(
      await http(server, 'POST', `${BASE}/add`, {
        token: tokens.master,
        lang: 'zh-CN',
        body: { name: 'Banner A', url: 'https://example.test/again' },
      }),
    ).toMatchObject({ code: 100401, msg: '名称：该值已被其他记录使用', data: { field: 'name' } });
    const [first] = (await list('master', 'sortField=name')).data.items as { id: number }[];
    expect((await call('master', 'PUT', `${BASE}/edit`, { id: first!.id, name: 'Banner B' })).code).toBe(100401);
    expect((await list('master')).data.total).toBe(before);
  });

  it("refuses a reference to another account's app or to no app, naming the field; stores one to the account's own", async () => {
    const before = (await list('master')).data.total as number;
    const refused = {
      status: 200,
      code: 100402,
      msg: 'App: no such record (it does not exist or belongs to another account)',
      data: { field: 'app' },
    };
    expect(await add('master', { name: 'Theirs', url: 'https://example.test/t', app: OTHER_APP })).toMatchObject(refused);
    expect(await add('master', { name: 'Nobody', url: 'https://example.test/n', app: 'noapp00001' })).toMatchObject(refused);
    expect((await list('master')).data.total).toBe(before);

    const own = demoApps[1]!;
    const added = await add('master', { name: 'Own app banner', url: 'https://example.test/own', app: own.app_id });
    expect(added.data).toMatchObject({ name: 'Own app banner', app: own.app_id });
    const id = added.data.id as number;
    expect(await call('master', 'PUT', `${BASE}/edit`, { id, app: OTHER_APP })).toMatchObject(refused);
    expect((await call('master', 'GET', `${BASE}/detail?id=${id}`)).data.app).toBe(own.app_id);
    // The other account may name its own app (removed again: its list stays empty below), not the demo account's.
    const theirs = await add('otherMaster', { name: 'Their banner', url: 'https://example.test/th', app: OTHER_APP });
    expect(theirs.code).toBe(0);
    expect((await call('otherMaster', 'DELETE', `${BASE}/del`, { ids: [theirs.data.id] })).data).toEqual({ deleted: 1 });
    expect((await add('otherMaster', { name: 'Not theirs', url: 'https://example.test/nt', app: own.app_id })).code).toBe(100402);
  });

  it("offers the account's apps by name, which the list shows in place of the id", async () => {
    const options = await call('official', 'GET', `${BASE}/options?field=app`);
    expect(options.code).toBe(0);
    const items = options.data.items as { value: string; label: string }[];
    expect(items.map((o) => o.value).sort()).toEqual(demoApps.map((a) => a.app_id).sort());
    expect(items.find((o) => o.value === demoApps[1]!.app_id)?.label).toBe(demoApps[1]!.app_name);
    expect(JSON.stringify(items)).not.toContain(OTHER_APP);
    expect((await call('otherMaster', 'GET', `${BASE}/options?field=app`)).data.items).toEqual([
      { value: OTHER_APP, label: 'Other materials app' },
    ]);

    // The page names no options: the console receives the column and the form field with the resource's options.
    const page = readPageFile(path.join(FIXTURE, 'pages', 'promotion-material.json'));
    const body = (page.children![0] as unknown as { body: unknown }).body as {
      columns: { field: string; valueType?: string; optionsFrom?: unknown }[];
      modals: Record<string, { fields: { field: string; widget?: string; optionsFrom?: unknown }[] }>;
    };
    const optionsFrom = {
      operation: 'promotionMaterialOptions',
      params: { field: 'app' },
      itemsField: 'items',
      valueField: 'value',
      labelField: 'label',
    };
    expect(body.columns.find((c) => c.field === 'app')).toMatchObject({ valueType: 'enum', optionsFrom });
    for (const form of ['create', 'edit'])
      expect(body.modals[form]!.fields.find((f) => f.field === 'app')).toMatchObject({ widget: 'Select', optionsFrom });

    // What the list's app column draws: the name of each row's app.
    const rows = (await list('master', 'sortField=name')).data.items as { name: string; app: string | null }[];
    const nameOf = new Map(items.map((o) => [o.value, o.label]));
    const own = rows.find((r) => r.name === 'Own app banner')!;
    expect(nameOf.get(own.app!)).toBe(demoApps[1]!.app_name);
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

describe('a platform resource referring to platform records', () => {
  const FEATURED = '/admin/v1/featured_domain';

  it('stores a root domain that exists, refuses an unknown one naming the field, and offers the root domains by name', async () => {
    const roots = await server.database.db.select({ id: rootDomains.id, domain: rootDomains.domain }).from(rootDomains);
    expect(roots.length).toBeGreaterThan(0);
    const root = roots[0]!;
    const added = await call('admin', 'POST', `${FEATURED}/add`, { root: root.id, note: 'Spring offer' });
    expect(added).toMatchObject({ code: 0, data: { root: root.id, note: 'Spring offer' } });
    expect(await call('admin', 'POST', `${FEATURED}/add`, { root: 999999 })).toMatchObject({
      code: 100402,
      msg: 'Root domain: no such record (it does not exist or belongs to another account)',
      data: { field: 'root' },
    });
    expect((await call('admin', 'GET', `${FEATURED}/list`)).data.total).toBe(1);
    const options = await call('admin', 'GET', `${FEATURED}/options?field=root`);
    expect(options.data.items).toEqual(expect.arrayContaining(roots.map((r) => ({ value: r.id, label: r.domain }))));
    expect((await call('master', 'GET', `${FEATURED}/options?field=root`)).status).toBe(403);
  });
});

describe('the resource migration at start', () => {
  it('adds a declared field to the existing table at the next start, and refuses a change of type naming the column', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
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
    // Three server starts on one database, each a whole start (migrations, resources, the app).
  }, 90_000);
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
