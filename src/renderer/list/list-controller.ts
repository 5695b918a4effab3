/**
 * The headless part of a list: which request is current, what its answer was. It knows nothing of
 * React or antd, so its promises are tested without a DOM:
 * - load(params) with the same parameters as the current request (loading or answered) does nothing,
 *   so React StrictMode's doubled effects and re-renders never send a second request;
 * - a new load or a reload supersedes the request in flight: its answer, whenever it comes, is ignored,
 *   so a late answer never overwrites a newer one.
 */
export interface ListPage<Row> {
  items: Row[];
  /** Offset pages always; a cursor list's first page when the server counted (see total_estimated). */
  total?: number;
  /** A cursor list: the cursor of the next page, while rows remain. */
  next_cursor?: string;
  /** The total is the database's estimate (the server counted up to a cap, then asked the planner). */
  total_estimated?: boolean;
}

export type ListStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ListState<Row> {
  status: ListStatus;
  items: Row[];
  /** The answer's total; without one (a cursor page), the number of its rows. */
  total: number;
  /** Whether the answer carried its total (a cursor list's later pages carry none). */
  hasTotal: boolean;
  totalEstimated: boolean;
  /** A cursor list: the answer's next_cursor (none on the last page). */
  nextCursor: string | undefined;
  error: unknown;
  /** The parameters of the current request (what items belong to once it answered). */
  params: Record<string, unknown> | undefined;
}

export type FetchPage<Row> = (params: Record<string, unknown>) => Promise<ListPage<Row>>;

export interface ListController<Row> {
  getState(): ListState<Row>;
  subscribe(listener: () => void): () => void;
  /** Asks for these parameters unless they are already the current request's. */
  load(params: Record<string, unknown>): void;
  /** Asks again for the current parameters, superseding a request in flight. */
  reload(): void;
}

/** A key that does not depend on the order of object keys. */
export function paramsKey(params: Record<string, unknown>): string {
  const sorted = Object.keys(params)
    .filter((k) => params[k] !== undefined)
    .sort()
    .map((k) => [k, params[k]]);
  return JSON.stringify(sorted);
}

function asPage<Row>(data: unknown): Pick<ListState<Row>, 'items' | 'total' | 'hasTotal' | 'totalEstimated' | 'nextCursor'> {
  const page = (data ?? {}) as Partial<ListPage<Row>>;
  const items = Array.isArray(page.items) ? page.items : Array.isArray(data) ? (data as Row[]) : [];
  const hasTotal = typeof page.total === 'number';
  return {
    items,
    total: hasTotal ? (page.total as number) : items.length,
    hasTotal,
    totalEstimated: hasTotal && page.total_estimated === true,
    nextCursor: typeof page.next_cursor === 'string' && page.next_cursor !== '' ? page.next_cursor : undefined,
  };
}

export function createListController<Row = Record<string, unknown>>(fetchPage: FetchPage<Row>): ListController<Row> {
  let state: ListState<Row> = {
    status: 'idle',
    items: [],
    total: 0,
    hasTotal: false,
    totalEstimated: false,
    nextCursor: undefined,
    error: undefined,
    params: undefined,
  };
  let currentKey: string | undefined;
  let sequence = 0;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<ListState<Row>>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  const start = (params: Record<string, unknown>) => {
    const mine = ++sequence;
    currentKey = paramsKey(params);
    // Rows of the previous answer stay visible under the spinner.
    set({ status: 'loading', error: undefined, params });
    fetchPage(params).then(
      (data) => {
        if (mine !== sequence) return;
        set({ status: 'success', ...asPage<Row>(data) });
      },
      (error: unknown) => {
        if (mine !== sequence) return;
        set({ status: 'error', error });
      },
    );
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(params) {
      const key = paramsKey(params);
      if (key === currentKey && state.status !== 'error' && state.status !== 'idle') return;
      start(params);
    },
    reload() {
      if (state.params) start(state.params);
    },
  };
}
