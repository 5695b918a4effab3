/**
 * The icons a page schema may name, by where they may appear. Only these are bundled (importing the
 * whole icon set would add megabytes). The component maps beside the renderers are typed by these lists
 * (so a map cannot lack or add one) and the schema checker and docs/authoring-pages.md read them; the
 * console itself imports only the types, so the lists cost its bundle nothing.
 */

/** A menu entry's `meta.icon` (and any action or stat card icon). */
export const MENU_ICON_NAMES = [
  'AppstoreAddOutlined',
  'AppstoreOutlined',
  'BellOutlined',
  'CodeOutlined',
  'CommentOutlined',
  'DashboardOutlined',
  'DownloadOutlined',
  'FileTextOutlined',
  'GiftOutlined',
  'GlobalOutlined',
  'NotificationOutlined',
  'ShareAltOutlined',
  'TeamOutlined',
  'UserAddOutlined',
  'UserOutlined',
] as const;

/** A list action's `icon`, besides the menu icons. */
export const OWN_ACTION_ICON_NAMES = [
  'CheckOutlined',
  'CopyOutlined',
  'DeleteOutlined',
  'DownloadOutlined',
  'EditOutlined',
  'EyeOutlined',
  'LinkOutlined',
  'PlusOutlined',
  'ReloadOutlined',
  'StopOutlined',
  'UploadOutlined',
] as const;

/** A dashboard stat card's `icon`, besides the menu icons. */
export const OWN_STAT_ICON_NAMES = [
  'AppstoreOutlined',
  'BarChartOutlined',
  'BellOutlined',
  'DollarOutlined',
  'DownloadOutlined',
  'FundOutlined',
  'LineChartOutlined',
  'MobileOutlined',
  'MoneyCollectOutlined',
  'PieChartOutlined',
  'RiseOutlined',
  'ShareAltOutlined',
  'ShoppingCartOutlined',
  'TeamOutlined',
  'UserOutlined',
  'WalletOutlined',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];
export type OwnActionIconName = (typeof OWN_ACTION_ICON_NAMES)[number];
export type OwnStatIconName = (typeof OWN_STAT_ICON_NAMES)[number];

const union = (...lists: readonly (readonly string[])[]) => [...new Set(lists.flat())].sort();

/** Every name each place accepts. */
export const ICON_NAMES = {
  menu: union(MENU_ICON_NAMES),
  action: union(OWN_ACTION_ICON_NAMES, MENU_ICON_NAMES),
  stat: union(OWN_STAT_ICON_NAMES, MENU_ICON_NAMES),
} as const;
