import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  DollarOutlined,
  DownloadOutlined,
  FundOutlined,
  LineChartOutlined,
  MobileOutlined,
  MoneyCollectOutlined,
  PieChartOutlined,
  RiseOutlined,
  ShareAltOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { MENU_ICON_NAMES, MenuIcon } from '@/components/icons/menu-icons';

/** Icons a stat card may name (only these are bundled); menu icons are allowed too. Extend as cards need. */
const STAT_ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  DollarOutlined,
  DownloadOutlined,
  FundOutlined,
  LineChartOutlined,
  MobileOutlined,
  MoneyCollectOutlined,
  PieChartOutlined,
  RiseOutlined,
  ShareAltOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
};

export const STAT_ICON_NAMES = [...new Set([...Object.keys(STAT_ICONS), ...MENU_ICON_NAMES])].sort();

export function StatIcon({ name }: { name?: string }) {
  if (!name) return null;
  const Icon = STAT_ICONS[name];
  if (Icon) return <Icon aria-hidden />;
  return MENU_ICON_NAMES.includes(name) ? <MenuIcon name={name} /> : null;
}
