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

/**
 * Icons a page schema may name. Only these are bundled (importing the whole set would
 * add megabytes); a page naming another icon gets the fallback.
 */
const MENU_ICONS: Record<string, ComponentType> = {
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

export const MENU_ICON_NAMES = Object.keys(MENU_ICONS);

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
