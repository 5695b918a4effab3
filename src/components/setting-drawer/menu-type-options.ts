import { MenuMode, MenuType, type MenuSetting } from '@/settings/project-setting';

/** What choosing a navigation mode in the drawer sets: the type, the matching menu mode and split. */
export const MENU_TYPE_PATCHES: Record<MenuType, Partial<MenuSetting>> = {
  [MenuType.SIDEBAR]: {
    type: MenuType.SIDEBAR,
    mode: MenuMode.INLINE,
    split: false,
    collapsed: false,
    show: true,
  },
  [MenuType.MIX_SIDEBAR]: {
    type: MenuType.MIX_SIDEBAR,
    mode: MenuMode.INLINE,
    split: false,
    collapsed: false,
    show: true,
  },
  [MenuType.MIX]: {
    type: MenuType.MIX,
    mode: MenuMode.INLINE,
    split: true,
    collapsed: false,
    show: true,
  },
  [MenuType.TOP_MENU]: {
    type: MenuType.TOP_MENU,
    mode: MenuMode.HORIZONTAL,
    split: false,
    collapsed: false,
    show: true,
  },
};

export const MENU_TYPES: MenuType[] = [MenuType.SIDEBAR, MenuType.MIX_SIDEBAR, MenuType.MIX, MenuType.TOP_MENU];

/** Menu modes that make sense for a type (the top menu is always horizontal). */
export function menuModesFor(type: MenuType): MenuMode[] {
  return type === MenuType.TOP_MENU ? [MenuMode.HORIZONTAL] : [MenuMode.INLINE, MenuMode.VERTICAL, MenuMode.VERTICAL_RIGHT];
}
