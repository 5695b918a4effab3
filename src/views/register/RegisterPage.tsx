import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pwauserReg } from '@/api/generated/client';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { PlainButton } from '@/components/plain-button/PlainButton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { LOGIN_PATH } from '@/router/paths';
import styles from '@/views/login/login.module.css';
import { EmailCodeFields } from '@/views/login/shared/EmailCodeFields';
import { NewPasswordFields } from '@/views/login/shared/NewPasswordFields';
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
        <NewPasswordFields idPrefix="register" label="login.password" form={form} />
        <EmailCodeFields idPrefix="register" scene="register" form={form} />
        <PlainButton variant="primary" type="submit" size="large" block loading={submitting}>
          {t('login.registerSubmit')}
        </PlainButton>
      </form>
    </LoginShell>
  );
}
