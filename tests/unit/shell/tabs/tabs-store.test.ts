import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepAliveStore, touchKeptPage } from '@/components/keep-alive/keep-alive-cache';
import { requireMessages, setLocale } from '@/locales';
import { registerNavigator } from '@/router/navigation';
import { projectConfigStore, updateProjectConfig } from '@/store/project-config-store';
import { endSessionLocally } from '@/store/session-reset';
import {
  addTab,
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  closeTab,
  ensureAffixTabs,
  getTabs,
  moveTab,
  queryOf,
  refreshTab,
  resetTabs,
  shiftTab,
  tabActions,
  tabsStore,
  type Tab,
  type TabMeta,
} from '@/store/tabs-store';
import { userStore } from '@/store/user-store';
import { setToken } from '@/utils/cache';
import { getLocalStorage } from '@/utils/storage';
import { installFakeApi } from '../../ui/support/fake-api';
import { userInfo } from '../../ui/support/fixtures';

function tab(path: string, meta: Partial<TabMeta> = {}, search = ''): Tab {
  return { path, fullPath: `${path}${search}`, name: path, params: {}, query: queryOf(search), meta: { title: `menu${path}`, ...meta } };
}

/** Where the console is: the router's navigate is replaced by a plain history push. */
const here = () => window.location.pathname + window.location.search;
function visit(t: Tab): void {
  window.history.pushState(null, '', t.fullPath);
  addTab(t);
}
const paths = () => getTabs().map((t) => t.path);
/** A page reload: the store is built again from what is stored. */
const reload = () => tabsStore.reset();

const HOME = tab('/dashboard/analysis', { affix: true });

beforeEach(() => {
  getLocalStorage().clear();
  registerNavigator({ navigate: (to) => window.history.pushState(null, '', to) });
  userStore.setState({ userInfo: userInfo({ id: 2, homePath: '/dashboard/analysis' }) });
  updateProjectConfig({ multiTabsSetting: { show: true, cache: false } });
  resetTabs();
  ensureAffixTabs([HOME]);
  visit(HOME);
});

afterEach(() => {
  registerNavigator(undefined);
  projectConfigStore.reset();
});

