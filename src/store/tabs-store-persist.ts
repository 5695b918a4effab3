import { MULTIPLE_TABS_KEY } from '@/enums/cache-enum';
import { getAuthCache, removeAuthCache, setAuthCache } from '@/utils/cache';
import { EMPTY_TAB_LIST, type Tab, type TabList } from './tabs-store-rules';

/**
 * The open tabs in local storage (spec §2: "persisted locally when caching is enabled"), with the
 * id of the user who opened them: another user signing in on the same browser starts without them,
 * even when the previous session ended without the console's reset running (an expired token).
 */
interface StoredTabs {
  owner: number | string | null;
  tabs: Tab[];
  opened: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTab(value: unknown): value is Tab {
  if (!isRecord(value) || !isRecord(value.meta)) return false;
  return (
    typeof value.path === 'string' &&
    value.path.startsWith('/') &&
    typeof value.fullPath === 'string' &&
    value.fullPath.startsWith('/') &&
    typeof value.name === 'string' &&
    typeof value.meta.title === 'string'
  );
}

/** What an older or damaged entry holds is dropped rather than trusted. */
export function readStoredTabs(owner: number | string | null): TabList {
  const stored = getAuthCache<StoredTabs>(MULTIPLE_TABS_KEY);
  if (!isRecord(stored) || stored.owner !== owner || !Array.isArray(stored.tabs)) return EMPTY_TAB_LIST;
  const tabs = stored.tabs.filter(isTab).map((tab) => ({
    ...tab,
    params: isRecord(tab.params) ? tab.params : {},
    query: isRecord(tab.query) ? tab.query : {},
  }));
  const paths = new Set(tabs.map((tab) => tab.path));
  const opened = Array.isArray(stored.opened)
    ? stored.opened.filter((path): path is string => typeof path === 'string' && paths.has(path))
    : [];
  // Tabs missing from the opening order count as the oldest.
  const unordered = tabs.map((tab) => tab.path).filter((path) => !opened.includes(path));
  return { tabs, opened: [...unordered, ...opened] };
}

export function writeStoredTabs(owner: number | string | null, list: TabList): void {
  const value: StoredTabs = { owner, tabs: list.tabs, opened: list.opened };
  setAuthCache(MULTIPLE_TABS_KEY, value);
}

export function removeStoredTabs(): void {
  removeAuthCache(MULTIPLE_TABS_KEY);
}
