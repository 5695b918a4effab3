import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccess, AdminMenu } from '../../contract/generated/types';
import { loadPages } from '../../server/api/schema-loader';
import { adminAccess, adminMenus } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { MASTER_MENU, OFFICIAL_MENU } from '../support/spec-menus';
import { openTestDatabase, startTestServer, type TestServer } from '../support/test-db';
import { http, inject, signIn } from './helpers';

/** A node of a menu_list answer, as far as these tests read it. */
interface MenuNode {
  name: string;
  children?: MenuNode[];
}

const pages = loadPages();
const MENU_FIELDS = [
  'children',
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

describe('the demo seed: one menu per entry and child route of schemas/pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('has a LAYOUT row per page with its route meta, and a row per child named after the child', async () => {
    const rows = await server.database.db.select().from(adminMenus);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(rows).toHaveLength(pages.reduce((sum, page) => sum + 1 + (page.children?.length ?? 0), 0));

    for (const page of pages) {
      const parent = byName.get(page.name);
      expect(parent, page.name).toBeDefined();
      expect(parent).toMatchObject({
        parentId: null,
        title: page.meta.title,
        url: page.path,
        component: 'LAYOUT',
        icon: page.meta.icon,
        order: page.meta.order,
        hidden: false,
        redirect: page.redirect ?? '',
      });
      if (page.meta.hideChildrenInMenu) expect(parent!.meta).toMatchObject({ hideChildrenInMenu: true });

      page.children?.forEach((child, index) => {
        const row = byName.get(child.name);
        expect(row, child.name).toBeDefined();
        expect(row).toMatchObject({
          parentId: parent!.id,
          title: child.meta.title,
          url: child.path,
          component: child.name,
          hidden: child.meta.hideMenu === true,
          order: index + 1,
        });
        if (child.meta.currentActiveMenu) expect(row!.meta).toMatchObject({ currentActiveMenu: child.meta.currentActiveMenu });
        if (child.meta.affix) expect(row!.meta).toMatchObject({ affix: true });
      });
    }
  });

  it('gives each page entry its view and edit access entries, labelled with locale ids', async () => {
    const entries = await server.database.db
      .select({ menu: adminMenus.name, code: adminAccess.authCode, label: adminAccess.label, parentId: adminAccess.parentId })
      .from(adminAccess)
      .innerJoin(adminMenus, eq(adminMenus.id, adminAccess.menuId));
    const codesOf = (menu: string) =>
      entries
        .filter((e) => e.menu === menu)
        .map((e) => e.code)
        .sort();
    expect(codesOf('Channel')).toEqual(['channel:edit', 'channel:view']);
    expect(codesOf('DomainManage')).toEqual(['domain:edit', 'domain:view']);
    expect(codesOf('ChannelIndex')).toEqual([]);
    for (const page of pages) expect(codesOf(page.name), page.name).toHaveLength(2);
    expect(new Set(entries.map((e) => e.label))).toEqual(new Set(['access.view', 'access.edit']));
    expect(entries.every((e) => e.parentId === null)).toBe(true);
  });

  it('seeds menus only into an empty database, like the rest of the demo data', async () => {
    const database = await openTestDatabase({ state: 'empty' });
    try {
      await database.migrate();
      expect(await seedDemoData(database.db)).toBe(true);
      const first = await database.db.select().from(adminMenus);
      expect(first.length).toBeGreaterThan(0);
      expect(await seedDemoData(database.db)).toBe(false);
      expect(await database.db.select().from(adminMenus)).toHaveLength(first.length);
    } finally {
      await database.close();
    }
  });
});

