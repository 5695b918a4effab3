import { theme } from 'antd';
import type { ReactNode } from 'react';
import { AppLogo } from '@/components/app-logo/AppLogo';
import { LocaleSwitch } from '@/components/locale-picker/LocaleSwitch';
import { globConfig } from '@/settings/glob-config';
import styles from './login.module.css';

interface Props {
  heading: ReactNode;
  children: ReactNode;
  /** Links under the form (other ways to sign in, back to login). */
  footer?: ReactNode;
}

/** The frame of the signed-out screens: language switch, a card with the logo, a heading and the form. */
export function LoginShell({ heading, children, footer }: Props) {
  const { token } = theme.useToken();
  return (
    <div className={styles.page} style={{ background: token.colorBgLayout }}>
      <div className={styles.toolbar}>
        <LocaleSwitch />
      </div>
      <main
        className={styles.card}
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <div className={styles.brand}>
          <AppLogo size={40} />
          <span className={styles.appTitle} style={{ color: token.colorTextHeading }}>
            {globConfig.title}
          </span>
        </div>
        <h1 className={styles.heading} style={{ color: token.colorTextHeading }}>
          {heading}
        </h1>
        {children}
        {footer ? <nav className={styles.footer}>{footer}</nav> : null}
      </main>
    </div>
  );
}
