import { Link, useLocation } from 'react-router-dom';
import { t } from '@/locales';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, MOBILE_LOGIN_PATH, QR_LOGIN_PATH, REDIRECT_QUERY, REGISTER_PATH } from '@/router/paths';
import styles from './login.module.css';

/**
 * The other ways in, under the password form. The redirect query goes along to the other sign-in
 * methods, so they too return to the page the user was sent away from.
 */
export function SignInLinks() {
  const { search } = useLocation();
  return (
    <>
      <div className={styles.linkRow}>
        <Link to={{ pathname: MOBILE_LOGIN_PATH, search }}>{t('login.mobileLogin')}</Link>
        <Link to={{ pathname: QR_LOGIN_PATH, search }}>{t('login.qrLogin')}</Link>
      </div>
      <div className={styles.linkRow}>
        <Link to={FORGOT_PASSWORD_PATH}>{t('login.forgotPassword')}</Link>
        <Link to={REGISTER_PATH}>{t('login.register')}</Link>
      </div>
    </>
  );
}

/** "Back to sign-in" at the foot of the other signed-out screens (keeps the redirect query). */
export function BackToLoginLink() {
  const { search } = useLocation();
  const redirect = new URLSearchParams(search).get(REDIRECT_QUERY);
  const to = redirect ? `${LOGIN_PATH}?${REDIRECT_QUERY}=${encodeURIComponent(redirect)}` : LOGIN_PATH;
  return (
    <div className={styles.linkRow}>
      <Link to={to}>{t('login.backToLogin')}</Link>
    </div>
  );
}
