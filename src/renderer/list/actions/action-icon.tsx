import {
  CheckOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  LinkOutlined,
  PlusOutlined,
  ReloadOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import type { PageAction } from '@contract/generated/page-schema';
import type { OwnActionIconName } from '@contract/icon-names';
import { MENU_ICON_NAMES, MenuIcon } from '@/components/icons/menu-icons';

/** Icons list actions may name (exactly those icon-names.ts lists; only these are bundled); menu icons are allowed too. */
const ACTION_ICONS: Record<OwnActionIconName, ComponentType> = {
  CheckOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  LinkOutlined,
  PlusOutlined,
  ReloadOutlined,
  StopOutlined,
  UploadOutlined,
};

export const ACTION_ICON_NAMES = Object.keys(ACTION_ICONS);

const KIND_ICONS: Partial<Record<PageAction['kind'], string>> = {
  export: 'DownloadOutlined',
  import: 'UploadOutlined',
  refresh: 'ReloadOutlined',
};

/** The action's icon, or undefined (no empty icon slot in the button). */
export function actionIcon(action: PageAction): ReactNode | undefined {
  const name = action.icon ?? KIND_ICONS[action.kind];
  if (!name) return undefined;
  const Icon = Object.hasOwn(ACTION_ICONS, name) ? ACTION_ICONS[name as OwnActionIconName] : undefined;
  if (Icon) return <Icon />;
  return MENU_ICON_NAMES.includes(name) ? <MenuIcon name={name} /> : undefined;
}
