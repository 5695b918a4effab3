import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMenu, ConsolePage } from '../../contract/generated/types';
import { loadPages } from '../../server/api/schema-loader';
import { adminMenus, roleMenus, roles, users } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, rowCounts, signIn } from './helpers';

/** The install statistics page (schemas/pages/install.json) and an operation only its route names. */
const INSTALL_ROUTE = '/install/index';
const INSTALL_CALL = '/api/v1/statistics/install_totals';

interface MenuNode {
  url: string;
  children?: MenuNode[];
}
const urlsOf = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.url, ...urlsOf(n.children ?? [])]);
const routesOf = (pages: ConsolePage[]): string[] => pages.flatMap((p) => [p.path, ...(p.children ?? []).map((c) => c.path)]);

describe('roles that grant menus, pages and operations', () => {
  let server: TestServer;
  let admin: string;
  const adminCall = (method: string, url: string, body?: unknown) => inject(server, method, url, { token: admin, body, lang: 'en' });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server, 'admin', 'admin123');
  });
  afterAll(() => server.close());

  /** The ids of the menus a role is granted, by url. */
  async function grantedUrls(code: string): Promise<Set<string>> {
    const rows = await server.database.db
      .select({ url: adminMenus.url })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .innerJoin(adminMenus, eq(adminMenus.id, roleMenus.menuId))
      .where(eq(roles.code, code));
    return new Set(rows.map((r) => r.url));
  }

  it('grants each built-in role the menus its page meta names (a child naming none: its page’s)', async () => {
    for (const role of ['admin', 'master', 'official'] as const) {
      const expected = new Set<string>();
      for (const page of loadPages()) {
        const pageRoles = page.meta.roles?.length ? page.meta.roles : ['admin', 'master', 'official'];
        if (pageRoles.includes(role)) expected.add(page.path);
        for (const child of page.children ?? []) {
          const childRoles = child.meta.roles?.length ? child.meta.roles : pageRoles;
          if (childRoles.includes(role)) expected.add(child.path);
        }
      }
      expect(await grantedUrls(role), role).toEqual(expected);
    }
  });

  it('the demo has a role beside the built-in ones, a narrower official', async () => {
    const list = await adminCall('GET', '/admin/v1/role/list?pageSize=100');
    expect(list.code).toBe(0);
    expect(list.data.items.slice(0, 3).map((r: { code: string }) => r.code)).toEqual(['admin', 'master', 'official']);
    const desk = list.data.items.find((r: { code: string }) => r.code === 'reviews-desk');
    expect(desk).toMatchObject({ base: 'official', builtin: false, locked: false, name: 'Reviews desk', members: 0 });
    const granted = await grantedUrls('reviews-desk');
    expect(granted.has('/comment')).toBe(true);
    expect(granted.has(INSTALL_ROUTE)).toBe(false);
  });

  describe('a custom role without the install statistics page', () => {
    let roleId: number;
    let limited: string;
    let other: string;

    beforeAll(async () => {
      const tree = await adminCall('GET', '/admin/v1/role/grant_tree');
      expect(tree.code).toBe(0);
      const official = await grantedUrls('official');
      const menus = await server.database.db.select().from(adminMenus);
      const keys = menus.filter((m) => official.has(m.url) && !m.url.startsWith('/install')).map((m) => `menu:${m.id}`);
      const added = await adminCall('POST', '/admin/v1/role/add', {
        code: 'no-installs',
        name: 'No installs',
        base: 'official',
        grants: keys,
      });
      expect(added.code).toBe(0);
      roleId = added.data.id;
      // Operators of the demo master (an official works in its master's account).
      const [demo] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
      await insertUser(server.database, { username: 'limited', password: 'limited123', role: 'official', parentId: demo!.id });
      await insertUser(server.database, { username: 'unlimited', password: 'unlimited123', role: 'official', parentId: demo!.id });
      limited = await signIn(server, 'limited', 'limited123');
      other = await signIn(server, 'unlimited', 'unlimited123');
      // Signed in before the role is given: the session sees the change at its next call.
      const assigned = await adminCall('POST', '/admin/v1/role/assign', { username: 'limited', role_id: roleId });
      expect(assigned).toMatchObject({ code: 0, data: { username: 'limited', role: 'official', role_id: roleId } });
    });

    it('its menu, console pages and permission codes lack the page; another official keeps it', async () => {
      const mine = urlsOf((await inject(server, 'GET', '/api/v1/user/menu_list', { token: limited })).data);
      const theirs = urlsOf((await inject(server, 'GET', '/api/v1/user/menu_list', { token: other })).data);
      expect(theirs).toContain(INSTALL_ROUTE);
      expect(mine).not.toContain(INSTALL_ROUTE);
      expect(mine).not.toContain('/install');
      expect(mine).toContain('/comment');

      const pagesOf = async (token: string) => routesOf((await inject(server, 'GET', '/api/v1/console/pages', { token })).data);
      expect(await pagesOf(other)).toContain(INSTALL_ROUTE);
      expect(await pagesOf(limited)).not.toContain(INSTALL_ROUTE);
      expect(await pagesOf(limited)).toContain('/comment/index');

      const codes = async (token: string) => (await inject(server, 'GET', '/getPermCode', { token })).data as string[];
      expect(await codes(other)).toContain('install:view');
      expect(await codes(limited)).not.toContain('install:view');
    });

    it('its calls of the page’s operations answer 403, while another official’s are answered', async () => {
      expect((await inject(server, 'GET', INSTALL_CALL, { token: other })).status).toBe(200);
      const refused = await inject(server, 'GET', INSTALL_CALL, { token: limited, lang: 'en' });
      expect(refused).toMatchObject({ status: 403, code: 403 });
      // Operations no menu-backed page names keep the role check only.
      expect((await inject(server, 'GET', '/api/v1/user/menu_list', { token: limited })).status).toBe(200);
    });

    it('granting the page back opens it at once; the built-in role again closes nothing', async () => {
      const menus = await server.database.db.select().from(adminMenus);
      const official = await grantedUrls('official');
      const all = menus.filter((m) => official.has(m.url)).map((m) => `menu:${m.id}`);
      expect((await adminCall('PUT', '/admin/v1/role/edit', { id: roleId, grants: all })).code).toBe(0);
      expect((await inject(server, 'GET', INSTALL_CALL, { token: limited })).status).toBe(200);
      const keys = menus.filter((m) => official.has(m.url) && !m.url.startsWith('/install')).map((m) => `menu:${m.id}`);
      expect((await adminCall('PUT', '/admin/v1/role/edit', { id: roleId, grants: keys })).code).toBe(0);
      expect((await inject(server, 'GET', INSTALL_CALL, { token: limited })).status).toBe(403);
    });

    it('refuses deleting a role accounts hold (101303), and a role whose base is not the account’s (101304)', async () => {
      const before = await rowCounts(server.database);
      expect((await adminCall('DELETE', '/admin/v1/role/del', { id: roleId })).code).toBe(101303);
      const wrongBase = await adminCall('POST', '/admin/v1/role/assign', { username: 'demo', role_id: roleId });
      expect(wrongBase.code).toBe(101304);
      expect((await adminCall('POST', '/admin/v1/role/assign', { username: 'nobody-here', role_id: null })).code).toBe(101307);
      expect(await rowCounts(server.database)).toEqual(before);
      const [demo] = await server.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.username, 'demo'));
      expect(demo!.roleId).toBeNull();
    });

    it('back to the built-in role, the role can be deleted', async () => {
      expect((await adminCall('POST', '/admin/v1/role/assign', { username: 'limited', role_id: null })).code).toBe(0);
      expect((await inject(server, 'GET', INSTALL_CALL, { token: limited })).status).toBe(200);
      expect((await adminCall('DELETE', '/admin/v1/role/del', { id: roleId })).code).toBe(0);
    });
  });

  it('locks the admin role’s grants and refuses deleting built-in roles (101305, 101302)', async () => {
    const list = (await adminCall('GET', '/admin/v1/role/list?base=admin')).data.items;
    const adminRole = list.find((r: { code: string }) => r.code === 'admin');
    expect(adminRole).toMatchObject({ builtin: true, locked: true });
    expect((await adminCall('PUT', '/admin/v1/role/edit', { id: adminRole.id, grants: [] })).code).toBe(101305);
    expect((await adminCall('DELETE', '/admin/v1/role/del', { id: adminRole.id })).code).toBe(101302);
    const master = (await adminCall('GET', '/admin/v1/role/list?base=master')).data.items[0];
    expect((await adminCall('DELETE', '/admin/v1/role/del', { id: master.id })).code).toBe(101302);
    // Nor can the menu drawer take the role and menus pages from the admin.
    const [rolesPage] = await server.database.db.select().from(adminMenus).where(eq(adminMenus.url, '/systems/sub/accounts/role'));
    expect((await adminCall('PUT', '/admin/v1/admin-menu/edit', { id: rolesPage!.id, roles: [] })).code).toBe(101305);
  });

  it('refuses a code already used (101301) and grants naming nothing (101306)', async () => {
    expect((await adminCall('POST', '/admin/v1/role/add', { code: 'official', name: 'x', base: 'official' })).code).toBe(101301);
    expect(
      (await adminCall('POST', '/admin/v1/role/add', { code: 'ghost', name: 'x', base: 'official', grants: ['menu:999999'] })).code,
    ).toBe(101306);
  });

  it('menus answer the built-in roles granted them as `roles`', async () => {
    const menus = (await adminCall('GET', '/admin/v1/admin-menu/list?name=InstallIndex')).data.items as AdminMenu[];
    expect(menus[0]!.roles).toEqual(['official']);
  });
});
