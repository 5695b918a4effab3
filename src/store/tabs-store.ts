import { clearKeptPages, dropKeptPage, retainKeptPages } from '@/components/keep-alive/keep-alive-cache';
import { t } from '@/locales';
import { navigateTo } from '@/router/navigation';
import { BASE_HOME_PATH } from '@/router/paths';
import { createStore, useStore } from './create-store';
import { getProjectConfig, projectConfigStore } from './project-config-store';
import { registerStoreReset } from './session-reset';
import { readStoredTabs, removeStoredTabs, writeStoredTabs } from './tabs-store-persist';
import {
  closeTabs,
  EMPTY_TAB_LIST,
  moveTab as moveInList,
  neighbourAfterClose,
  openTab,
  pathsToClose,
  tabKeyOf,
  withAffixTabs,
  type CloseScope,
  type Tab,
  type TabList,
} from './tabs-store-rules';
import { userStore } from './user-store';

export type { CloseScope, Tab, TabList, TabMeta } from './tabs-store-rules';
export { tabKeyOf, queryOf } from './tabs-store-rules';

/**
 * The open tabs (spec §2 "Tabs"). Tabs are kept in local storage while the project config's
 * multiTabsSetting.cache is on, for the user who opened them.
 */

const ownerId = () => userStore.getState().userInfo?.id ?? null;
const cacheOn = () => getProjectConfig().multiTabsSetting.cache;

export const tabsStore = createStore<TabList>(() => (cacheOn() ? readStoredTabs(ownerId()) : EMPTY_TAB_LIST));

function commit(next: TabList): void {
  tabsStore.setState(next);
  if (cacheOn()) writeStoredTabs(ownerId(), next);
  retainKeptPages(next.tabs.map((tab) => tab.path));
}

// Turning caching off forgets the stored copy; turning it on stores what is open now.
let cachedBefore = cacheOn();
projectConfigStore.subscribe(() => {
  const now = cacheOn();
  if (now === cachedBefore) return;
  cachedBefore = now;
  if (now) writeStoredTabs(ownerId(), tabsStore.getState());
  else removeStoredTabs();
});

/** The tab key of the page on screen. */
export function currentTabKey(): string {
  return tabKeyOf(window.location.pathname);
}

/** Where "home" is for closing the last tab: the user's homePath, else the base home. */
export function homeTarget(): string {
  const homePath = userStore.getState().userInfo?.homePath;
  return homePath && homePath.startsWith('/') && !homePath.startsWith('//') ? homePath : BASE_HOME_PATH;
}

export function getTabs(): Tab[] {
  return tabsStore.getState().tabs;
}

export function useTabList(): Tab[] {
  return useStore(tabsStore, (state) => state.tabs);
}

export function findTab(path: string): Tab | undefined {
  return tabsStore.getState().tabs.find((tab) => tab.path === path);
}

/** Opens (or updates) the tab of a route that was navigated to. */
export function addTab(tab: Tab): void {
  const before = tabsStore.getState();
  const { list, closed } = openTab(before, { ...tab, path: tabKeyOf(tab.path) });
  if (list === before) return;
  for (const path of closed) dropKeptPage(path);
  commit(list);
}

/** Makes sure the affix routes (the home route among them) have their tabs, in front. */
export function ensureAffixTabs(affixTabs: readonly Tab[]): void {
  const before = tabsStore.getState();
  const next = withAffixTabs(before, affixTabs);
  if (next !== before) commit(next);
}

async function goAfterClosing(before: TabList, after: TabList, closed: readonly string[], preferred?: Tab): Promise<void> {
  const current = currentTabKey();
  if (!closed.includes(current)) return;
  const target =
    preferred && after.tabs.some((tab) => tab.path === preferred.path) ? preferred : neighbourAfterClose(before, after, current);
  await navigateTo(target ? target.fullPath : homeTarget());
}

/**
 * Closes tabs relative to the tab at `path` ('all' ignores it). Affix tabs stay. When the page on
 * screen closes, the console moves to a neighbour (for left/right/others: the tab acted on), or
 * home when no tab is left. Resolves once navigation has happened.
 */
