import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo/AppLogo';
import { t } from '@/locales';
import { LAYOUT_SIZE } from '@/settings/design-setting';
import { globConfig } from '@/settings/glob-config';
import type { ThemeMode } from '@/settings/project-setting';
import styles from './basic-layout-parts.module.css';

interface Props {
  /** Only the mark, no title (a folded menu, the mix-sidebar column). */
  collapsed: boolean;
  /** Theme of the surface it sits on: the title is white on a dark one. */
  surface: ThemeMode;
}

/** Logo and app title at the top of the menu or in the header; leads home. */
export function SiderLogo({ collapsed, surface }: Props) {
  const { token } = theme.useToken();
  return (
    <Link
      to="/"
      className={styles.logo}
      style={{ height: LAYOUT_SIZE.headerHeight }}
      aria-label={t('layout.home', { title: globConfig.title })}
    >
      <AppLogo size={collapsed ? 24 : 28} color={token.colorPrimary} />
      {collapsed ? null : (
        <span
          className={styles.logoTitle}
          style={{
            color: surface === 'dark' ? token.colorWhite : token.colorTextHeading,
          }}
        >
          {globConfig.title}
        </span>
      )}
    </Link>
  );
}
