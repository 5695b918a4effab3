import { Layout, theme } from 'antd';
import { Link } from 'react-router-dom';
import { t } from '@/locales';
import { globConfig } from '@/settings/glob-config';
import styles from './page-footer.module.css';

/** Footer under the content (project config showFooter): help links and the copyright line. */
export function PageFooter() {
  const { token } = theme.useToken();
  return (
    <Layout.Footer className={styles.footer} style={{ color: token.colorTextSecondary }}>
      <nav className={styles.links} aria-label={t('layout.footerLinks')}>
        <Link to="/apiDoc">{t('layout.footerApiDoc')}</Link>
        <Link to="/workorder/commit">{t('layout.contact')}</Link>
      </nav>
      <div>
        {t('layout.copyright', {
          year: new Date().getFullYear(),
          title: globConfig.title,
        })}
      </div>
    </Layout.Footer>
  );
}
