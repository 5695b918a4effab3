import type { PageAction } from '@contract/generated/page-schema';

/** On a wide screen a row shows up to this many actions as links ... */
export const INLINE_ROW_ACTIONS = 4;
/** ... and with more, this many and a "More" menu of the rest (a narrow actions column leaves the last columns in view). */
export const LINKS_BESIDE_MENU = 2;

/**
 * Which of a row's (visible) actions are links in the row and which wait in its menu. On a phone every
 * action but a lone one is in the menu: a column of links would cover the row's name.
 */
export function splitRowActions(actions: PageAction[], phone: boolean): { inline: PageAction[]; menu: PageAction[] } {
  if (actions.length <= 1) return { inline: actions, menu: [] };
  if (phone) return { inline: [], menu: actions };
  if (actions.length <= INLINE_ROW_ACTIONS) return { inline: actions, menu: [] };
  return { inline: actions.slice(0, LINKS_BESIDE_MENU), menu: actions.slice(LINKS_BESIDE_MENU) };
}
