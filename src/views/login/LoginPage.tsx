import { theme } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLogo } from '@/components/app-logo/AppLogo';
import { LocaleSwitch } from '@/components/locale-picker/LocaleSwitch';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { homePathOf } from '@/router/guard/auth-guard';
import { safeRedirectTarget } from '@/router/guard/safe-redirect';
import { REDIRECT_QUERY } from '@/router/paths';
import { globConfig } from '@/settings/glob-config';
import { AuthenticatorForm } from './AuthenticatorForm';
import { CredentialsForm, type CredentialsValues } from './CredentialsForm';
import styles from './login.module.css';
import { loadSignIn, type Credentials } from './load-sign-in';

type Step = { kind: 'credentials' } | { kind: 'authenticator'; credentials: CredentialsValues };

export function LoginPage() {
  useDocumentTitle('login.title');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [lastUsername, setLastUsername] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function attempt(credentials: Credentials) {
    setSubmitting(true);
    try {
      const signIn = await loadSignIn();
      const outcome = await signIn(credentials);
      if (outcome.kind === 'signed-in') {
        const redirect = safeRedirectTarget(params.get(REDIRECT_QUERY));
        navigate(redirect ?? homePathOf(outcome.userInfo.homePath), { replace: true });
      } else if (outcome.kind === 'authenticator-required') {
        const { username, password } = credentials;
        setStep({ kind: 'authenticator', credentials: { username, password } });
      }
      // 'failed': the HTTP layer has shown the server's message; the form stays as it is.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className={styles.page} style={{ background: token.colorBgLayout }}>
      <div className={styles.toolbar}>
        <LocaleSwitch />
      </div>
      <main
        className={styles.card}
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <div className={styles.brand}>
          <AppLogo size={40} />
          <span className={styles.appTitle} style={{ color: token.colorTextHeading }}>
            {globConfig.title}
          </span>
        </div>
        <h1 className={styles.heading} style={{ color: token.colorTextHeading }}>
          {step.kind === 'credentials' ? t('login.heading') : t('login.authenticatorHeading')}
        </h1>
        {step.kind === 'credentials' ? (
          <CredentialsForm
            submitting={submitting}
            initialUsername={lastUsername}
            onEdit={() => void loadSignIn().catch(() => undefined)}
            onSubmit={(values) => {
              setLastUsername(values.username);
              void attempt(values);
            }}
          />
        ) : (
          <AuthenticatorForm
            username={step.credentials.username}
            submitting={submitting}
            onSubmit={(code) => void attempt({ ...step.credentials, google_captcha: code })}
            onBack={() => setStep({ kind: 'credentials' })}
          />
        )}
      </main>
    </div>
  );
}
