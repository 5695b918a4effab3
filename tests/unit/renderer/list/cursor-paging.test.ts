import { describe, expect, it } from 'vitest';
import { fetchAllCursorRows, type ExportProgress } from '@/renderer/list/csv/export-rows';
import { createCursorTrail, TRAIL_QUERIES } from '@/renderer/list/cursor-trail';
import { createListController, type ListPage } from '@/renderer/list/list-controller';
import { toRequestParams } from '@/renderer/list/list-query';
import { readListQuery, writeListQuery } from '@/renderer/list/url-state';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const query = { pageSize: 10, sortField: 'name', sortOrder: 'ascend', kind: 'gadget' };

describe('cursor trail', () => {
  it('knows the way back from every page it was answered, and the first page is before page 2', () => {
    const trail = createCursorTrail();
    trail.record({ ...query, cursor: '' }, { items: [1], next_cursor: 'c2', total: 30 });
    trail.record({ ...query, cursor: 'c2' }, { items: [2], next_cursor: 'c3' });
    trail.record({ ...query, cursor: 'c3' }, { items: [3] });
    expect(trail.previousOf({ ...query, cursor: 'c3' })).toBe('c2');
    expect(trail.previousOf({ ...query, cursor: 'c2' })).toBe('');
    // The first page has nothing before it; a cursor it never saw (a reload on page 7) is not known.
    expect(trail.previousOf({ ...query, cursor: '' })).toBeUndefined();
    expect(trail.previousOf({ ...query, cursor: 'c7' })).toBeUndefined();
  });

  it("keeps the first page's total, exact or estimated, for the later pages of the same query only", () => {
    const trail = createCursorTrail();
    trail.record({ ...query, cursor: '' }, { items: [], next_cursor: 'c2', total: 1_234_567, total_estimated: true });
    trail.record({ ...query, cursor: 'c2' }, { items: [], next_cursor: 'c3' });
    expect(trail.totalOf({ ...query, cursor: 'c2' })).toEqual({ value: 1_234_567, estimated: true });
    expect(trail.totalOf({ ...query, pageSize: 20, cursor: 'c2' })).toBeUndefined();
    expect(trail.totalOf({ ...query, name: 'x', cursor: '' })).toBeUndefined();
    // A later page's total (none is expected) is not the query's; a new first page replaces it.
    trail.record({ ...query, cursor: 'c3' }, { items: [], total: 5 });
    expect(trail.totalOf(query)).toEqual({ value: 1_234_567, estimated: true });
    trail.record({ ...query, cursor: '' }, { items: [], next_cursor: 'c2', total: 40 });
    expect(trail.totalOf(query)).toEqual({ value: 40, estimated: false });
  });

  it('forgets the least recently used query beyond its limit, and ignores a cursor pointing at itself', () => {
    const trail = createCursorTrail();
    trail.record({ ...query, cursor: 'a' }, { items: [], next_cursor: 'a' });
    expect(trail.previousOf({ ...query, cursor: 'a' })).toBeUndefined();
    for (let i = 0; i <= TRAIL_QUERIES; i++) trail.record({ name: `q${i}`, cursor: '' }, { items: [], next_cursor: 'n', total: i });
    expect(trail.totalOf({ name: 'q0' })).toBeUndefined();
    expect(trail.totalOf({ name: `q${TRAIL_QUERIES}` })).toEqual({ value: TRAIL_QUERIES, estimated: false });
    expect(trail.previousOf({ name: 'q1', cursor: 'n' })).toBe('');
  });
});

describe('list controller: cursor pages', () => {
  it('tells the next cursor and whether the answer carried a total (estimated or not)', async () => {
    const answers: ListPage<string>[] = [
      { items: ['a'], next_cursor: 'c2', total: 900_000, total_estimated: true },
      { items: ['b'], next_cursor: '' },
    ];
    const list = createListController((params) => Promise.resolve(answers[params.cursor === '' ? 0 : 1]));
    list.load({ cursor: '' });
    await settle();
    expect(list.getState()).toMatchObject({ items: ['a'], total: 900_000, hasTotal: true, totalEstimated: true, nextCursor: 'c2' });
    list.load({ cursor: 'c2' });
    await settle();
    // An empty next_cursor is no next page.
    expect(list.getState()).toMatchObject({ items: ['b'], total: 1, hasTotal: false, totalEstimated: false, nextCursor: undefined });
  });
});

