import { describe, expect, it } from 'vitest';
import { sortColumnsOf } from '../../server/shared/sort-columns';

describe('sort columns of a list service', () => {
  it("accepts a map of exactly the operation's declared sort fields", () => {
    const columns = { created_at: 'c', title: 't', level: 'l' };
    expect(sortColumnsOf('noticeList', columns)).toBe(columns);
  });

  it('stops (at start, where services call it) when a declared field has no column or a column is not declared', () => {
    expect(() => sortColumnsOf('noticeList', { created_at: 'c', title: 't', author: 'a' })).toThrow(
      "sort columns of 'noticeList' differ from its query's sortField enum in schemas/api (created_at, title, level): no column for level; not declared: author",
    );
    expect(() => sortColumnsOf('noticeListing', {})).toThrow("sort columns: operation 'noticeListing' is not declared in schemas/api");
  });
});
