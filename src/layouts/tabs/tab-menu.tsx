import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CloseOutlined,
  ColumnWidthOutlined,
  MinusOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/locales';
import type { TabList } from '@/store/tabs-store-rules';
import { runTabAction } from './run-tab-action';
import { disabledTabActions, TAB_MENU_ACTIONS, type TabMenuAction } from './tab-menu-state';

// Decoration only: the entry's text names it (the icons' own labels are English icon names).
const ICONS: Record<TabMenuAction, ReactNode> = {
  refresh: <ReloadOutlined aria-hidden />,
  close: <CloseOutlined aria-hidden />,
  closeLeft: <VerticalRightOutlined aria-hidden />,
  closeRight: <VerticalLeftOutlined aria-hidden />,
  closeOthers: <ColumnWidthOutlined aria-hidden />,
  closeAll: <MinusOutlined aria-hidden />,
  moveLeft: <ArrowLeftOutlined aria-hidden />,
  moveRight: <ArrowRightOutlined aria-hidden />,
};

/** Dividers after these entries: refresh | close… | move…. */
const GROUP_ENDS = new Set<TabMenuAction>(['refresh', 'closeAll']);

/** The actions menu of one tab (its context menu, and the bar's dropdown for the current tab). */
export function tabMenu(list: TabList, path: string): MenuProps {
  const disabled = disabledTabActions(list, path);
  const items: NonNullable<MenuProps['items']> = [];
  for (const action of TAB_MENU_ACTIONS) {
    items.push({ key: action, icon: ICONS[action], label: t(`tabs.${action}`), disabled: disabled.has(action) });
    if (GROUP_ENDS.has(action)) items.push({ type: 'divider' });
  }
  return {
    items,
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      void runTabAction(key as TabMenuAction, path);
    },
  };
}