describe('cursor paging in the URL and the request', () => {
  const options = { filterKeys: ['name'], paging: 'cursor' as const, prefix: 'all' };

  it('keeps the cursor and the page number of a later page; page 1 (a new sort, filter or size) has no cursor', () => {
    const later = writeListQuery(
      new URLSearchParams('tab=all'),
      { page: 3, pageSize: 20, cursor: 'abc_-1', filters: { name: 'x' } },
      options,
    );
    expect(later.toString()).toBe('tab=all&all.page=3&all.cursor=abc_-1&all.name=x');
    expect(readListQuery(later, options)).toEqual({ page: 3, pageSize: 20, cursor: 'abc_-1', filters: { name: 'x' } });
    const first = writeListQuery(later, { page: 1, pageSize: 50, cursor: 'abc_-1', filters: {} }, options);
    expect(first.toString()).toBe('tab=all&all.pageSize=50');
  });

  it('reads a page without a cursor as the first, a cursor without a page as a later one, and a malformed cursor as none', () => {
    expect(readListQuery(new URLSearchParams('all.page=7'), options)).toEqual({ page: 1, pageSize: 20, filters: {} });
    expect(readListQuery(new URLSearchParams('all.cursor=k1'), options)).toEqual({ page: 2, cursor: 'k1', pageSize: 20, filters: {} });
    expect(readListQuery(new URLSearchParams('all.page=4&all.cursor=a%20b'), options)).toEqual({ page: 1, pageSize: 20, filters: {} });
    // An offset list never reads a cursor.
    expect(readListQuery(new URLSearchParams('all.page=4&all.cursor=k1'), { ...options, paging: 'offset' })).toEqual({
      page: 4,
      pageSize: 20,
      filters: {},
    });
  });

  it('sends the cursor (empty for the first page) and never the page number', () => {
    const listQuery = { page: 3, pageSize: 10, cursor: 'k20', sortField: 'id', sortOrder: 'descend' as const, filters: { name: 'a' } };
    expect(toRequestParams(listQuery, { kind: 'g' }, 'cursor')).toEqual({
      name: 'a',
      cursor: 'k20',
      pageSize: 10,
      sortField: 'id',
      sortOrder: 'descend',
      kind: 'g',
    });
    expect(toRequestParams({ page: 1, pageSize: 10, filters: {} }, {}, 'cursor')).toEqual({ cursor: '', pageSize: 10 });
    expect(toRequestParams(listQuery, {}, 'offset')).not.toHaveProperty('cursor');
  });
});

describe('export of a cursor list', () => {
  it('walks the pages by next_cursor, 1000 rows each, with the first page’s total as progress', async () => {
    const asked: Record<string, unknown>[] = [];
    const pages: Record<string, ListPage<number>> = {
      '': { items: Array.from({ length: 1000 }, (_, i) => i), next_cursor: 'p2', total: 2400, total_estimated: true },
      p2: { items: Array.from({ length: 1000 }, (_, i) => 1000 + i), next_cursor: 'p3' },
      p3: { items: [2000, 2001] },
    };
    const progress: ExportProgress[] = [];
    const rows = await fetchAllCursorRows(
      (params) => {
        asked.push(params);
        return Promise.resolve(pages[params.cursor as string]);
      },
      { page: 1, pageSize: 10, name: 'a' },
      (p) => progress.push(p),
    );
    expect(asked).toEqual([
      { pageSize: 1000, name: 'a', cursor: '' },
      { pageSize: 1000, name: 'a', cursor: 'p2' },
      { pageSize: 1000, name: 'a', cursor: 'p3' },
    ]);
    expect(rows).toHaveLength(2002);
    expect(progress).toEqual([
      { loaded: 1000, total: 2400, estimated: true, more: true },
      { loaded: 2000, total: 2400, estimated: true, more: true },
      { loaded: 2002, total: 2400, estimated: true, more: false },
    ]);
  });

  it('stops at a cursor it already asked for, and when cancelled', async () => {
    let calls = 0;
    const loop = (params: Record<string, unknown>) => {
      calls++;
      return Promise.resolve({ items: [params.cursor], next_cursor: params.cursor === '' ? 'x' : 'x' });
    };
    expect(await fetchAllCursorRows(loop, {})).toEqual(['', 'x']);
    expect(calls).toBe(2);
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(fetchAllCursorRows(loop, {}, undefined, cancelled.signal)).rejects.toThrow('Export cancelled');
  });
});
