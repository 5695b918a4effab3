import { theme } from 'antd';
import { AppLogo } from '@/components/app-logo/AppLogo';
import { globConfig } from '@/settings/glob-config';
import { LAYOUT_SIZES } from '@/styles/theme';
import styles from './basic-layout-parts.module.css';

/** Logo and app title on the dark side menu. */
export function SiderLogo({ collapsed }: { collapsed: boolean }) {
  const { token } = theme.useToken();
  return (
    <div className={styles.logo} style={{ height: LAYOUT_SIZES.headerHeight }}>
      <AppLogo size={collapsed ? 24 : 28} />
      {collapsed ? null : (
        <span className={styles.logoTitle} style={{ color: token.colorTextLightSolid }}>
          {globConfig.title}
        </span>
      )}
    </div>
  );
}
