import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon } from '@/components/icons/menu-icons';
import { useI18n } from '@/locales';
import { activeMenuKeys, type MenuEntry } from '@/router/menu/build-menu';
import styles from './app-menu.module.css';

type MenuItem = Required<MenuProps>['items'][number];

/** A label that may be cut off at the menu's width: its whole text is its tooltip. */
function Label({ text }: { text: string }) {
  return <span title={text}>{text}</span>;
}

function toItem(entry: MenuEntry, topLevel: boolean, t: (id: string) => string): MenuItem {
  const icon = topLevel ? <MenuIcon name={entry.icon} /> : undefined;
  if (entry.children) {
    return {
      key: entry.key,
      icon,
      label: <Label text={t(entry.title)} />,
      children: entry.children.map((child) => toItem(child, false, t)),
    };
  }
  return {
    key: entry.key,
    icon,
    label: (
      <Link to={entry.key} title={t(entry.title)}>
        {t(entry.title)}
      </Link>
    ),
  };
}

export interface AppMenuProps {
  entries: readonly MenuEntry[];
  pathname: string;
  mode: 'inline' | 'vertical' | 'horizontal';
  theme: 'light' | 'dark';
  /** Spec §9: only one submenu open at a time. */
  accordion: boolean;
  /** An inline menu folded to its icons. */
  collapsed?: boolean;
  /** Folded, it still shows a short title under each icon. */
  collapsedShowTitle?: boolean;
  style?: CSSProperties;
  ariaLabel?: string;
}

/** The console's menu in any of its places: side (inline or vertical), header (horizontal), drawer. */
export function AppMenu({
  entries,
  pathname,
  mode,
  theme,
  accordion,
  collapsed = false,
  collapsedShowTitle = false,
  style,
  ariaLabel,
}: AppMenuProps) {
  const { intl } = useI18n();
  const { selected, open } = activeMenuKeys(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(open ? [open] : []);

  useEffect(() => {
    // Accordion: moving to another entry leaves only its own group open (none for a top-level page).
    if (accordion) setOpenKeys(open ? [open] : []);
    else if (open) setOpenKeys((keys) => (keys.includes(open) ? keys : [...keys, open]));
  }, [open, accordion, pathname]);

  // Labels are translated here, so rebuilt on a locale switch (a new intl).
  const items = useMemo(() => entries.map((entry) => toItem(entry, true, (id) => intl.formatMessage({ id }))), [entries, intl]);
  // Only an unfolded inline menu keeps its groups open; the other modes open them as pop-ups.
  const controlsOpenKeys = mode === 'inline' && !collapsed;
  const folded = mode === 'inline' && collapsed;

  return (
    <Menu
      className={folded && collapsedShowTitle ? styles.foldedWithTitles : undefined}
      theme={theme}
      mode={mode}
      items={items}
      // antd warns when the prop is present at all (even undefined) outside the inline mode.
      {...(mode === 'inline' ? { inlineCollapsed: collapsed } : {})}
      selectedKeys={selected ? [selected] : []}
      {...(controlsOpenKeys
        ? {
            openKeys,
            onOpenChange: (keys: string[]) => {
              // Accordion: the group opened last stays open, the others close.
              const added = keys.filter((key) => !openKeys.includes(key));
              setOpenKeys(accordion ? (added.length ? added.slice(-1) : keys) : keys);
            },
          }
        : {})}
      style={style}
      aria-label={ariaLabel}
    />
  );
}
