import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccess, AdminMenu } from '../../contract/generated/types';
import { loadOperations, loadPages } from '../../server/api/schema-loader';
import { adminAccess, adminMenus } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, inject, rowCounts, signIn } from './helpers';

const pages = loadPages();
const MENU_COUNT = pages.reduce((sum, page) => sum + 1 + (page.children?.length ?? 0), 0);
const ENTITY_FIELDS = [
  'component',
  'created_at',
  'hidden',
  'icon',
  'id',
  'meta',
  'name',
  'order',
  'parent_id',
  'redirect',
  'roles',
  'title',
  'url',
];
const ACCESS_FIELDS = ['auth_code', 'created_at', 'id', 'label', 'menu_id', 'parent_id', 'updated_at'];

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin', 'admin123');
});
afterAll(() => server?.close());

const call = (method: string, url: string, body?: unknown) => inject(server, method, url, { token: admin, body, lang: 'en' });
const list = (query = '') => call('GET', `/admin/v1/admin-menu/list${query ? `?${query}` : ''}`);
const accessList = (query = '') => call('GET', `/admin/v1/admin-access/list${query ? `?${query}` : ''}`);
const menuByName = async (name: string) => (await server.database.db.select().from(adminMenus).where(eq(adminMenus.name, name)))[0];

/** A menu of its own for a test: a top-level entry with one child. */
async function menuPair(prefix: string) {
  const parent = await call('POST', '/admin/v1/admin-menu/add', {
    name: `${prefix}Root`,
    title: `menu.${prefix}`,
    url: `/${prefix}`,
    component: 'LAYOUT',
  });
  expect(parent.code).toBe(0);
  const child = await call('POST', '/admin/v1/admin-menu/add', {
    parent_id: parent.data.id,
    name: `${prefix}Index`,
    title: `menu.${prefix}.index`,
    url: `/${prefix}/index`,
    component: `${prefix}Index`,
  });
  expect(child.code).toBe(0);
  return { parent: parent.data, child: child.data };
}

describe('only admins reach /admin/v1', () => {
  const adminOps = loadOperations().filter((op) => op.path.startsWith('/admin/v1/'));

  it('declares the admin calls of spec §7 with their exact methods and paths (beside the platform calls added since), for admins only', () => {
    expect(adminOps.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'GET /admin/v1/admin-menu/list',
        'POST /admin/v1/admin-menu/add',
        'PUT /admin/v1/admin-menu/edit',
        'DELETE /admin/v1/admin-menu/del',
        'GET /admin/v1/admin-access/list',
        'GET /admin/v1/admin-access/detail',
        'POST /admin/v1/admin-access/add',
        'PUT /admin/v1/admin-access/edit',
        'DELETE /admin/v1/admin-access/del',
        'POST /admin/v1/system/AccountSendMsgCode',
      ]),
    );
    for (const op of adminOps) expect(op, op.operationId).toMatchObject({ access: 'user', roles: ['admin'] });
  });

  it.each([
    ['demo', 'demo123'],
    ['operator', 'operator123'],
  ])('%s (not an admin) gets 403 on every admin call and changes nothing', async (username, password) => {
    const token = await signIn(server, username, password);
    const channel = await menuByName('Channel');
    const bodies: Record<string, unknown> = {
      adminMenuAdd: { name: 'Sneaky', title: 't', url: '/sneaky', component: 'LAYOUT' },
      adminMenuEdit: { id: channel!.id, roles: [] },
      adminMenuDel: { id: channel!.id, cascade: true },
      adminAccessAdd: { menu_id: channel!.id, label: 'x', auth_code: 'x:y' },
      adminAccessEdit: { id: 1, label: 'x' },
      adminAccessDel: { id: 1, cascade: true },
      accountSendMsgCode: { user_id: 1 },
    };
    const before = await rowCounts(server.database);
    for (const op of adminOps) {
      const answer = await http(server, op.method, op.path, { token, body: bodies[op.operationId], lang: 'en' });
      expect(answer, op.operationId).toMatchObject({ status: 403, code: 403, msg: 'You do not have permission to do this.', data: null });
    }
    expect(await rowCounts(server.database)).toEqual(before);
    expect(await menuByName('Channel')).toEqual(channel);
  });

  it('without a token every admin call answers 401', async () => {
    for (const op of adminOps) expect((await http(server, op.method, op.path)).status, op.operationId).toBe(401);
  });
});