export async function closeTabsBy(scope: CloseScope, path?: string, options: { navigate?: boolean } = {}): Promise<string[]> {
  const before = tabsStore.getState();
  const closed = pathsToClose(before, scope, path);
  if (closed.length === 0) return closed;
  const after = closeTabs(before, closed);
  for (const key of closed) dropKeptPage(key);
  commit(after);
  if (options.navigate !== false) {
    const actedOn = path !== undefined && scope !== 'self' ? findTab(path) : undefined;
    await goAfterClosing(before, after, closed, actedOn);
  }
  return closed;
}

export const closeTab = (path: string) => closeTabsBy('self', path);
export const closeLeftTabs = (path: string) => closeTabsBy('left', path);
export const closeRightTabs = (path: string) => closeTabsBy('right', path);
export const closeOtherTabs = (path: string) => closeTabsBy('others', path);

/**
 * Closes every tab but the affix ones. For the role switch: `{ navigate: false }` leaves the
 * navigation to the caller (it rebuilds the routes first). Works whether or not tabs are shown.
 */
export function closeAllTabs(options: { navigate?: boolean } = {}): Promise<string[]> {
  return closeTabsBy('all', undefined, options);
}

/**
 * Refresh: the page's kept state (form input, scroll) is dropped and it mounts afresh. A tab other
 * than the current one is opened after the drop.
 */
export async function refreshTab(path: string = currentTabKey()): Promise<void> {
  dropKeptPage(path);
  if (path === currentTabKey()) return;
  const tab = findTab(path);
  if (tab) await navigateTo(tab.fullPath);
}

/** Moves a tab so that it ends at position `toIndex` (drag and drop, or the move actions). */
export function moveTab(path: string, toIndex: number): void {
  const before = tabsStore.getState();
  const next = moveInList(before, path, toIndex);
  if (next !== before) commit(next);
}

/** Moves a tab one place left (-1) or right (1). */
export function shiftTab(path: string, direction: -1 | 1): void {
  const index = tabsStore.getState().tabs.findIndex((tab) => tab.path === path);
  if (index !== -1) moveTab(path, index + direction);
}

/** Spec §2 rule 9: leaving to login forgets the tabs, stored copy included, and the kept pages. */
export function resetTabs(): void {
  removeStoredTabs();
  tabsStore.reset();
  clearKeptPages();
}

registerStoreReset('tabs', resetTabs);

/** Thrown by the tab actions while multi-tab is off (spec §5). */
export class MultiTabDisabledError extends Error {
  readonly messageId = 'tabs.multiTabOff';
  constructor() {
    super(t('tabs.multiTabOff'));
    this.name = 'MultiTabDisabledError';
  }
}

function assertMultiTabOn(): void {
  if (!getProjectConfig().multiTabsSetting.show) throw new MultiTabDisabledError();
}

/**
 * The tab actions for pages and other callers (e.g. a form that closes its own tab after saving).
 * Each raises spec §5's message while multi-tab is off (the message is translated: in English it is
 * exactly 'The multi-tab page is currently not open, please open it in the settings！').
 */
export const tabActions = {
  refreshPage(path?: string): Promise<void> {
    assertMultiTabOn();
    return refreshTab(path);
  },
  closeCurrent(): Promise<string[]> {
    assertMultiTabOn();
    return closeTab(currentTabKey());
  },
  close(path: string): Promise<string[]> {
    assertMultiTabOn();
    return closeTab(path);
  },
  closeLeft(path: string = currentTabKey()): Promise<string[]> {
    assertMultiTabOn();
    return closeLeftTabs(path);
  },
  closeRight(path: string = currentTabKey()): Promise<string[]> {
    assertMultiTabOn();
    return closeRightTabs(path);
  },
  closeOther(path: string = currentTabKey()): Promise<string[]> {
    assertMultiTabOn();
    return closeOtherTabs(path);
  },
  closeAll(): Promise<string[]> {
    assertMultiTabOn();
    return closeAllTabs();
  },
  move(path: string, toIndex: number): void {
    assertMultiTabOn();
    moveTab(path, toIndex);
  },
};
