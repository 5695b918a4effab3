import { closeAllTabs, closeLeftTabs, closeOtherTabs, closeRightTabs, closeTab, refreshTab, shiftTab } from '@/store/tabs-store';
import type { TabMenuAction } from './tab-menu-state';

/** Runs a menu action on the tab at `path` (the tab bar is only shown while multi-tab is on). */
export async function runTabAction(action: TabMenuAction, path: string): Promise<void> {
  switch (action) {
    case 'refresh':
      return refreshTab(path);
    case 'close':
      await closeTab(path);
      return;
    case 'closeLeft':
      await closeLeftTabs(path);
      return;
    case 'closeRight':
      await closeRightTabs(path);
      return;
    case 'closeOthers':
      await closeOtherTabs(path);
      return;
    case 'closeAll':
      await closeAllTabs();
      return;
    case 'moveLeft':
      return shiftTab(path, -1);
    case 'moveRight':
      return shiftTab(path, 1);
  }
}