describe('GET /admin/v1/admin-menu/list', () => {
  it('lists every menu flat, paged, in menu order, shaped as the admin-menu entity', async () => {
    const first = await list('page=1&pageSize=10');
    expect(first.code).toBe(0);
    expect(first.data.total).toBeGreaterThanOrEqual(MENU_COUNT);
    expect(first.data.items).toHaveLength(10);
    for (const item of first.data.items) expect(Object.keys(item).sort()).toEqual(ENTITY_FIELDS);
    const orders = first.data.items.map((m: AdminMenu) => m.order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    const all = await list('pageSize=1000');
    expect(all.data.items).toHaveLength(all.data.total);
  });

  it('filters by parent (0: top level), title and name, case-insensitively', async () => {
    const top = await list('parent_id=0&pageSize=1000');
    expect(top.data.items.map((m: AdminMenu) => m.name).sort()).toEqual(expect.arrayContaining(pages.map((p) => p.name).sort()));
    expect(top.data.items.every((m: AdminMenu) => m.parent_id === null)).toBe(true);

    const domain = await menuByName('DomainManage');
    const children = await list(`parent_id=${domain!.id}`);
    expect(children.data.items.map((m: AdminMenu) => m.name)).toEqual(['DomainManageBuydomain', 'DomainManageMydomain']);

    expect((await list('title=MENU.CHANNEL')).data.items.map((m: AdminMenu) => m.name).sort()).toEqual(['Channel', 'ChannelIndex']);
    expect((await list('name=channelindex')).data.items.map((m: AdminMenu) => m.name)).toEqual(['ChannelIndex']);
    expect((await list('name=%25')).data.total).toBe(0);
  });

  it('sorts by a whitelisted field and refuses others with a 400 naming it', async () => {
    const up = (await list('sortField=name&sortOrder=ascend&pageSize=1000')).data.items.map((m: AdminMenu) => m.name);
    const down = (await list('sortField=name&sortOrder=descend&pageSize=1000')).data.items.map((m: AdminMenu) => m.name);
    expect(up).toEqual([...down].reverse());
    expect(up.indexOf('Channel')).toBeLessThan(up.indexOf('Push'));
    const refused = await list('sortField=roles');
    expect(refused).toMatchObject({ status: 400, code: 400 });
    expect(refused.msg).toContain('"id", "order", "name", "title", "url", "created_at"');
  });

  it('tree=1 answers the whole tree: top-level entries with nested children, total their count', async () => {
    const answer = await list('tree=1&pageSize=2');
    expect(answer.data.total).toBe(answer.data.items.length);
    expect(answer.data.items.length).toBeGreaterThanOrEqual(pages.length);
    for (const page of pages) {
      const node = answer.data.items.find((m: AdminMenu) => m.name === page.name);
      expect(
        node.children.map((c: AdminMenu) => c.name),
        page.name,
      ).toEqual((page.children ?? []).map((c) => c.name));
    }
  });

  it('tree=1 with a filter keeps the matches and their ancestors', async () => {
    const answer = await list('tree=1&name=mydomain');
    expect(answer.data.total).toBe(1);
    expect(answer.data.items[0].name).toBe('DomainManage');
    expect(answer.data.items[0].children.map((c: AdminMenu) => c.name)).toEqual(['DomainManageMydomain']);
  });

  it.each(['tree=2', 'parent_id=-1', 'pageSize=0', 'page=x', 'owner=1'])('refuses %s with a 400', async (query) => {
    expect((await list(query)).status).toBe(400);
  });
});

describe('POST /admin/v1/admin-menu/add and PUT /admin/v1/admin-menu/edit', () => {
  it('adds a top-level entry and a child with every field, defaults for the rest', async () => {
    const parent = await call('POST', '/admin/v1/admin-menu/add', {
      name: 'Reports',
      title: 'menu.reports',
      url: '/reports',
      component: 'LAYOUT',
      icon: 'BarChartOutlined',
      order: 15,
      roles: ['master', 'official'],
      redirect: '/reports/index',
      meta: { hideChildrenInMenu: true },
    });
    expect(parent.code).toBe(0);
    expect(Object.keys(parent.data).sort()).toEqual(ENTITY_FIELDS);
    expect(parent.data).toMatchObject({
      parent_id: null,
      name: 'Reports',
      title: 'menu.reports',
      url: '/reports',
      component: 'LAYOUT',
      icon: 'BarChartOutlined',
      order: 15,
      roles: ['master', 'official'],
      hidden: false,
      redirect: '/reports/index',
      meta: { hideChildrenInMenu: true },
    });
    const child = await call('POST', '/admin/v1/admin-menu/add', {
      parent_id: parent.data.id,
      name: 'ReportsIndex',
      title: 'menu.reports.index',
      url: '/reports/index',
      component: 'ReportsIndex',
      hidden: true,
    });
    // A child naming no roles is granted to the built-in roles of its parent.
    expect(child.data).toMatchObject({
      parent_id: parent.data.id,
      icon: '',
      order: 0,
      roles: ['master', 'official'],
      hidden: true,
      redirect: '',
      meta: {},
    });
    expect((await list('name=ReportsIndex')).data.items).toEqual([child.data]);
  });

  it('refuses a name already used (100301) and a parent that does not exist (100302), writing nothing', async () => {
    const before = await rowCounts(server.database);
    const taken = await call('POST', '/admin/v1/admin-menu/add', { name: 'Channel', title: 't', url: '/x', component: 'LAYOUT' });
    expect(taken).toMatchObject({ status: 200, code: 100301, msg: 'This route name is already used by another menu.' });
    const orphan = await call('POST', '/admin/v1/admin-menu/add', {
      parent_id: 999_999,
      name: 'Orphan',
      title: 't',
      url: '/x',
      component: 'X',
    });
    expect(orphan.code).toBe(100302);
    expect(await rowCounts(server.database)).toEqual(before);
  });

  it.each([
    [
      { name: 'Bad name', title: 't', url: '/x', component: 'X' },
      'Route name: use 1–64 letters, digits, “_”, or “-”, beginning with a letter',
    ],
    [{ name: 'NoSlash', title: 't', url: 'x', component: 'X' }, 'Path: has the wrong format'],
    [{ name: 'NoTitle', title: '', url: '/x', component: 'X' }, 'Title (message id): must not be empty'],
    [{ name: 'BlankTitle', title: '   ', url: '/x', component: 'X' }, 'title: this field is required'],
    [{ name: 'BadRole', title: 't', url: '/x', component: 'X', roles: ['root'] }, 'roles.0: must be one of "admin", "master", "official"'],
    [{ name: 'NoComponent', title: 't', url: '/x' }, 'View: this field is required'],
    [{ name: 'BadOrder', title: 't', url: '/x', component: 'X', order: 1.5 }, 'Order: must be an integer'],
  ])('refuses %j with a 400 naming the field (by its title on the menus page)', async (body, message) => {
    const answer = await call('POST', '/admin/v1/admin-menu/add', body);
    expect(answer).toMatchObject({ status: 400, code: 400, msg: message });
  });

  it('edits only the given fields', async () => {
    const { parent } = await menuPair('EditOnly');
    const answer = await call('PUT', '/admin/v1/admin-menu/edit', { id: parent.id, title: 'menu.renamed', order: 7, roles: ['official'] });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({ ...parent, title: 'menu.renamed', order: 7, roles: ['official'] });
    expect((await call('PUT', '/admin/v1/admin-menu/edit', { id: parent.id })).data).toEqual(answer.data);
  });

  it('moves an entry to another parent and back to the top level', async () => {
    const a = await menuPair('MoveA');
    const b = await menuPair('MoveB');
    expect((await call('PUT', '/admin/v1/admin-menu/edit', { id: a.child.id, parent_id: b.parent.id })).data.parent_id).toBe(b.parent.id);
    expect((await call('PUT', '/admin/v1/admin-menu/edit', { id: a.child.id, parent_id: null })).data.parent_id).toBeNull();
  });

  it('refuses to make an entry its own ancestor (100302)', async () => {
    const { parent, child } = await menuPair('Cycle');
    expect((await call('PUT', '/admin/v1/admin-menu/edit', { id: parent.id, parent_id: parent.id })).code).toBe(100302);
    expect((await call('PUT', '/admin/v1/admin-menu/edit', { id: parent.id, parent_id: child.id })).code).toBe(100302);
    expect((await menuByName('CycleRoot'))!.parentId).toBeNull();
  });

  it('refuses a name taken by another entry (100301) and an unknown id (404)', async () => {
    const { parent } = await menuPair('Rename');
    expect((await call('PUT', '/admin/v1/admin-menu/edit', { id: parent.id, name: 'Channel' })).code).toBe(100301);
    expect(await call('PUT', '/admin/v1/admin-menu/edit', { id: 999_999, title: 'x' })).toMatchObject({ status: 404, code: 404 });
  });
});

describe('DELETE /admin/v1/admin-menu/del', () => {
  it('deletes an entry without sub-entries or access entries', async () => {
    const { parent, child } = await menuPair('DelLeaf');
    expect(await call('DELETE', '/admin/v1/admin-menu/del', { id: child.id })).toMatchObject({
      code: 0,
      data: { deleted: 1, access_deleted: 0 },
    });
    expect(await menuByName('DelLeafIndex')).toBeUndefined();
    expect((await call('DELETE', '/admin/v1/admin-menu/del', { id: parent.id })).data).toEqual({ deleted: 1, access_deleted: 0 });
  });

  it('refuses an entry with sub-entries or access entries unless cascade (100303), writing nothing', async () => {
    const { parent, child } = await menuPair('DelBusy');
    await call('POST', '/admin/v1/admin-access/add', { menu_id: child.id, label: 'x', auth_code: 'busy:view' });
    const before = await rowCounts(server.database);
    const withChildren = await call('DELETE', '/admin/v1/admin-menu/del', { id: parent.id });
    expect(withChildren).toMatchObject({
      code: 100303,
      msg: 'This menu has sub-menus or access entries. Delete them first, or delete with cascade.',
    });
    expect((await call('DELETE', '/admin/v1/admin-menu/del', { id: child.id, cascade: false })).code).toBe(100303);
    expect(await rowCounts(server.database)).toEqual(before);
  });

  it('cascade deletes the subtree with every access entry of it', async () => {
    const { parent, child } = await menuPair('DelCascade');
    const grandchild = await call('POST', '/admin/v1/admin-menu/add', {
      parent_id: child.id,
      name: 'DelCascadeDeep',
      title: 't',
      url: '/del-cascade/deep',
      component: 'Deep',
    });
    const top = await call('POST', '/admin/v1/admin-access/add', { menu_id: parent.id, label: 'v', auth_code: 'cascade:view' });
    await call('POST', '/admin/v1/admin-access/add', { menu_id: parent.id, parent_id: top.data.id, label: 'e', auth_code: 'cascade:edit' });
    await call('POST', '/admin/v1/admin-access/add', { menu_id: grandchild.data.id, label: 'd', auth_code: 'cascade:deep' });
    const before = await rowCounts(server.database);

    const answer = await call('DELETE', '/admin/v1/admin-menu/del', { id: parent.id, cascade: true });
    expect(answer).toMatchObject({ code: 0, data: { deleted: 3, access_deleted: 3 } });
    const after = await rowCounts(server.database);
    expect(after.adminMenus).toBe(before.adminMenus - 3);
    expect(after.adminAccess).toBe(before.adminAccess - 3);
    const left = await server.database.db
      .select()
      .from(adminMenus)
      .where(inArray(adminMenus.id, [parent.id, child.id, grandchild.data.id]));
    expect(left).toEqual([]);
  });

  it('answers 404 for an unknown entry and 400 without an id', async () => {
    expect((await call('DELETE', '/admin/v1/admin-menu/del', { id: 999_999 })).status).toBe(404);
    expect(await call('DELETE', '/admin/v1/admin-menu/del', {})).toMatchObject({ status: 400, msg: 'id: this field is required' });
  });
});

describe('admin-access: list, add, edit, del', () => {
  it('lists the entries of a menu, shaped as the admin-access entity', async () => {
    const channel = await menuByName('Channel');
    const answer = await accessList(`menu_id=${channel!.id}`);
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBeGreaterThanOrEqual(2);
    for (const item of answer.data.items) {
      expect(Object.keys(item).sort()).toEqual(ACCESS_FIELDS);
      expect(item.menu_id).toBe(channel!.id);
    }
    expect(answer.data.items.slice(0, 2).map((e: AdminAccess) => e.auth_code)).toEqual(['channel:view', 'channel:edit']);
    const all = await accessList('pageSize=1000');
    expect(all.data.total).toBeGreaterThanOrEqual(pages.length * 2);
    expect((await accessList('auth_code=PUSH:')).data.items.map((e: AdminAccess) => e.auth_code).sort()).toEqual([
      'push:edit',
      'push:view',
    ]);
    expect((await accessList('page=2&pageSize=1')).data.items).toHaveLength(1);
  });

  it('adds nested entries and answers them as a tree with tree=1', async () => {
    const { child } = await menuPair('Acc');
    const view = await call('POST', '/admin/v1/admin-access/add', { menu_id: child.id, label: 'access.view', auth_code: 'acc:view' });
    expect(view.code).toBe(0);
    expect(Object.keys(view.data).sort()).toEqual(ACCESS_FIELDS);
    expect(view.data).toMatchObject({ menu_id: child.id, parent_id: null, label: 'access.view', auth_code: 'acc:view' });
    const edit = await call('POST', '/admin/v1/admin-access/add', {
      menu_id: child.id,
      parent_id: view.data.id,
      label: 'Edit',
      auth_code: 'acc:edit',
    });
    expect(edit.data.parent_id).toBe(view.data.id);

    const tree = await accessList(`menu_id=${child.id}&tree=1`);
    expect(tree.data.total).toBe(1);
    expect(tree.data.items[0].auth_code).toBe('acc:view');
    expect(tree.data.items[0].children.map((e: AdminAccess) => e.auth_code)).toEqual(['acc:edit']);
  });

  it('refuses a code already in the menu (100311) but allows it in another menu', async () => {
    const a = await menuPair('CodeA');
    const b = await menuPair('CodeB');
    expect((await call('POST', '/admin/v1/admin-access/add', { menu_id: a.child.id, label: 'x', auth_code: 'same:code' })).code).toBe(0);
    const again = await call('POST', '/admin/v1/admin-access/add', { menu_id: a.child.id, label: 'y', auth_code: 'same:code' });
    expect(again).toMatchObject({ code: 100311, msg: 'This permission code is already used in this menu.' });
    expect((await call('POST', '/admin/v1/admin-access/add', { menu_id: b.child.id, label: 'x', auth_code: 'same:code' })).code).toBe(0);
  });

  it('refuses an unknown menu (100314) and a parent from another menu (100312)', async () => {
    const a = await menuPair('ParA');
    const b = await menuPair('ParB');
    const foreign = await call('POST', '/admin/v1/admin-access/add', { menu_id: a.child.id, label: 'x', auth_code: 'par:a' });
    expect((await call('POST', '/admin/v1/admin-access/add', { menu_id: 999_999, label: 'x', auth_code: 'x:y' })).code).toBe(100314);
    expect(
      (
        await call('POST', '/admin/v1/admin-access/add', {
          menu_id: b.child.id,
          parent_id: foreign.data.id,
          label: 'x',
          auth_code: 'par:b',
        })
      ).code,
    ).toBe(100312);
  });

  it('edits label, code and parent; refuses cycles (100312), taken codes (100311) and unknown ids (404)', async () => {
    const { child } = await menuPair('AccEdit');
    const first = (await call('POST', '/admin/v1/admin-access/add', { menu_id: child.id, label: 'one', auth_code: 'e:one' })).data;
    const second = (
      await call('POST', '/admin/v1/admin-access/add', { menu_id: child.id, parent_id: first.id, label: 'two', auth_code: 'e:two' })
    ).data;

    const renamed = await call('PUT', '/admin/v1/admin-access/edit', { id: second.id, label: 'Two', auth_code: 'e:2' });
    expect(renamed.data).toEqual({ ...second, label: 'Two', auth_code: 'e:2', updated_at: renamed.data.updated_at });
    expect(Date.parse(renamed.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(second.updated_at));
    expect((await call('PUT', '/admin/v1/admin-access/edit', { id: first.id, parent_id: second.id })).code).toBe(100312);
    expect((await call('PUT', '/admin/v1/admin-access/edit', { id: first.id, parent_id: first.id })).code).toBe(100312);
    expect((await call('PUT', '/admin/v1/admin-access/edit', { id: second.id, auth_code: 'e:one' })).code).toBe(100311);
    expect((await call('PUT', '/admin/v1/admin-access/edit', { id: second.id, parent_id: null })).data.parent_id).toBeNull();
    expect((await call('PUT', '/admin/v1/admin-access/edit', { id: 999_999, label: 'x' })).status).toBe(404);
    expect((await call('PUT', '/admin/v1/admin-access/edit', { id: second.id, menu_id: 1 })).msg).toBe('menu_id: unknown field');
  });

  it('deletes entries; one with nested entries only with cascade (100313); ids of no entry are ignored', async () => {
    const { child } = await menuPair('AccDel');
    const top = (await call('POST', '/admin/v1/admin-access/add', { menu_id: child.id, label: 'top', auth_code: 'd:top' })).data;
    const nested = (
      await call('POST', '/admin/v1/admin-access/add', { menu_id: child.id, parent_id: top.id, label: 'n', auth_code: 'd:n' })
    ).data;
    const refused = await call('DELETE', '/admin/v1/admin-access/del', { ids: [top.id] });
    expect(refused).toMatchObject({ code: 100313, msg: 'This entry has nested entries. Delete them first, or delete with cascade.' });
    const cascaded = await call('DELETE', '/admin/v1/admin-access/del', { ids: [top.id], cascade: true });
    expect(cascaded.data).toEqual({ deleted: 2 });
    const left = await server.database.db
      .select()
      .from(adminAccess)
      .where(inArray(adminAccess.id, [top.id, nested.id]));
    expect(left).toEqual([]);
    expect((await call('DELETE', '/admin/v1/admin-access/del', { ids: [top.id] })).data).toEqual({ deleted: 0 });
    expect(await call('DELETE', '/admin/v1/admin-access/del', { id: top.id })).toMatchObject({
      status: 400,
      msg: 'ids: this field is required',
    });
  });

  it.each([
    [{ menu_id: 1, label: 'x', auth_code: 'has space' }, 'Permission code: use 1–64 letters, digits, “_”, “.”, “:”, or “-”'],
    [{ menu_id: 1, label: '', auth_code: 'a:b' }, 'Label: must not be empty'],
    [{ label: 'x', auth_code: 'a:b' }, 'Menu: this field is required'],
    [{ menu_id: '1', label: 'x', auth_code: 'a:b' }, 'Menu: must be an integer'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    expect(await call('POST', '/admin/v1/admin-access/add', body)).toMatchObject({ status: 400, msg: message });
  });
});
