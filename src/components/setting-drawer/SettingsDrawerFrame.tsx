import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { t } from '@/locales';
import styles from './setting-drawer.module.css';

/** The drawer both settings panels open in: full width on a phone, the footer's buttons below the settings. */
export function SettingsDrawerFrame({
  open,
  onClose,
  footer,
  children,
}: {
  open: boolean;
  onClose(): void;
  footer: ReactNode;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  return (
    <Drawer
      title={t('setting.title')}
      open={open}
      onClose={onClose}
      width={isMobile ? '100%' : 360}
      className={styles.drawer}
      footer={<div className={styles.footer}>{footer}</div>}
    >
      {children}
    </Drawer>
  );
}
