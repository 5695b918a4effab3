import { createStore, useStore } from '@/store/create-store';
import { onSessionReset } from '@/store/session-reset';

/** Spec §4: the flag is set only after this delay, so quick pages do not flash a cover. */
export const PAGE_LOADING_DELAY_MS = 50;
/** Spec §4: the cover hides this long after the route changed. */
export const PAGE_LOADING_HIDE_MS = 220;

export const pageLoadingStore = createStore<{ loading: boolean }>(() => ({ loading: false }));

let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
/** Paths opened before in this session: their cover is not shown again. */
const loadedPaths = new Set<string>();

function setLoading(loading: boolean): void {
  if (pageLoadingStore.getState().loading !== loading) pageLoadingStore.setState({ loading });
}

/** Sets the flag after the delay (true), or clears it and the pending delay at once (false). */
export function setPageLoadingAction(loading: boolean): void {
  clearTimeout(showTimer);
  showTimer = undefined;
  if (loading) showTimer = setTimeout(() => setLoading(true), PAGE_LOADING_DELAY_MS);
  else setLoading(false);
}

/**
 * A signed-in route change. A page not opened before starts the loading flag (after the delay),
 * and the cover hides 220 ms after the change; a page opened before shows none.
 */
export function trackRouteChange(path: string, options: { enabled: boolean }): void {
  if (!options.enabled) return;
  const firstVisit = !loadedPaths.has(path);
  loadedPaths.add(path);
  if (!firstVisit) return;
  setPageLoadingAction(true);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => setLoading(false), PAGE_LOADING_HIDE_MS);
}

export function resetPageLoading(): void {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  showTimer = hideTimer = undefined;
  loadedPaths.clear();
  setLoading(false);
}

onSessionReset(resetPageLoading);

export function usePageLoading(): boolean {
  return useStore(pageLoadingStore, (state) => state.loading);
}
