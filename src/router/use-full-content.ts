import { useLocation } from 'react-router-dom';
import { useStore } from '@/store/create-store';
import { projectConfigStore } from '@/store/project-config-store';

/** Spec §2: adding this query parameter to a route makes its content full-screen. */
export const FULL_CONTENT_QUERY = '__full__';

/** Whether a query string asks for full-screen content (`?__full__`, with or without a value). */
export function isFullContentQuery(search: string): boolean {
  return new URLSearchParams(search).has(FULL_CONTENT_QUERY);
}

/**
 * Content only (no side menu, header or tabs): the route's `__full__` query, or the project
 * config's fullContent. The layout reads this to drop its frame.
 */
export function useFullContent(): boolean {
  const { search } = useLocation();
  const configured = useStore(projectConfigStore, (state) => state.config.fullContent);
  return configured || isFullContentQuery(search);
}
