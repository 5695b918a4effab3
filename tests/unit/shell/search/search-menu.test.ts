import { describe, expect, it } from 'vitest';
import { resultLabel, searchMenu, type SearchItem } from '@/components/app-search/search-menu';
import zhMenu from '../../../../locales/zh_CN/menu.json';
import { masterSearchItems as masterItems } from './support/menu-items';

const labels = (items: readonly SearchItem[]) => items.map(resultLabel);

describe('flattenMenu', () => {
  it('lists every menu leaf the user sees, as parent > child, with the path it opens', () => {
    const items = masterItems();
    expect(items).toContainEqual({ path: '/domainmanage/mydomain', titles: ['Domains', 'My domains'] });
    expect(items).toContainEqual({ path: '/workorder/commit', titles: ['Work orders', 'Submit work order'] });
    // The dashboard hides its children in the menu: one entry without a parent.
    expect(items).toContainEqual({ path: '/dashboard/analysis', titles: ['Overview'] });
  });

  it('leaves out what the menu does not show: other roles’ entries and hidden children', () => {
    const paths = masterItems().map((item) => item.path);
    expect(paths).not.toContain('/push/index'); // official only
    expect(paths).not.toContain('/notice/details'); // hidden in the menu
    expect(paths).not.toContain('/domainmanage'); // a group, not something to open
  });
});

describe('searchMenu', () => {
  it('finds entries whose name contains the query as a subsequence and shows them as parent > child', () => {
    const results = searchMenu(masterItems(), 'mydom');
    expect(labels(results)).toEqual(['Domains > My domains']);
    expect(results[0].path).toBe('/domainmanage/mydomain');
    expect(results[0].highlights).toEqual([[], [0, 1, 3, 4, 5]]);
  });

  it('returns nothing when nothing matches, and nothing for an empty query', () => {
    expect(searchMenu(masterItems(), 'zzz')).toEqual([]);
    expect(searchMenu(masterItems(), '')).toEqual([]);
  });

  it('ranks a run of characters above scattered ones', () => {
    const results = labels(searchMenu(masterItems(), 'order'));
    expect(results[0]).toBe('Packages > Package orders');
    expect(results).toContain('Work orders > Submit work order');
    const scattered = labels(searchMenu(masterItems(), 'pkg'));
    expect(scattered.slice(0, 2)).toEqual(['Packages > Package benefits', 'Packages > Package orders']);
  });

  it('puts entries whose own name matches before entries found through their parent’s name', () => {
    const items: SearchItem[] = [
      { path: '/a', titles: ['Domain management', 'Register domain'] },
      { path: '/b', titles: ['Domain management', 'My domains'] },
      { path: '/c', titles: ['Settings', 'Domain defaults'] },
      { path: '/d', titles: ['Domain management', 'Price list'] },
    ];
    const results = searchMenu(items, 'domain');
    // Own names first (at the start of the name, then the earlier in the name), then the one
    // found through its parent.
    expect(results.map((result) => result.path)).toEqual(['/c', '/b', '/a', '/d']);
    expect(results[3].highlights).toEqual([[0, 1, 2, 3, 4, 5], []]);
  });

  it('finds an entry through parent and child name together, highlighting in both', () => {
    const results = searchMenu(masterItems(), 'dommy');
    expect(labels(results)).toEqual(['Domains > My domains']);
    expect(results[0].highlights).toEqual([
      [0, 1, 2],
      [0, 1],
    ]);
  });

  it('keeps menu order between equally good matches', () => {
    const items: SearchItem[] = [
      { path: '/1', titles: ['List one'] },
      { path: '/2', titles: ['List two'] },
    ];
    expect(searchMenu(items, 'list').map((result) => result.path)).toEqual(['/1', '/2']);
  });

  it('searches the names in the current locale', () => {
    const results = searchMenu(masterItems(zhMenu), '域名');
    expect(labels(results)[0]).toMatch(/^域名管理 > /);
    expect(searchMenu(masterItems(zhMenu), 'domain')).toEqual([]);
  });
});
