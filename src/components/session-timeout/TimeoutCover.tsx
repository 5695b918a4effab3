import { Modal } from 'antd';
import { useState } from 'react';
import { t } from '@/locales';
import { homePathOf, loginPathWithRedirect } from '@/router/guard/auth-guard';
import { currentPath, navigateTo } from '@/router/navigation';
import { useStore } from '@/store/create-store';
import { signIn, type Credentials } from '@/store/session-actions';
import { endSessionLocally } from '@/store/session-reset';
import { AuthenticatorForm, CredentialsForm, type CredentialsValues } from '@/views/login/sign-in-kit';
import styles from './timeout-cover.module.css';
import { clearSessionTimeout, sessionTimeoutStore } from './timeout-store';

type Step = { kind: 'credentials' } | { kind: 'authenticator'; credentials: CredentialsValues };

/**
 * The session-timeout login over the current page (spec §4). The page underneath stays mounted,
 * so its state (filters, unsaved form input, scroll) is there after the re-login, which only
 * clears the timeout flag. Signing in as someone else instead reloads into that user's home: the
 * page below belongs to the previous user.
 */
export function TimeoutCover() {
  const timedOutUser = useStore(sessionTimeoutStore, (state) => state);
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [submitting, setSubmitting] = useState(false);

  async function attempt(credentials: Credentials) {
    setSubmitting(true);
    try {
      const outcome = await signIn(credentials);
      if (outcome.kind === 'signed-in') {
        if (timedOutUser.userId !== undefined && outcome.userInfo.id !== timedOutUser.userId) {
          window.location.assign(homePathOf(outcome.userInfo.homePath));
          return;
        }
        clearSessionTimeout();
      } else if (outcome.kind === 'authenticator-required') {
        setStep({
          kind: 'authenticator',
          credentials: { username: credentials.username, password: credentials.password },
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

  const toLoginPage = () => {
    const target = loginPathWithRedirect(currentPath());
    endSessionLocally();
    void navigateTo(target, { replace: true });
  };

  return (
    <Modal
      open
      centered
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={null}
      width={420}
      zIndex={1800}
      title={step.kind === 'credentials' ? t('account.sessionTimeoutTitle') : t('login.authenticatorHeading')}
    >
      {step.kind === 'credentials' ? (
        <>
          <p className={styles.hint}>{t('account.sessionTimeoutHint')}</p>
          <CredentialsForm submitting={submitting} initialUsername={timedOutUser.username} onSubmit={(values) => void attempt(values)} />
        </>
      ) : (
        <AuthenticatorForm
          username={step.credentials.username}
          submitting={submitting}
          onSubmit={(code) => void attempt({ ...step.credentials, google_captcha: code })}
          onBack={() => setStep({ kind: 'credentials' })}
        />
      )}
      <button type="button" className={styles.link} onClick={toLoginPage} disabled={submitting}>
        {t('account.sessionTimeoutToLoginPage')}
      </button>
    </Modal>
  );
}
