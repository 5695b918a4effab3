import { theme } from 'antd';
import { t } from '@/locales';
import styles from './route-error.module.css';

/** A light spinner for content that is loading (antd Spin would weigh on the first chunk). */
export function ContentLoading() {
  const { token } = theme.useToken();
  return (
    <div className={styles.loading} role="status" aria-label={t('common.loading')}>
      <span className={styles.spinner} style={{ borderColor: token.colorPrimary, borderRightColor: 'transparent' }} />
    </div>
  );
}
