import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { resetPassword, sendEmailCode } from '@/api/generated/client';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { LOGIN_PATH } from '@/router/paths';
import { isApiRequestError } from '@/utils/http';
import styles from '@/views/login/login.module.css';
import { SendCodeButton } from '@/views/login/shared/SendCodeButton';
import { checkEmail, codeInput } from '@/views/login/shared/sign-in-rules';
import { TextField } from '@/views/login/shared/TextField';
import { useFormFields } from '@/views/login/shared/use-form-fields';
import { BackToLoginLink, LoginShell } from '@/views/login/sign-in-kit';
import { checkFindStep, checkForgotStep, type ForgotValues } from './reset-rules';

/** The server's answer to a wrong, used or expired e-mailed code. */
const EMAIL_CODE_INVALID = 100010;

/**
 * /forgot-password: the forgot-password form (e-mail, then the code mailed to it) and the
 * find-password form (the new password twice). The server signs out every session of the account.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('login.forgotTitle');
  const navigate = useNavigate();
  const form = useFormFields<keyof ForgotValues>({
    email: '',
    email_code: '',
    password: '',
    password_confirmation: '',
  });
  const { values, errors, set } = form;
  const [step, setStep] = useState<'forgot' | 'find'>('forgot');
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    try {
      await sendEmailCode({ email: values.email.trim(), scene: 'reset_password' });
      showMessage(t('login.codeSent', { email: values.email.trim() }), 'success');
      return true;
    } catch {
      return false;
    }
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (form.showErrors(checkForgotStep(values))) setStep('find');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.showErrors(checkFindStep(values))) return;
    setSubmitting(true);
    try {
      await resetPassword({ ...values, email: values.email.trim() });
      showMessage(t('login.passwordReset'), 'success');
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      if (isApiRequestError(error) && error.code === EMAIL_CODE_INVALID) {
        setStep('forgot');
        form.setError('email_code', 'login.codeRejected');
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (step === 'find') {
    return (
      <LoginShell heading={t('login.findHeading')} footer={<BackToLoginLink />}>
        <form name="find-password" noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
          <p className={styles.hint}>{t('login.findHint', { email: values.email.trim() })}</p>
          <TextField
            id="find-password"
            name="password"
            password
            autoComplete="new-password"
            label={t('login.newPassword')}
            placeholder={t('login.newPasswordPlaceholder')}
            value={values.password}
            error={errors.password}
            onValue={(value) => set('password', value)}
            autoFocus
          />
          <TextField
            id="find-confirmation"
            name="password_confirmation"
            password
            autoComplete="new-password"
            label={t('login.confirmPassword')}
            placeholder={t('login.confirmPasswordPlaceholder')}
            value={values.password_confirmation}
            error={errors.password_confirmation}
            onValue={(value) => set('password_confirmation', value)}
          />
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('login.resetSubmit')}
          </Button>
          <Button type="link" block onClick={() => setStep('forgot')} disabled={submitting}>
            {t('login.previousStep')}
          </Button>
        </form>
      </LoginShell>
    );
  }

  return (
    <LoginShell heading={t('login.forgotHeading')} footer={<BackToLoginLink />}>
      <form name="forgot-password" noValidate onSubmit={next} className={styles.form}>
        <p className={styles.hint}>{t('login.forgotHint')}</p>
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          value={values.email}
          error={errors.email}
          onValue={(value) => set('email', value)}
          autoFocus
        />
        <TextField
          id="forgot-code"
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
        <Button type="primary" htmlType="submit" size="large" block>
          {t('login.nextStep')}
        </Button>
      </form>
    </LoginShell>
  );
}
