import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pwauserReg, sendEmailCode } from '@/api/generated/client';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { LOGIN_PATH } from '@/router/paths';
import styles from '@/views/login/login.module.css';
import { SendCodeButton } from '@/views/login/shared/SendCodeButton';
import { checkEmail, codeInput } from '@/views/login/shared/sign-in-rules';
import { TextField } from '@/views/login/shared/TextField';
import { useFormFields } from '@/views/login/shared/use-form-fields';
import { BackToLoginLink, LoginShell } from '@/views/login/sign-in-kit';
import { checkRegistration, type RegisterValues } from './register-rules';

/** Invite links point here as /register?invite=<code>. */
export const INVITE_QUERY = 'invite';

/** /register: a new master account with an invite code and a code e-mailed to the address. */
export function RegisterPage() {
  useDocumentTitle('login.registerTitle');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useFormFields<keyof RegisterValues>({
    invite_code: params.get(INVITE_QUERY) ?? '',
    username: '',
    password: '',
    password_confirmation: '',
    email: '',
    email_code: '',
  });
  const { values, errors, set } = form;
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    try {
      await sendEmailCode({ email: values.email.trim(), scene: 'register' });
      showMessage(t('login.codeSent', { email: values.email.trim() }), 'success');
      return true;
    } catch {
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.showErrors(checkRegistration(values))) return;
    setSubmitting(true);
    try {
      const username = values.username.trim();
      await pwauserReg({ ...values, username, invite_code: values.invite_code.trim(), email: values.email.trim() });
      showMessage(t('login.registered'), 'success');
      navigate(LOGIN_PATH, { replace: true, state: { username } });
    } catch {
      // The HTTP layer has shown the server's reason (taken name, wrong code, …).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <LoginShell heading={t('login.registerHeading')} footer={<BackToLoginLink />}>
      <form name="register" noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <TextField
          id="register-invite"
          name="invite_code"
          label={t('login.inviteCode')}
          placeholder={t('login.inviteCodePlaceholder')}
          value={values.invite_code}
          error={errors.invite_code}
          onValue={(value) => set('invite_code', value)}
        />
        <TextField
          id="register-username"
          name="username"
          autoComplete="username"
          label={t('login.username')}
          placeholder={t('login.usernameRulePlaceholder')}
          value={values.username}
          error={errors.username}
          onValue={(value) => set('username', value)}
        />
        <TextField
          id="register-password"
          name="password"
          password
          autoComplete="new-password"
          label={t('login.password')}
          placeholder={t('login.newPasswordPlaceholder')}
          value={values.password}
          error={errors.password}
          onValue={(value) => set('password', value)}
        />
        <TextField
          id="register-confirmation"
          name="password_confirmation"
          password
          autoComplete="new-password"
          label={t('login.confirmPassword')}
          placeholder={t('login.confirmPasswordPlaceholder')}
          value={values.password_confirmation}
          error={errors.password_confirmation}
          onValue={(value) => set('password_confirmation', value)}
        />
        <TextField
          id="register-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          value={values.email}
          error={errors.email}
          onValue={(value) => set('email', value)}
        />
        <TextField
          id="register-code"
          name="email_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('login.emailCode')}
          placeholder={t('login.codePlaceholder')}
          value={values.email_code}
          error={errors.email_code}
          onValue={(value) => set('email_code', codeInput(value))}
          rowClassName={styles.codeRow}
          addon={
            <SendCodeButton
              send={sendCode}
              canSend={() => {
                const problem = checkEmail(values.email);
                form.setError('email', problem);
                return !problem;
              }}
            />
          }
        />
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('login.registerSubmit')}
        </Button>
      </form>
    </LoginShell>
  );
}
