import { describe, expect, it } from 'vitest';
import type { AdminMenu } from '@contract/generated/types';
import type { ConsolePage } from '@/router/menu/page-types';
import { recordsFromBackMenus, resolveComponent } from '@/router/routes/from-back-menus';
import { pagesByName } from '@/router/routes/from-pages';

const body = { type: 'list', operation: 'channelList', columns: [] };
const pages: ConsolePage[] = [
  {
    path: '/channel',
    name: 'Channel',
    redirect: '/channel/index',
    meta: { title: 'menu.channel' },
    children: [
      { path: '/channel/index', name: 'ChannelIndex', meta: { title: 'menu.channel.index' }, body },
      { path: '/channel/later', name: 'ChannelLater', meta: { title: 'menu.channel.later' } },
    ],
  },
];
const byName = pagesByName(pages);

function menu(overrides: Partial<AdminMenu> & Pick<AdminMenu, 'id' | 'name'>): AdminMenu {
  return {
    parent_id: null,
    title: `menu.${overrides.name}`,
    url: `/${overrides.name.toLowerCase()}`,
    component: 'LAYOUT',
    icon: '',
    order: 0,
    roles: [],
    hidden: false,
    redirect: '',
    meta: {},
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('BACK mode component names', () => {
  it('resolves LAYOUT to a group, a page schema name to its page, a builtin view to its screen', () => {
    expect(resolveComponent('LAYOUT', byName)).toEqual({ kind: 'parent' });
    expect(resolveComponent('layout', byName)).toEqual({ kind: 'parent' });
    expect(resolveComponent('ChannelIndex', byName)).toEqual({ kind: 'schema', body });
    expect(resolveComponent('ChannelLater', byName)).toEqual({ kind: 'coming' });
    expect(resolveComponent('DashboardAnalysis', byName)).toEqual({ kind: 'builtin', view: 'DashboardAnalysis' });
    expect(resolveComponent('ErrorLogList', byName)).toEqual({ kind: 'builtin', view: 'ErrorLogList' });
  });

  it('sends an unknown name to the exception page', () => {
    expect(resolveComponent('NoSuchView', byName)).toEqual({ kind: 'missing-component', component: 'NoSuchView' });
  });
});

describe('BACK mode menu tree', () => {
  it('sorts siblings by order (then id) at every level', () => {
    const records = recordsFromBackMenus(
      [
        menu({ id: 9, name: 'Late', order: 3 }),
        menu({
          id: 2,
          name: 'Early',
          order: 1,
          children: [
            menu({ id: 7, parent_id: 2, name: 'B', order: 2, component: 'ChannelIndex' }),
            menu({ id: 6, parent_id: 2, name: 'A2', order: 1, component: 'ChannelIndex' }),
            menu({ id: 5, parent_id: 2, name: 'A1', order: 1, component: 'ChannelIndex' }),
          ],
        }),
        menu({ id: 4, name: 'Middle', order: 2 }),
      ],
      byName,
    );
    expect(records.map((record) => record.name)).toEqual(['Early', 'Middle', 'Late']);
    expect(records[0]?.children?.map((record) => record.name)).toEqual(['A1', 'A2', 'B']);
  });

  it('carries the entry into the route: path, redirect, title, icon, roles, hidden, other meta and menu id', () => {
    const [record] = recordsFromBackMenus(
      [
        menu({
          id: 12,
          name: 'Channel',
          url: '/channel',
          redirect: '/channel/index',
          icon: 'ShareAltOutlined',
          roles: ['master'],
          hidden: true,
          meta: { hideChildrenInMenu: true, currentActiveMenu: '/x' },
        }),
      ],
      byName,
    );
    expect(record).toEqual({
      path: '/channel',
      name: 'Channel',
      redirect: '/channel/index',
      view: { kind: 'parent' },
      meta: {
        title: 'menu.Channel',
        icon: 'ShareAltOutlined',
        order: 0,
        roles: ['master'],
        hideMenu: true,
        hideChildrenInMenu: true,
        currentActiveMenu: '/x',
        menuId: 12,
      },
    });
  });
});
