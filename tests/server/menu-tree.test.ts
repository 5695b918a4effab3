import { describe, expect, it } from 'vitest';
import { ancestorIds, nest, prune, subtreeIds, visibleIds } from '../../server/menus/menu-tree';

// 1 ─┬─ 2 ── 4
//    └─ 3
// 5 (roles: official) ── 6
// 7 (roles: master) ── 8 (roles: official)
const items = [
  { id: 1, parent_id: null, roles: [] as string[], name: 'one' },
  { id: 2, parent_id: 1, roles: [], name: 'two' },
  { id: 3, parent_id: 1, roles: [], name: 'three' },
  { id: 4, parent_id: 2, roles: [], name: 'four' },
  { id: 5, parent_id: null, roles: ['official'], name: 'five' },
  { id: 6, parent_id: 5, roles: [], name: 'six' },
  { id: 7, parent_id: null, roles: ['master'], name: 'seven' },
  { id: 8, parent_id: 7, roles: ['official'], name: 'eight' },
];

interface Node {
  id: number;
  children: Node[];
}

const shape = (nodes: Node[]): unknown => nodes.map((n) => (n.children.length ? { [n.id]: shape(n.children) } : n.id));

describe('menu trees', () => {
  it('nest keeps the given sibling order and makes parentless items roots', () => {
    expect(shape(nest(items))).toEqual([{ 1: [{ 2: [4] }, 3] }, { 5: [6] }, { 7: [8] }]);
    expect(shape(nest([...items].reverse()))).toEqual([{ 7: [8] }, { 5: [6] }, { 1: [3, { 2: [4] }] }]);
    expect(shape(nest(items.filter((i) => i.id !== 1)))).toEqual([{ 2: [4] }, 3, { 5: [6] }, { 7: [8] }]);
  });

  it('prune keeps matches and their ancestors only', () => {
    expect(shape(prune(nest(items), (n) => n.name === 'four'))).toEqual([{ 1: [{ 2: [4] }] }]);
    expect(shape(prune(nest(items), (n) => n.name.startsWith('s')))).toEqual([{ 5: [6] }, 7]);
    expect(prune(nest(items), () => false)).toEqual([]);
  });

  it('subtreeIds and ancestorIds walk down and up', () => {
    expect(subtreeIds(items, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(subtreeIds(items, 4)).toEqual([4]);
    expect(ancestorIds(items, 4)).toEqual([2, 1]);
    expect(ancestorIds(items, 1)).toEqual([]);
  });

  it('visibleIds: granted entries whose ancestors are granted too, nothing below a parent not granted', () => {
    expect([...visibleIds(items, new Set([1, 2, 3, 4, 7]))].sort()).toEqual([1, 2, 3, 4, 7]);
    expect([...visibleIds(items, new Set([1, 2, 4, 5, 6, 8]))].sort()).toEqual([1, 2, 4, 5, 6]);
    expect([...visibleIds(items, new Set([2, 3, 4]))]).toEqual([]);
  });

  it('survives a cycle written straight into the data', () => {
    const cyclic = [
      { id: 1, parent_id: 2, roles: [] as string[] },
      { id: 2, parent_id: 1, roles: [] as string[] },
    ];
    expect(subtreeIds(cyclic, 1).sort()).toEqual([1, 2]);
    expect(ancestorIds(cyclic, 1)).toEqual([2]);
    expect(visibleIds(cyclic, new Set([1, 2])).size).toBe(0);
  });
});
