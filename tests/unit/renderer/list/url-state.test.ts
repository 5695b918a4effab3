import { describe, expect, it } from 'vitest';
import { toRequestParams } from '@/renderer/list/list-query';
import { readListQuery, writeListQuery } from '@/renderer/list/url-state';

const options = { defaultPageSize: 20, filterKeys: ['name', 'created_at_start', 'created_at_end'] };

describe('list state in the URL', () => {
  it('reads page, size, sort and the known filters; other keys are not filters', () => {
    const query = readListQuery(
      new URLSearchParams('page=3&pageSize=50&sortField=name&sortOrder=descend&name=lamp&redirect=%2Fx'),
      options,
    );
    expect(query).toEqual({ page: 3, pageSize: 50, sortField: 'name', sortOrder: 'descend', filters: { name: 'lamp' } });
  });

  it('falls back to defaults for missing or malformed values and caps the page size at 1000', () => {
    expect(readListQuery(new URLSearchParams('page=-1&pageSize=5000&sortOrder=sideways&sortField=x'), options)).toEqual({
      page: 1,
      pageSize: 1000,
      filters: {},
    });
  });

  it('writes only what differs from the defaults and keeps unrelated keys', () => {
    const next = writeListQuery(
      new URLSearchParams('__full__=1&page=4&name=old'),
      { page: 1, pageSize: 20, filters: { created_at_start: '2024-01-01' } },
      options,
    );
    expect(next.toString()).toBe('__full__=1&created_at_start=2024-01-01');
  });

  it('keeps two lists of one page apart with a prefix per list', () => {
    let search = new URLSearchParams();
    search = writeListQuery(search, { page: 2, pageSize: 20, filters: { name: 'a' } }, { ...options, prefix: 'unread' });
    search = writeListQuery(search, { page: 5, pageSize: 50, filters: {} }, { ...options, prefix: 'read' });
    expect(search.get('unread.page')).toBe('2');
    expect(search.get('read.page')).toBe('5');
    expect(readListQuery(search, { ...options, prefix: 'unread' })).toMatchObject({ page: 2, pageSize: 20, filters: { name: 'a' } });
    expect(readListQuery(search, { ...options, prefix: 'read' })).toMatchObject({ page: 5, pageSize: 50, filters: {} });
  });

  it('round-trips a query', () => {
    const query = { page: 7, pageSize: 100, sortField: 'price', sortOrder: 'ascend' as const, filters: { name: 'x y&z' } };
    expect(readListQuery(writeListQuery(new URLSearchParams(), query, options), options)).toEqual(query);
  });

  it('sends sort only with an order, and fixed parameters win over filters', () => {
    expect(
      toRequestParams({ page: 1, pageSize: 20, sortField: 'name', filters: { status: 'read', q: 'a' } }, { status: 'unread' }),
    ).toEqual({
      page: 1,
      pageSize: 20,
      q: 'a',
      status: 'unread',
    });
  });
});
