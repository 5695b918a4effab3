import { describe, expect, it } from 'vitest';
import { buildMenu } from '@/router/menu/build-menu';
import { pagesForRoles } from '@/router/menu/filter-pages';
import { activeChildren, activeTopEntry, topLevelEntries } from '@/layouts/basic/menu-split';
import { pageSchemas } from '../../ui/support/fixtures';

const masterMenu = () => buildMenu(pagesForRoles(pageSchemas(), ['master']));

describe('split menu (mix type)', () => {
  it('puts each top entry in the header as one item that opens its first page', () => {
    const top = topLevelEntries(masterMenu());
    const workorder = top.find((entry) => entry.title === 'menu.workorder');
    expect(workorder).toMatchObject({
      key: '/workorder/index',
      icon: expect.any(String),
    });
    expect(workorder?.children).toBeUndefined();
    // Highlighted for every page of the section.
    expect(workorder?.activeFor).toEqual(expect.arrayContaining(['/workorder/index', '/workorder/commit']));
    expect(top.map((entry) => entry.title)).toEqual(masterMenu().map((entry) => entry.title));
  });

  it('shows at the side the children of the section the current page belongs to', () => {
    const menu = masterMenu();
    expect(activeTopEntry(menu, '/workorder/commit')?.title).toBe('menu.workorder');
    expect(activeChildren(menu, '/workorder/commit').map((entry) => entry.key)).toEqual(['/workorder/index', '/workorder/commit']);
    // A section without children in the menu: nothing at the side.
    expect(activeChildren(menu, '/channel/index')).toEqual([]);
    expect(activeChildren(menu, '/nowhere')).toEqual([]);
  });
});
