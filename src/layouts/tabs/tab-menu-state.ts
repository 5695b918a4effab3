import { canMove, pathsToClose, type TabList } from '@/store/tabs-store-rules';

export const TAB_MENU_ACTIONS = [
  'refresh',
  'close',
  'closeLeft',
  'closeRight',
  'closeOthers',
  'closeAll',
  'moveLeft',
  'moveRight',
] as const;
export type TabMenuAction = (typeof TAB_MENU_ACTIONS)[number];

/**
 * Which actions of a tab's menu can do something: a close action with nothing it may close
 * (only affix tabs in its range) and a move past the list's ends are disabled.
 */
export function disabledTabActions(list: TabList, path: string): Set<TabMenuAction> {
  const disabled = new Set<TabMenuAction>();
  if (!list.tabs.some((tab) => tab.path === path)) return new Set(TAB_MENU_ACTIONS);
  if (pathsToClose(list, 'self', path).length === 0) disabled.add('close');
  if (pathsToClose(list, 'left', path).length === 0) disabled.add('closeLeft');
  if (pathsToClose(list, 'right', path).length === 0) disabled.add('closeRight');
  if (pathsToClose(list, 'others', path).length === 0) disabled.add('closeOthers');
  if (pathsToClose(list, 'all').length === 0) disabled.add('closeAll');
  if (!canMove(list, path, -1)) disabled.add('moveLeft');
  if (!canMove(list, path, 1)) disabled.add('moveRight');
  return disabled;
}
