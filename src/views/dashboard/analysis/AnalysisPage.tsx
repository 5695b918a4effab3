import { useEffect } from 'react';
import { subscribeOperationReads } from '@/api/data-changes';
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
  // …and again whenever a call changes the balance the details show (a purchase, a renewal), even
  // while the page is kept alive in a hidden tab.
  useEffect(() => {
    void refreshUserInfo();
    return subscribeOperationReads('getUserDetails', () => void refreshUserInfo());
  }, []);

  const name = userInfo?.realName || userInfo?.username;
  return (
    <div className={styles.page}>
      <h2 className={styles.welcome}>{name ? t('dashboard.welcome', { name }) : t('menu.dashboard.analysis')}</h2>
      <AccountFigures userInfo={userInfo} />
    </div>
  );
}