describe('tabs store', () => {
  it('closing the current tab moves to its left neighbour, the first tab to its right one', async () => {
    visit(tab('/a'));
    visit(tab('/b', {}, '?page=2'));
    await closeTab('/b');
    expect(paths()).toEqual(['/dashboard/analysis', '/a']);
    expect(here()).toBe('/a');

    visit(tab('/c'));
    moveTab('/c', 1);
    window.history.pushState(null, '', '/c');
    // /c is now right after the affix home tab: its left neighbour is home.
    await closeTab('/c');
    expect(here()).toBe('/dashboard/analysis');
  });

  it('closing a tab that is not on screen stays where it is; affix tabs do not close', async () => {
    visit(tab('/a'));
    visit(tab('/b'));
    await closeTab('/a');
    expect(here()).toBe('/b');
    await closeTab('/dashboard/analysis');
    expect(paths()).toEqual(['/dashboard/analysis', '/b']);
  });

  it('closing the last tab goes to the user homePath, or the base home without one', async () => {
    resetTabs();
    visit(tab('/a'));
    await closeTab('/a');
    expect(getTabs()).toEqual([]);
    expect(here()).toBe('/dashboard/analysis');

    userStore.setState({ userInfo: userInfo({ homePath: '' }) });
    visit(tab('/a'));
    await closeTab('/a');
    expect(here()).toBe('/dashboard');
  });

  it('close left, right and others keep affix tabs and go to the tab acted on when the current one closed', async () => {
    for (const p of ['/a', '/b', '/c', '/d']) visit(tab(p));
    await closeLeftTabs('/c');
    expect(paths()).toEqual(['/dashboard/analysis', '/c', '/d']);
    expect(here()).toBe('/d');

    await closeRightTabs('/c');
    expect(paths()).toEqual(['/dashboard/analysis', '/c']);
    expect(here()).toBe('/c');

    visit(tab('/e', {}, '?x=1'));
    window.history.pushState(null, '', '/c');
    await closeOtherTabs('/e');
    expect(paths()).toEqual(['/dashboard/analysis', '/e']);
    expect(here()).toBe('/e?x=1');
  });

  it('close all keeps the affix tabs and lands on one of them', async () => {
    for (const p of ['/a', '/b']) visit(tab(p));
    await closeAllTabs();
    expect(paths()).toEqual(['/dashboard/analysis']);
    expect(here()).toBe('/dashboard/analysis');
  });

  it('close all without navigating (the role switch navigates itself)', async () => {
    visit(tab('/a'));
    await closeAllTabs({ navigate: false });
    expect(paths()).toEqual(['/dashboard/analysis']);
    expect(here()).toBe('/a');
  });

  it('reorders with move and shift', () => {
    for (const p of ['/a', '/b', '/c']) visit(tab(p));
    moveTab('/c', 1);
    expect(paths()).toEqual(['/dashboard/analysis', '/c', '/a', '/b']);
    shiftTab('/c', 1);
    expect(paths()).toEqual(['/dashboard/analysis', '/a', '/c', '/b']);
    shiftTab('/a', -1);
    expect(paths()).toEqual(['/dashboard/analysis', '/a', '/c', '/b']);
  });

  it('refresh drops the kept page; refreshing another tab opens it', async () => {
    visit(tab('/a', {}, '?page=3'));
    touchKeptPage('/a');
    visit(tab('/b'));
    touchKeptPage('/b');
    await refreshTab('/b');
    expect(keepAliveStore.getState().keys).toEqual(['/a']);
    expect(keepAliveStore.getState().versions['/b']).toBe(1);
    expect(here()).toBe('/b');

    await refreshTab('/a');
    expect(keepAliveStore.getState().keys).toEqual([]);
    expect(here()).toBe('/a?page=3');
  });

  it('closing tabs drops their kept pages', async () => {
    visit(tab('/a'));
    touchKeptPage('/a');
    visit(tab('/b'));
    await closeTab('/a');
    expect(keepAliveStore.getState().keys).toEqual([]);
  });

  it('with caching on, tabs and their order come back after a reload', () => {
    updateProjectConfig({ multiTabsSetting: { cache: true } });
    visit(tab('/a', {}, '?name=x'));
    visit(tab('/b'));
    moveTab('/b', 1);
    reload();
    expect(paths()).toEqual(['/dashboard/analysis', '/b', '/a']);
    expect(getTabs()[2]).toMatchObject({ fullPath: '/a?name=x', query: { name: 'x' } });
  });

  it('with caching off, a reload starts without the tabs; turning caching off forgets the stored copy', () => {
    visit(tab('/a'));
    reload();
    expect(getTabs()).toEqual([]);

    updateProjectConfig({ multiTabsSetting: { cache: true } });
    visit(tab('/a'));
    updateProjectConfig({ multiTabsSetting: { cache: false } });
    updateProjectConfig({ multiTabsSetting: { cache: true } });
    // Turning it on again stores what is open now.
    reload();
    expect(paths()).toEqual(['/a']);
    updateProjectConfig({ multiTabsSetting: { cache: false } });
    updateProjectConfig({ multiTabsSetting: { cache: true } });
    resetTabs();
    reload();
    expect(getTabs()).toEqual([]);
  });

  it('stored tabs belong to the user who opened them', () => {
    updateProjectConfig({ multiTabsSetting: { cache: true } });
    visit(tab('/a'));
    userStore.setState({ userInfo: userInfo({ id: 99 }) });
    reload();
    expect(getTabs()).toEqual([]);
  });

  it('leaving to login clears the tabs, the stored copy and the kept pages', () => {
    updateProjectConfig({ multiTabsSetting: { cache: true } });
    visit(tab('/a'));
    touchKeptPage('/a');
    endSessionLocally();
    expect(getTabs()).toEqual([]);
    expect(keepAliveStore.getState().keys).toEqual([]);
    userStore.setState({ userInfo: userInfo({ id: 2 }) });
    reload();
    expect(getTabs()).toEqual([]);
  });
});

describe('tab actions while multi-tab is off (spec §5)', () => {
  beforeEach(async () => {
    installFakeApi();
    setToken('token');
    await setLocale('en');
    await requireMessages('app');
  });

  it('raise the spec message and change nothing', () => {
    visit(tab('/a'));
    updateProjectConfig({ multiTabsSetting: { show: false } });
    const message = 'The multi-tab page is currently not open, please open it in the settings！';
    expect(() => tabActions.closeAll()).toThrow(message);
    expect(() => tabActions.closeCurrent()).toThrow(message);
    expect(() => tabActions.close('/a')).toThrow(message);
    expect(() => tabActions.closeLeft()).toThrow(message);
    expect(() => tabActions.closeRight()).toThrow(message);
    expect(() => tabActions.closeOther()).toThrow(message);
    expect(() => tabActions.refreshPage()).toThrow(message);
    expect(() => tabActions.move('/a', 0)).toThrow(message);
    expect(paths()).toEqual(['/dashboard/analysis', '/a']);
  });

  it('work while multi-tab is on', async () => {
    visit(tab('/a'));
    await tabActions.closeCurrent();
    expect(paths()).toEqual(['/dashboard/analysis']);
  });
});
