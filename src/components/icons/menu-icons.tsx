import {
  AppstoreAddOutlined,
  AppstoreOutlined,
  BellOutlined,
  CodeOutlined,
  CommentOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FileTextOutlined,
  GiftOutlined,
  GlobalOutlined,
  NotificationOutlined,
  ShareAltOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { MENU_ICON_NAMES, type MenuIconName } from './icon-names';

export { MENU_ICON_NAMES };

/** The components of the menu icons (listed in ./icon-names.ts); a page naming another icon gets the fallback. */
const MENU_ICONS: Record<MenuIconName, ComponentType> = {
  AppstoreAddOutlined,
  AppstoreOutlined,
  BellOutlined,
  CodeOutlined,
  CommentOutlined,
  DashboardOutlined,
  DownloadOutlined,
  FileTextOutlined,
  GiftOutlined,
  GlobalOutlined,
  NotificationOutlined,
  ShareAltOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && Object.hasOwn(MENU_ICONS, name) && MENU_ICONS[name as MenuIconName]) || AppstoreOutlined;
  return <Icon />;
}
