import type { ConsolePage } from '@/router/menu/page-types';
import { createStore, useStore } from './create-store';

export type PagesStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PagesState {
  status: PagesStatus;
  /** Page schemas as the server sent them (all roles; the menu builder filters). */
  pages: ConsolePage[];
}

/** State only; loading lives in load-pages.ts so this module stays free of the HTTP client. */
export const pagesStore = createStore<PagesState>(() => ({ status: 'idle', pages: [] }));

export function resetPages(): void {
  pagesStore.reset();
}

export function usePages(): PagesState {
  return useStore(pagesStore, (state) => state);
}
