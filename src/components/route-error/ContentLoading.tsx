import { t } from '@/locales';
import styles from './route-error.module.css';

/** A light spinner for content that is loading (antd Spin would weigh on the first chunk). */
export function ContentLoading() {
  return (
    <div className={styles.loading} role="status" aria-label={t('common.loading')}>
      <span className={styles.spinner} />
    </div>
  );
}
