import { Button } from 'antd';
import { t } from '@/locales';
import type { ThemeMode } from '@/settings/project-setting';
import { loadConsolePages } from '@/store/load-pages';
import styles from './basic-layout-parts.module.css';

/** In the side menu when the page schemas could not be fetched: says so and offers a retry. */
export function MenuLoadFailed({ surface }: { surface: ThemeMode }) {
  const dark = surface === 'dark';
  return (
    <div className={styles.menuEmpty} role="alert" style={{ color: dark ? 'rgba(255,255,255,0.85)' : undefined }}>
      <p>{t('layout.menuLoadFailed')}</p>
      <Button size="small" ghost={dark} onClick={() => void loadConsolePages({ force: true })}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
