import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType, useOutlet, type Location } from 'react-router-dom';
import { useStore } from '@/store/create-store';
import { useProjectConfig } from '@/store/project-config-store';
import { tabKeyOf, tabsStore } from '@/store/tabs-store';
import { retainKeptPages, touchKeptPage, useKeepAliveState } from './keep-alive-cache';
import { KeptPage, type FrozenLocation } from './KeptPage';
import { useScrollKeeper } from './use-scroll-keeper';

interface KeptEntry {
  element: ReactNode;
  frozen: FrozenLocation;
}

/**
 * The layout's content outlet. With multi-tab and keep-alive on (project config openKeepAlive),
 * each open tab's page stays mounted while another is shown, so its filters, page, scroll position
 * and unsaved input are there when the user comes back. Pages are keyed by their tab (the route's
 * path), never by component name, and the cache is bounded (least recently shown evicted first,
 * affix tabs never). A route with meta.ignoreKeepAlive, or a page without a tab, is rendered plainly.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const config = useProjectConfig();
  const enabled = config.multiTabsSetting.show && config.openKeepAlive;
  return enabled ? <KeptPages outlet={outlet} /> : outlet;
}

function sameUrl(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
}

function KeptPages({ outlet }: { outlet: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const tabs = useStore(tabsStore, (state) => state.tabs);
  const { keys, versions } = useKeepAliveState();
  const rootRef = useRef<HTMLDivElement>(null);
  const entries = useRef(new Map<string, KeptEntry>());
  /** The key that was on screen at the last commit. */
  const shownKey = useRef<string | undefined>(undefined);

  const currentKey = tabKeyOf(location.pathname);
  const currentTab = tabs.find((tab) => tab.path === currentKey);
  const keepable = Boolean(currentTab && !currentTab.meta.ignoreKeepAlive);
  const version = versions[currentKey] ?? 0;

  // The page on screen renders the router's current element and location. A page shown again at
  // the URL it was left at keeps its element for this render: it only becomes visible, with
  // nothing to re-render.
  const previous = entries.current.get(currentKey);
  const returning = shownKey.current !== currentKey && previous !== undefined && sameUrl(previous.frozen.location, location);
  if (!returning && (!previous || previous.element !== outlet || previous.frozen.location !== location)) {
    entries.current.set(currentKey, { element: outlet, frozen: { location, navigationType } });
  }

  const openTabs = new Set(tabs.map((tab) => tab.path));
  const kept = new Set(keys.filter((key) => openTabs.has(key)));
  const shown = [...entries.current.keys()].filter((key) => key === currentKey || kept.has(key));

  useEffect(() => {
    if (!keepable) return;
    const affix = new Set(tabs.filter((tab) => tab.meta.affix).map((tab) => tab.path));
    touchKeptPage(currentKey, { isPinned: (key) => affix.has(key) });
  }, [currentKey, keepable, version, tabs]);

  useEffect(() => {
    shownKey.current = currentKey;
    retainKeptPages(openTabs);
    // Forget the elements of pages no longer shown (closed, evicted, or not kept).
    for (const key of [...entries.current.keys()]) if (!shown.includes(key)) entries.current.delete(key);
  });

  useScrollKeeper(rootRef, `${currentKey}#${version}`, currentKey);

  return (
    <div ref={rootRef} data-keep-alive="">
      {shown.map((key) => {
        const entry = entries.current.get(key)!;
        return (
          <KeptPage key={`${key}#${versions[key] ?? 0}`} pageKey={key} active={key === currentKey} frozen={entry.frozen}>
            {entry.element}
          </KeptPage>
        );
      })}
    </div>
  );
}
