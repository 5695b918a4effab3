import { Button, theme } from 'antd';
import { t } from '@/locales';
import { loadConsolePages } from '@/store/load-pages';
import styles from './basic-layout-parts.module.css';

/** In the side menu when the page schemas could not be fetched: says so and offers a retry. */
export function MenuLoadFailed() {
  const { token } = theme.useToken();
  return (
    <div className={styles.menuEmpty} role="alert" style={{ color: token.colorTextLightSolid }}>
      <p>{t('layout.menuLoadFailed')}</p>
      <Button size="small" ghost onClick={() => void loadConsolePages({ force: true })}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
