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
import type { OwnStatIconName } from '@contract/icon-names';
import { MENU_ICON_NAMES, MenuIcon } from '@/components/icons/menu-icons';

/** Icons a stat card may name (exactly those icon-names.ts lists; only these are bundled); menu icons are allowed too. */
const STAT_ICONS: Record<OwnStatIconName, ComponentType> = {
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
  const Icon = Object.hasOwn(STAT_ICONS, name) ? STAT_ICONS[name as OwnStatIconName] : undefined;
  if (Icon) return <Icon aria-hidden />;
  return MENU_ICON_NAMES.includes(name) ? <MenuIcon name={name} /> : null;
}
