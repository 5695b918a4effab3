import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ListQuery } from './list-query';
import { readListQuery, writeListQuery, type UrlStateOptions } from './url-state';

export type QueryUpdate = ListQuery | ((current: ListQuery) => ListQuery);

export interface ListUrlState {
  query: ListQuery;
  /** A new query, or a function of the URL's query at the moment of the update (never a stale render's). */
  setQuery(next: QueryUpdate): void;
  /** The page's whole query string (for $query references), as of the list's own page. */
  searchText: string;
  /** The path the list lives on (fixed at mount). */
  ownPath: string;
}

/**
 * The list's page (and a cursor list's cursor), size, sort and filters live in the URL: every change is a history entry, so
 * back/forward and a copied link restore the list as it was. While the location is another page's
 * (a list kept alive in a background tab) or the list is `paused` (its tab inside the page is hidden),
 * the list keeps its last state and asks nothing.
 */
export function useListUrlState(options: UrlStateOptions & { paused?: boolean }): ListUrlState {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const [ownPath] = useState(pathname);
  const { prefix, defaultPageSize, paging } = options;
  const filterKeysId = options.filterKeys.join('\n');
  const stable = useMemo(
    () => ({ prefix, defaultPageSize, paging, filterKeys: filterKeysId ? filterKeysId.split('\n') : [] }),
    [prefix, defaultPageSize, paging, filterKeysId],
  );

  const active = pathname === ownPath && !options.paused;
  const lastOwnSearch = useRef(search.toString());
  if (active) lastOwnSearch.current = search.toString();
  const searchText = lastOwnSearch.current;

  const query = useMemo(() => readListQuery(new URLSearchParams(searchText), stable), [searchText, stable]);
  // The latest search this list wrote or saw: react-router hands a functional update the search of the
  // last render, so two updates before a re-render would otherwise both start from the old one.
  const latest = useRef(search);
  const seen = useRef(search);
  if (seen.current !== search) {
    seen.current = search;
    latest.current = search;
  }
  const setQuery = useCallback(
    (next: QueryUpdate) => {
      if (!active) return;
      const current = latest.current;
      const written = writeListQuery(current, typeof next === 'function' ? next(readListQuery(current, stable)) : next, stable);
      latest.current = written;
      setSearch(written);
    },
    [setSearch, stable, active],
  );
  return { query, setQuery, searchText, ownPath };
}
