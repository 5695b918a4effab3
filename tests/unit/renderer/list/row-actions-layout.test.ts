import { describe, expect, it } from 'vitest';
import type { PageAction } from '@contract/generated/page-schema';
import { splitRowActions } from '@/renderer/list/actions/row-actions-layout';

const actions = (count: number): PageAction[] =>
  Array.from({ length: count }, (_, i) => ({ kind: 'modal', label: `action.${i}`, target: `form${i}` }) as PageAction);
const labels = (list: PageAction[]) => list.map((action) => action.label);

describe("a row's actions: links in the row or a menu", () => {
  it('on a phone all of them wait in the menu, unless there is only one', () => {
    expect(splitRowActions(actions(3), true)).toEqual({ inline: [], menu: actions(3) });
    expect(splitRowActions(actions(1), true)).toEqual({ inline: actions(1), menu: [] });
  });

  it('on a wide screen up to four are links', () => {
    expect(splitRowActions(actions(4), false)).toEqual({ inline: actions(4), menu: [] });
  });

  it('on a wide screen more than four: the first two are links, the rest in the menu', () => {
    const { inline, menu } = splitRowActions(actions(8), false);
    expect(labels(inline)).toEqual(['action.0', 'action.1']);
    expect(labels(menu)).toEqual(['action.2', 'action.3', 'action.4', 'action.5', 'action.6', 'action.7']);
  });
});
