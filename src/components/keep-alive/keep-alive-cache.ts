import { createStore, useStore } from '@/store/create-store';

/** At most this many pages stay mounted in the background (affix tabs are kept on top of it). */
export const KEEP_ALIVE_MAX = 10;

export interface KeepAliveState {
  /** Keys (tab paths) of the pages kept alive, least recently shown first. */
  keys: string[];
  /** Bumped by a refresh: a page's React key includes it, so it mounts afresh. */
  versions: Record<string, number>;
}

/**
 * Marks `key` as just shown and evicts the least recently shown keys beyond `max`.
 * Pinned keys (affix tabs) are never evicted and do not count against `max`.
 */
export function touchKey(keys: readonly string[], key: string, max: number, isPinned: (key: string) => boolean = () => false): string[] {
  const next = keys.filter((kept) => kept !== key);
  next.push(key);
  let unpinned = next.filter((kept) => !isPinned(kept)).length;
  const result: string[] = [];
  for (const kept of next) {
    if (unpinned > max && !isPinned(kept) && kept !== key) {
      unpinned -= 1;
      continue;
    }
    result.push(kept);
  }
  return result;
}

export const keepAliveStore = createStore<KeepAliveState>(() => ({ keys: [], versions: {} }));

/** Last scroll position of each kept page's content container (not state: nothing renders from it). */
const scrollPositions = new Map<string, number>();

export function touchKeptPage(key: string, options: { max?: number; isPinned?: (key: string) => boolean } = {}): void {
  const { keys } = keepAliveStore.getState();
  const next = touchKey(keys, key, options.max ?? KEEP_ALIVE_MAX, options.isPinned);
  if (next.length === keys.length && next.every((kept, i) => kept === keys[i])) return;
  for (const evicted of keys.filter((kept) => !next.includes(kept))) scrollPositions.delete(evicted);
  keepAliveStore.setState({ keys: next });
}

/**
 * Forgets a page's kept state: it is unmounted when hidden, and mounts afresh (new React key,
 * scroll at the top) when shown. The tab store's refresh calls this.
 */
export function dropKeptPage(key: string): void {
  scrollPositions.delete(key);
  keepAliveStore.setState((state) => ({
    keys: state.keys.filter((kept) => kept !== key),
    versions: { ...state.versions, [key]: (state.versions[key] ?? 0) + 1 },
  }));
}

/** Keeps only the given keys (the open tabs); the others' pages unmount. */
export function retainKeptPages(keys: Iterable<string>): void {
  const open = new Set(keys);
  const { keys: kept } = keepAliveStore.getState();
  if (kept.every((key) => open.has(key))) return;
  for (const key of kept) if (!open.has(key)) scrollPositions.delete(key);
  keepAliveStore.setState({ keys: kept.filter((key) => open.has(key)) });
}

export function clearKeptPages(): void {
  scrollPositions.clear();
  keepAliveStore.reset();
}

export function rememberScroll(key: string, top: number): void {
  scrollPositions.set(key, top);
}

export function rememberedScroll(key: string): number {
  return scrollPositions.get(key) ?? 0;
}

export function useKeepAliveState(): KeepAliveState {
  return useStore(keepAliveStore, (state) => state);
}
