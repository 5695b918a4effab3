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
  total: number;
}

export type ListStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ListState<Row> {
  status: ListStatus;
  items: Row[];
  total: number;
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

function asPage<Row>(data: unknown): ListPage<Row> {
  const page = (data ?? {}) as Partial<ListPage<Row>>;
  const items = Array.isArray(page.items) ? page.items : Array.isArray(data) ? (data as Row[]) : [];
  const total = typeof page.total === 'number' ? page.total : items.length;
  return { items, total };
}

export function createListController<Row = Record<string, unknown>>(fetchPage: FetchPage<Row>): ListController<Row> {
  let state: ListState<Row> = { status: 'idle', items: [], total: 0, error: undefined, params: undefined };
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
        const page = asPage<Row>(data);
        set({ status: 'success', items: page.items, total: page.total });
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