describe('GET /api/v1/user/menu_list', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const menuOf = async (username: string, password: string) =>
    (await http(server, 'GET', `/api/v1/user/menu_list?_t=${Date.now()}`, { token: await signIn(server, username, password) })).data;

  it('gives master its entries in menu order, as a tree with the menu item fields', async () => {
    const tree = await menuOf('demo', 'demo123');
    expect(tree.map((m: AdminMenu) => m.url)).toEqual(MASTER_MENU.map((key) => `/${key}`));
    for (const item of tree) expect(Object.keys(item).sort()).toEqual(MENU_FIELDS);
    const domains = tree.find((m: AdminMenu) => m.name === 'DomainManage');
    expect(domains.children.map((c: AdminMenu) => c.component)).toEqual(['DomainManageBuydomain', 'DomainManageMydomain']);
    expect(domains.children.every((c: AdminMenu) => c.parent_id === domains.id && c.children?.length === 0)).toBe(true);
  });

  it('gives official its own entries only', async () => {
    const tree = await menuOf('operator', 'operator123');
    expect(tree.map((m: AdminMenu) => m.url)).toEqual(OFFICIAL_MENU.map((key) => `/${key}`));
  });

  it('keeps hidden routes with their flag', async () => {
    const tree = await menuOf('demo', 'demo123');
    const app = tree.find((m: AdminMenu) => m.name === 'App');
    expect(app.children.map((c: AdminMenu) => [c.name, c.hidden])).toEqual([
      ['AppIndex', false],
      ['AppEdit', true],
    ]);
  });

  it('gives admin the catalogue and systems areas of schemas/pages and none of the business entries', async () => {
    const tree = (await menuOf('admin', 'admin123')) as MenuNode[];
    expect(tree.map((m) => m.name)).toEqual(['Systems', 'Catalogue', 'Platform']);
    expect(tree[1]!.children?.map((m) => m.name)).toEqual([
      'CatalogueRootDomains',
      'CatalogueRechargePlans',
      'CataloguePackages',
      'CatalogueOverlays',
    ]);
    expect(tree[0]!.children?.map((m) => m.name)).toEqual(['SystemsAccount', 'SystemsRole', 'SystemsAuth', 'SystemsLog']);
  });

  it('needs a signed-in user (401)', async () => {
    expect((await http(server, 'GET', '/api/v1/user/menu_list')).status).toBe(401);
  });
});

