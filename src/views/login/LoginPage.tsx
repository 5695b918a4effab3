import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { sessionEndMessageId, sessionEndReason, type SessionEndReason } from '@/store/session-end-notice';
import { loadSignIn, type Credentials } from './load-sign-in';
import styles from './login.module.css';
import { AuthenticatorForm, CredentialsForm, LoginShell, SignInLinks, useFinishSignIn, type CredentialsValues } from './sign-in-kit';

type Step = { kind: 'credentials' } | { kind: 'authenticator'; credentials: CredentialsValues };

/** The register page sends the new user here with their username filled in. */
function usernameFrom(state: unknown): string | undefined {
  const username = (state as { username?: unknown } | null)?.username;
  return typeof username === 'string' ? username : undefined;
}

export function LoginPage() {
  useDocumentTitle('login.title');
  const location = useLocation();
  const finish = useFinishSignIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [lastUsername, setLastUsername] = useState<string | undefined>(() => usernameFrom(location.state));
  const [submitting, setSubmitting] = useState(false);
  // Spec §8: a session that ended on its own (expired or revoked token) is said here until the next
  // sign-in. Read after the first render, which must match the pre-rendered screen it hydrates.
  const [ended, setEnded] = useState<SessionEndReason | undefined>();
  useEffect(() => setEnded(sessionEndReason()), []);

  async function attempt(credentials: Credentials) {
    setSubmitting(true);
    try {
      const signIn = await loadSignIn();
      const outcome = await signIn(credentials);
      if (outcome.kind === 'signed-in') {
        finish(outcome.userInfo);
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
    <LoginShell
      heading={step.kind === 'credentials' ? t('login.heading') : t('login.authenticatorHeading')}
      footer={step.kind === 'credentials' ? <SignInLinks /> : null}
    >
      {ended && step.kind === 'credentials' ? (
        <p role="alert" className={styles.sessionEnded}>
          {t(sessionEndMessageId(ended))}
        </p>
      ) : null}
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
    </LoginShell>
  );
}
