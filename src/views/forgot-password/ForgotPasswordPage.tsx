import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { resetPassword } from '@/api/generated/client';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { PlainButton } from '@/components/plain-button/PlainButton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { LOGIN_PATH } from '@/router/paths';
import { isApiRequestError } from '@/utils/http';
import styles from '@/views/login/login.module.css';
import { EmailCodeFields } from '@/views/login/shared/EmailCodeFields';
import { NewPasswordFields } from '@/views/login/shared/NewPasswordFields';
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
  const { values } = form;
  const [step, setStep] = useState<'forgot' | 'find'>('forgot');
  const [submitting, setSubmitting] = useState(false);

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
          <NewPasswordFields idPrefix="find" label="login.newPassword" form={form} autoFocus />
          <PlainButton variant="primary" type="submit" size="large" block loading={submitting}>
            {t('login.resetSubmit')}
          </PlainButton>
          <PlainButton variant="link" block onClick={() => setStep('forgot')} disabled={submitting}>
            {t('login.previousStep')}
          </PlainButton>
        </form>
      </LoginShell>
    );
  }

  return (
    <LoginShell heading={t('login.forgotHeading')} footer={<BackToLoginLink />}>
      <form name="forgot-password" noValidate onSubmit={next} className={styles.form}>
        <p className={styles.hint}>{t('login.forgotHint')}</p>
        <EmailCodeFields idPrefix="forgot" scene="reset_password" form={form} autoFocus />
        <PlainButton variant="primary" type="submit" size="large" block>
          {t('login.nextStep')}
        </PlainButton>
      </form>
    </LoginShell>
  );
}
