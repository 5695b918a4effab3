import { describe, expect, it } from 'vitest';
import { affixTabs, resolveTab } from '@/layouts/tabs/tab-route';
import { disabledTabActions } from '@/layouts/tabs/tab-menu-state';
import { buildRouteTable } from '@/router/routes/build-route-table';
import { routeTableView } from '@/router/routes/route-lookup';
import { PermissionMode } from '@/settings/project-setting';
import { EMPTY_TAB_LIST, openTab, queryOf, type Tab, type TabList } from '@/store/tabs-store-rules';
import { pageSchemas } from '../../ui/support/fixtures';

/** The route table a master (or official) gets in ROUTE_MAPPING mode, as the console builds it. */
function tableFor(roles: string[], homePath = '/dashboard/analysis') {
  const built = buildRouteTable({ mode: PermissionMode.ROUTE_MAPPING, pages: pageSchemas(), roles, homePath });
  return routeTableView({ routes: built.routes, knownPaths: built.knownPaths, routesAdded: true, homePath });
}

const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });

describe('which routes become tabs', () => {
  const master = tableFor(['master']);

  it('a page the user may open becomes a tab with its name, query and meta', () => {
    expect(resolveTab(at('/channel/index', '?page=2&name=x'), master)).toEqual({
      path: '/channel/index',
      fullPath: '/channel/index?page=2&name=x',
      name: 'ChannelIndex',
      params: {},
      query: { page: '2', name: 'x' },
      meta: { title: 'menu.channel.index' },
    });
    expect(resolveTab(at('/apiDoc'), master)?.name).toBe('ApiDoc');
  });

  it('no tab for the login, error and redirect pages, unknown or forbidden paths, or forwarding parents', () => {
    for (const path of [
      '/login',
      '/exception',
      '/redirect/channel%2Findex/path',
      '/nowhere',
      '/channel',
      '/dashboard',
      '/',
      '/error-log',
    ]) {
      expect(resolveTab(at(path), master), path).toBeUndefined();
    }
    // An official may not open the channel list: it shows the 403 page, without a tab.
    expect(resolveTab(at('/channel/index'), tableFor(['official']))).toBeUndefined();
  });

  it('nothing gets a tab while the routes are still being built', () => {
    expect(
      resolveTab(at('/channel/index'), routeTableView({ routes: [], knownPaths: [], routesAdded: false, homePath: '/dashboard/analysis' })),
    ).toBeUndefined();
  });

  it('the home route is affixed', () => {
    expect(resolveTab(at('/dashboard/analysis'), master)?.meta.affix).toBe(true);
    const noticeHome = tableFor(['master'], '/notice/index');
    expect(resolveTab(at('/notice/index'), noticeHome)?.meta.affix).toBe(true);
    const affix = affixTabs([...noticeHome.byPath.values()].filter((record) => record.meta.affix));
    expect(affix.map((tab) => tab.path)).toContain('/notice/index');
    expect(affix.every((tab) => tab.meta.affix)).toBe(true);
  });
});

function listOf(...specs: [string, boolean?][]): TabList {
  return specs.reduce((list, [path, affix]) => {
    const tab: Tab = { path, fullPath: path, name: path, params: {}, query: queryOf(''), meta: { title: path, affix } };
    return openTab(list, tab).list;
  }, EMPTY_TAB_LIST);
}

describe('tab menu', () => {
  it('disables what would do nothing', () => {
    const list = listOf(['/home', true], ['/a'], ['/b']);
    expect([...disabledTabActions(list, '/home')].sort()).toEqual(['close', 'closeLeft', 'moveLeft', 'moveRight'].sort());
    expect([...disabledTabActions(list, '/a')].sort()).toEqual(['closeLeft', 'moveLeft'].sort());
    expect([...disabledTabActions(list, '/b')].sort()).toEqual(['closeRight', 'moveRight'].sort());
    expect(disabledTabActions(listOf(['/home', true]), '/home').has('closeAll')).toBe(true);
  });
});