describe('menus, access entries and permission codes follow what admins edit', () => {
  let server: TestServer;
  let admin: string;
  let master: string;
  let official: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin', 'admin123');
    master = await signIn(server, 'demo', 'demo123');
    official = await signIn(server, 'operator', 'operator123');
  });
  afterAll(() => server.close());

  const menuId = async (name: string) => (await server.database.db.select().from(adminMenus).where(eq(adminMenus.name, name)))[0]!.id;
  const access = (token: string, id: number | string) =>
    http(server, 'GET', `/api/v1/user/menu_access?menu_id=${id}&_t=${Date.now()}`, { token, lang: 'en' });
  const permCodes = async (token: string) => (await inject(server, 'GET', '/getPermCode', { token })).data as string[];
  const adminCall = (method: string, url: string, body: unknown) => inject(server, method, url, { token: admin, body, lang: 'en' });

  it('menu_access of a page gives the buttons of its area (its parent entry) as {id, label, auth_code, children}', async () => {
    const answer = await access(master, await menuId('ChannelIndex'));
    expect(answer.code).toBe(0);
    expect(answer.data.map((e: AdminAccess) => e.auth_code)).toEqual(['channel:view', 'channel:edit']);
    for (const entry of answer.data) {
      expect(entry).toMatchObject({ menu_id: await menuId('Channel'), label: expect.stringMatching(/^access\./), children: [] });
      expect(typeof entry.id).toBe('number');
    }
    expect((await access(master, await menuId('Channel'))).data).toHaveLength(2);
  });

  it('menu_access of a menu the role does not see, or of no menu, is empty', async () => {
    expect((await access(master, await menuId('PushIndex'))).data).toEqual([]);
    expect((await access(official, await menuId('ChannelIndex'))).data).toEqual([]);
    expect((await access(master, 999_999)).data).toEqual([]);
  });

  it('menu_access refuses a missing or malformed menu id with a 400', async () => {
    expect(await inject(server, 'GET', '/api/v1/user/menu_access', { token: master, lang: 'en' })).toMatchObject({
      status: 400,
      msg: 'menu_id: this field is required',
    });
    expect((await access(master, 'abc')).status).toBe(400);
    expect((await access(master, 0)).status).toBe(400);
  });

  it('nested entries come back nested', async () => {
    const channel = await menuId('Channel');
    const view = (await adminCall('GET', `/admin/v1/admin-access/list?menu_id=${channel}`, undefined)).data.items.find(
      (e: AdminAccess) => e.auth_code === 'channel:view',
    );
    const child = await adminCall('POST', '/admin/v1/admin-access/add', {
      menu_id: channel,
      parent_id: view.id,
      label: 'Export',
      auth_code: 'channel:export',
    });
    expect(child.code).toBe(0);
    const answer = await access(master, await menuId('ChannelIndex'));
    const viewNode = answer.data.find((e: AdminAccess) => e.auth_code === 'channel:view');
    expect(viewNode.children.map((c: AdminAccess) => [c.auth_code, c.label])).toEqual([['channel:export', 'Export']]);
  });

  it('getPermCode answers the auth codes of the menus the role sees, including ones admins add', async () => {
    expect(await permCodes(master)).toContain('channel:export');
    expect(await permCodes(official)).not.toContain('channel:export');
    const codes = await permCodes(master);
    expect(codes).toEqual([...new Set(codes)].sort());
  });

  it('an entry admins open to official brings its menu, buttons and codes to official', async () => {
    const channel = await menuId('Channel');
    expect((await adminCall('PUT', '/admin/v1/admin-menu/edit', { id: channel, roles: ['master', 'official'] })).code).toBe(0);
    const tree = (await inject(server, 'GET', '/api/v1/user/menu_list', { token: official })).data;
    expect(tree.map((m: AdminMenu) => m.name)).toContain('Channel');
    expect(await permCodes(official)).toEqual(expect.arrayContaining(['channel:view', 'channel:edit', 'channel:export']));
    expect((await access(official, await menuId('ChannelIndex'))).data.length).toBe(2);
  });

  it('an entry for admins gives admin a menu and codes; a child without roles follows its parent', async () => {
    const systems = await menuId('Systems');
    const menus = await adminCall('POST', '/admin/v1/admin-menu/add', {
      parent_id: systems,
      name: 'SystemsMenu',
      title: 'menu.systems.menu',
      url: '/systems/menu',
      component: 'SystemsMenu',
      order: 9,
    });
    expect(menus.code).toBe(0);

    const adminTree = (await inject(server, 'GET', '/api/v1/user/menu_list', { token: admin })).data;
    expect(adminTree.map((m: AdminMenu) => m.name)).toEqual(['Systems', 'Catalogue', 'Platform']);
    expect((adminTree as MenuNode[])[0]!.children?.map((m) => m.name)).toContain('SystemsMenu');
    expect(await permCodes(admin)).toEqual([
      'catalogue:edit',
      'catalogue:view',
      'platform:edit',
      'platform:view',
      'systems:edit',
      'systems:view',
    ]);
    const entries = (await access(admin, menus.data.id)).data as { auth_code: string }[];
    expect(entries.map((e) => e.auth_code).sort()).toEqual(['systems:edit', 'systems:view']);

    const masterTree = (await inject(server, 'GET', '/api/v1/user/menu_list', { token: master })).data;
    expect(masterTree.map((m: AdminMenu) => m.name)).not.toContain('Systems');
    expect((await access(master, menus.data.id)).data).toEqual([]);
  });

  it('siblings follow the order admins set', async () => {
    const domain = await menuId('DomainManage');
    const mine = await menuId('DomainManageMydomain');
    expect((await adminCall('PUT', '/admin/v1/admin-menu/edit', { id: mine, order: 0 })).code).toBe(0);
    const tree = (await inject(server, 'GET', '/api/v1/user/menu_list', { token: master })).data;
    expect(tree.find((m: AdminMenu) => m.id === domain).children.map((c: AdminMenu) => c.name)).toEqual([
      'DomainManageMydomain',
      'DomainManageBuydomain',
    ]);
  });
});
