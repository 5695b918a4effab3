import { describe, expect, it } from 'vitest';
import { MENU_ICON_NAMES } from '@/components/icons/menu-icons';
import { activeMenuKeys, buildMenu } from '@/router/menu/build-menu';
import { pagesForRoles } from '@/router/menu/filter-pages';
import { resolvePage } from '@/router/menu/resolve-page';
import type { ConsolePage } from '@/router/menu/page-types';
import { MASTER_MENU, OFFICIAL_MENU, pageSchemas } from './support/fixtures';

const menuFor = (roles: string[]) => buildMenu(pagesForRoles(pageSchemas(), roles));

describe('menu from the page schemas', () => {
  it('shows a master the master entries in the spec order', () => {
    expect(menuFor(['master']).map((entry) => entry.title)).toEqual(MASTER_MENU.map((key) => `menu.${key}`));
  });

  it('shows an official the official entries in the spec order', () => {
    expect(menuFor(['official']).map((entry) => entry.title)).toEqual(OFFICIAL_MENU.map((key) => `menu.${key}`));
  });

  it('shows a page without roles to everyone and a role-bound page to no one else', () => {
    const pages: ConsolePage[] = [
      { path: '/open', name: 'Open', meta: { title: 'open', order: 2 } },
      { path: '/admin', name: 'Admin', meta: { title: 'admin', order: 1, roles: ['admin'] } },
    ];
    expect(buildMenu(pagesForRoles(pages, ['master'])).map((entry) => entry.key)).toEqual(['/open']);
    expect(buildMenu(pagesForRoles(pages, ['admin'])).map((entry) => entry.key)).toEqual(['/admin', '/open']);
  });

  it('makes a parent with hidden children one entry that opens its redirect', () => {
    const channel = menuFor(['master']).find((entry) => entry.title === 'menu.channel');
    expect(channel).toMatchObject({ key: '/channel/index', icon: 'ShareAltOutlined' });
    expect(channel?.children).toBeUndefined();
  });

  it('makes a parent with visible children a group of its visible children', () => {
    const workorder = menuFor(['master']).find((entry) => entry.title === 'menu.workorder');
    expect(workorder?.children?.map((child) => child.key)).toEqual(['/workorder/index', '/workorder/commit']);
  });

  it('has every icon the page schemas name in its icon registry', () => {
    const named = pageSchemas().flatMap((page) => [page.meta.icon, ...(page.children ?? []).map((c) => c.meta.icon)]);
    const missing = named.filter((icon): icon is string => Boolean(icon) && !MENU_ICON_NAMES.includes(icon!));
    expect(missing).toEqual([]);
  });

  it('highlights the entry of the current page, also for pages hidden from the menu', () => {
    const menu = menuFor(['master']);
    expect(activeMenuKeys(menu, '/dashboard/analysis')).toEqual({ selected: '/dashboard/analysis' });
    expect(activeMenuKeys(menu, '/app/edit')).toEqual({ selected: '/app/index' });
    expect(activeMenuKeys(menu, '/domainmanage/mydomain')).toEqual({
      selected: '/domainmanage/mydomain',
      open: '/domainmanage',
    });
    expect(activeMenuKeys(menu, '/nowhere')).toEqual({});
  });
});

describe('what a signed-in path shows', () => {
  const pages = pageSchemas();

  it('forwards a parent path to its redirect', () => {
    expect(resolvePage(pages, ['master'], '/channel')).toEqual({ kind: 'redirect', to: '/channel/index' });
  });

  it('names a page the user may open, with its body when the page declares one', () => {
    const log = { kind: 'page', titleId: 'permission.route.systemsLog', body: { type: 'list', operation: 'adminOperationLogList' } };
    expect(resolvePage(pages, ['admin'], '/systems/log/admin')).toMatchObject(log);
    expect(resolvePage(pages, ['admin'], '/systems/log/admin/')).toMatchObject(log);
    expect(resolvePage(pages, ['master'], '/channel/index')).toMatchObject({
      kind: 'page',
      titleId: 'menu.channel.index',
      body: { type: 'list', operation: 'channelList' },
    });
  });

  it("refuses another role's page and knows an unknown path", () => {
    expect(resolvePage(pages, ['master'], '/push/index')).toEqual({ kind: 'forbidden' });
    expect(resolvePage(pages, ['official'], '/channel/index')).toEqual({ kind: 'forbidden' });
    expect(resolvePage(pages, ['master'], '/no/such/page')).toEqual({ kind: 'not-found' });
  });
});
