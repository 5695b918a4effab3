import { describe, expect, it } from 'vitest';
import { fuzzyMatch } from '@/components/app-search/fuzzy-match';

describe('fuzzyMatch', () => {
  it('matches the query characters in order, with gaps between them', () => {
    expect(fuzzyMatch('rgdm', 'Register domain')?.positions).toEqual([0, 2, 9, 11]);
  });

  it('does not match when the characters appear out of order or are missing', () => {
    expect(fuzzyMatch('grdm', 'Register domain')?.positions).toEqual([2, 7, 9, 11]);
    expect(fuzzyMatch('nmd', 'Domain')).toBeUndefined();
    expect(fuzzyMatch('domainx', 'Domain')).toBeUndefined();
    expect(fuzzyMatch('domains', 'Domain')).toBeUndefined();
  });

  it('ignores case and spaces in the query', () => {
    expect(fuzzyMatch('MY DOM', 'My domains')?.positions).toEqual([0, 1, 3, 4, 5]);
  });

  it('matches nothing for an empty or blank query', () => {
    expect(fuzzyMatch('', 'Overview')).toBeUndefined();
    expect(fuzzyMatch('   ', 'Overview')).toBeUndefined();
  });

  it('places the characters where they form a run rather than the first place they occur', () => {
    // A greedy left-to-right match would take o(0) r(2) d(7)…; the best one is the word "order".
    expect(fuzzyMatch('order', 'Work orders')?.positions).toEqual([5, 6, 7, 8, 9]);
  });

  it('scores a run and a word start above scattered characters', () => {
    const run = fuzzyMatch('push', 'Message push')!;
    const scattered = fuzzyMatch('push', 'Package usage history')!;
    expect(run.score).toBeGreaterThan(scattered.score);
    const prefix = fuzzyMatch('inst', 'Install statistics')!;
    const inner = fuzzyMatch('inst', 'Maintenance status')!;
    expect(prefix.score).toBeGreaterThan(inner.score);
  });

  it('matches Chinese names character by character', () => {
    expect(fuzzyMatch('域管', '域名管理')?.positions).toEqual([0, 2]);
    expect(fuzzyMatch('管域', '域名管理')).toBeUndefined();
  });
});
