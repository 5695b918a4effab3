import { useEffect } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { refreshUserInfo } from '@/store/session-actions';
import { useUserInfo } from '@/store/user-store';
import { AccountFigures } from './AccountFigures';
import styles from './analysis.module.css';

/** Home page: the account's money and install figures (more analysis arrives with the schema engine). */
export function AnalysisPage() {
  useDocumentTitle('menu.dashboard.analysis');
  const userInfo = useUserInfo();

  // Balance moves with every install; show the server's current figures on each visit.
  useEffect(() => {
    void refreshUserInfo();
  }, []);

  const name = userInfo?.realName || userInfo?.username;
  return (
    <div className={styles.page}>
      <h1 className={styles.welcome}>{name ? t('dashboard.welcome', { name }) : t('menu.dashboard.analysis')}</h1>
      <AccountFigures userInfo={userInfo} />
    </div>
  );
}
