import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon } from '@/components/icons/menu-icons';
import { t, useI18n } from '@/locales';
import { activeMenuKeys, type MenuEntry } from '@/router/menu/build-menu';

type MenuItem = Required<MenuProps>['items'][number];

function toItem(entry: MenuEntry, topLevel: boolean): MenuItem {
  const icon = topLevel ? <MenuIcon name={entry.icon} /> : undefined;
  if (entry.children) {
    return {
      key: entry.key,
      icon,
      label: t(entry.title),
      children: entry.children.map((child) => toItem(child, false)),
    };
  }
  return { key: entry.key, icon, label: <Link to={entry.key}>{t(entry.title)}</Link> };
}

/** The dark side menu; one group open at a time (spec §9: accordion). */
export function AppMenu({ entries, pathname }: { entries: MenuEntry[]; pathname: string }) {
  const { locale } = useI18n();
  const { selected, open } = activeMenuKeys(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(open ? [open] : []);

  useEffect(() => {
    if (open) setOpenKeys([open]);
  }, [open]);

  // Labels are translated here, so rebuild them when the locale changes.
  const items = useMemo(() => entries.map((entry) => toItem(entry, true)), [entries, locale]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(keys.slice(-1))}
    />
  );
}
