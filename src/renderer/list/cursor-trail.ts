/**
 * What a cursor list (`"paging": "cursor"`) has learnt of its queries, without React: for each query
 * (its filters, sort, page size and fixed parameters; not its cursor) the cursor each page was reached
 * from, so Previous knows where to go, and the total its first page gave, so later pages (which carry
 * none) keep showing it. It only knows what this list was answered since it mounted: after a reload on
 * page 7 the page before is unknown (the list then goes back to the first page), and a page opened from
 * a link shows no total until its first page is asked.
 */
import { paramsKey } from './list-controller';

export interface CursorTotal {
  value: number;
  /** The server's estimate (shown as "about …"), not a count. */
  estimated: boolean;
}

interface QueryTrail {
  /** next_cursor → the cursor of the page that answered it ('' for the first page). */
  previous: Map<string, string>;
  total?: CursorTotal;
}

export interface CursorTrail {
  /** Notes what the answer to a request tells: the way back from its next page, and the first page's total. */
  record(params: Record<string, unknown>, answer: unknown): void;
  /**
   * The cursor of the page before the one `params` ask for: '' when that is the first page, undefined
   * when it is not known (or `params` ask for the first page, which has none before it).
   */
  previousOf(params: Record<string, unknown>): string | undefined;
  /** The total the first page of this query gave, if it was asked. */
  totalOf(params: Record<string, unknown>): CursorTotal | undefined;
}

/** The queries remembered at most (the least recently used is forgotten first). */
export const TRAIL_QUERIES = 20;

const cursorOf = (params: Record<string, unknown>) => (typeof params.cursor === 'string' ? params.cursor : '');
const queryKeyOf = (params: Record<string, unknown>) => paramsKey({ ...params, cursor: undefined });

export function createCursorTrail(): CursorTrail {
  const trails = new Map<string, QueryTrail>();

  const trailOf = (params: Record<string, unknown>, create: boolean): QueryTrail | undefined => {
    const key = queryKeyOf(params);
    let trail = trails.get(key);
    if (trail) trails.delete(key);
    else if (create) trail = { previous: new Map() };
    if (!trail) return undefined;
    trails.set(key, trail);
    while (trails.size > TRAIL_QUERIES) trails.delete(trails.keys().next().value as string);
    return trail;
  };

  return {
    record(params, answer) {
      if (!answer || typeof answer !== 'object') return;
      const { next_cursor: next, total, total_estimated: estimated } = answer as Record<string, unknown>;
      const cursor = cursorOf(params);
      const trail = trailOf(params, true)!;
      // A cursor never leads back to itself (that would be a server's loop, not a way back).
      if (typeof next === 'string' && next !== '' && next !== cursor) trail.previous.set(next, cursor);
      if (cursor === '' && typeof total === 'number') trail.total = { value: total, estimated: estimated === true };
    },
    previousOf(params) {
      const cursor = cursorOf(params);
      return cursor === '' ? undefined : trailOf(params, false)?.previous.get(cursor);
    },
    totalOf: (params) => trailOf(params, false)?.total,
  };
}
