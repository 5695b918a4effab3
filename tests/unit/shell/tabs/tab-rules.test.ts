import { describe, expect, it } from 'vitest';
import {
  canMove,
  closeTabs,
  EMPTY_TAB_LIST,
  moveTab,
  neighbourAfterClose,
  openTab,
  pathsToClose,
  queryOf,
  tabKeyOf,
  withAffixTabs,
  type Tab,
  type TabList,
  type TabMeta,
} from '@/store/tabs-store-rules';

function tab(path: string, meta: Partial<TabMeta> = {}, search = ''): Tab {
  return { path, fullPath: `${path}${search}`, name: path, params: {}, query: queryOf(search), meta: { title: `t${path}`, ...meta } };
}

function listOf(...tabs: Tab[]): TabList {
  return tabs.reduce((list, next) => openTab(list, next).list, EMPTY_TAB_LIST);
}

const paths = (list: TabList) => list.tabs.map((t) => t.path);

describe('tab rules', () => {
  it('opens a tab per path; the same path with another query updates the open tab', () => {
    let list = listOf(tab('/a'), tab('/b'));
    list = openTab(list, tab('/a', {}, '?page=2&name=x')).list;
    expect(paths(list)).toEqual(['/a', '/b']);
    expect(list.tabs[0]).toMatchObject({ fullPath: '/a?page=2&name=x', query: { page: '2', name: 'x' } });
  });

  it('keeps repeated query names as a list and ignores a trailing slash in the key', () => {
    expect(queryOf('?id=1&id=2&q=x')).toEqual({ id: ['1', '2'], q: 'x' });
    expect(tabKeyOf('/channel/index/')).toBe('/channel/index');
    expect(tabKeyOf('/')).toBe('/');
  });

  it('dynamicLevel: beyond the limit of tabs with the same realPath, the oldest opened closes', () => {
    const detail = (id: string) => tab(`/detail/${id}`, { dynamicLevel: 2, realPath: '/detail/:id' });
    let list = listOf(detail('1'), tab('/other'), detail('2'));
    // Reordering does not change which one is oldest.
    list = moveTab(list, '/detail/2', 0);
    const result = openTab(list, detail('3'));
    expect(result.closed).toEqual(['/detail/1']);
    expect(paths(result.list)).toEqual(['/detail/2', '/other', '/detail/3']);
    // Reopening an open one is an update, not a new tab.
    expect(openTab(result.list, detail('2')).closed).toEqual([]);
  });

  it('dynamicLevel does not count tabs of another realPath', () => {
    const list = listOf(tab('/x/1', { dynamicLevel: 1, realPath: '/x/:id' }), tab('/y/1', { dynamicLevel: 1, realPath: '/y/:id' }));
    expect(paths(list)).toEqual(['/x/1', '/y/1']);
    expect(paths(openTab(list, tab('/x/2', { dynamicLevel: 1, realPath: '/x/:id' })).list)).toEqual(['/y/1', '/x/2']);
  });

  it('close scopes never include affix tabs', () => {
    const list = listOf(tab('/home', { affix: true }), tab('/a'), tab('/b'), tab('/c'));
    expect(pathsToClose(list, 'self', '/home')).toEqual([]);
    expect(pathsToClose(list, 'self', '/b')).toEqual(['/b']);
    expect(pathsToClose(list, 'left', '/b')).toEqual(['/a']);
    expect(pathsToClose(list, 'right', '/b')).toEqual(['/c']);
    expect(pathsToClose(list, 'others', '/b')).toEqual(['/a', '/c']);
    expect(pathsToClose(list, 'all')).toEqual(['/a', '/b', '/c']);
    expect(pathsToClose(list, 'left', '/missing')).toEqual([]);
    expect(paths(closeTabs(list, ['/a', '/c']))).toEqual(['/home', '/b']);
  });

  it('the neighbour after closing is the left one, else the right one, else what is left', () => {
    const before = listOf(tab('/home', { affix: true }), tab('/a'), tab('/b'));
    expect(neighbourAfterClose(before, closeTabs(before, ['/b']), '/b')?.path).toBe('/a');
    const first = listOf(tab('/a'), tab('/b'));
    expect(neighbourAfterClose(first, closeTabs(first, ['/a']), '/a')?.path).toBe('/b');
    const alone = listOf(tab('/a'));
    expect(neighbourAfterClose(alone, closeTabs(alone, ['/a']), '/a')).toBeUndefined();
    // Closing all: the left neighbours are gone too, the affix tab remains.
    expect(neighbourAfterClose(before, closeTabs(before, ['/a', '/b']), '/b')?.path).toBe('/home');
  });

  it('affix tabs are put in front once, and marked affix', () => {
    let list = listOf(tab('/a'));
    list = withAffixTabs(list, [tab('/home')]);
    expect(paths(list)).toEqual(['/home', '/a']);
    expect(list.tabs[0]!.meta.affix).toBe(true);
    expect(withAffixTabs(list, [tab('/home')])).toBe(list);
  });

  it('moves tabs; affix tabs stay put and nothing moves in front of them', () => {
    const list = listOf(tab('/home', { affix: true }), tab('/a'), tab('/b'), tab('/c'));
    expect(paths(moveTab(list, '/a', 3))).toEqual(['/home', '/b', '/c', '/a']);
    expect(paths(moveTab(list, '/c', 1))).toEqual(['/home', '/c', '/a', '/b']);
    expect(paths(moveTab(list, '/c', 0))).toEqual(['/home', '/c', '/a', '/b']);
    expect(moveTab(list, '/home', 2)).toBe(list);
    expect(canMove(list, '/a', -1)).toBe(false);
    expect(canMove(list, '/a', 1)).toBe(true);
    expect(canMove(list, '/c', 1)).toBe(false);
    expect(canMove(list, '/home', 1)).toBe(false);
  });
});

describe('tab rules: no change', () => {
  it('opening the open tab at the same place changes nothing', () => {
    const list = listOf(tab('/a', {}, '?x=1'));
    expect(openTab(list, tab('/a', {}, '?x=1')).list).toBe(list);
  });
});
