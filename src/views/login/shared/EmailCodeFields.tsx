import { sendEmailCode } from '@/api/generated/client';
import type { SendEmailCodeBody } from '@contract/generated/types';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { t } from '@/locales';
import styles from '../login.module.css';
import { SendCodeButton } from './SendCodeButton';
import { checkEmail, codeInput } from './sign-in-rules';
import { TextField } from './TextField';

type EmailField = 'email' | 'email_code';

/** The part of a `useFormFields` form these fields use. */
interface EmailCodeForm {
  values: Record<EmailField, string>;
  errors: Partial<Record<EmailField, string>>;
  set(field: EmailField, value: string): void;
  setError(field: EmailField, id: string | undefined): void;
}

interface Props {
  /** Prefix of the inputs' ids, e.g. `register` → `register-email`, `register-code`. */
  idPrefix: string;
  /** Why the code is mailed (the server words the e-mail after it). */
  scene: NonNullable<SendEmailCodeBody['scene']>;
  form: EmailCodeForm;
  autoFocus?: boolean;
}

/** An e-mail address and the code mailed to it, with the button that sends the code (register, forgot password). */
export function EmailCodeFields({ idPrefix, scene, form, autoFocus }: Props) {
  const { values, errors, set } = form;

  const sendCode = async () => {
    const email = values.email.trim();
    try {
      await sendEmailCode({ email, scene });
      showMessage(t('login.codeSent', { email }), 'success');
      return true;
    } catch {
      // The HTTP layer has shown the server's reason.
      return false;
    }
  };

  const canSend = () => {
    const problem = checkEmail(values.email);
    form.setError('email', problem);
    return !problem;
  };

  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={t('login.email')}
        placeholder={t('login.emailPlaceholder')}
        value={values.email}
        error={errors.email}
        onValue={(value) => set('email', value)}
        autoFocus={autoFocus}
      />
      <TextField
        id={`${idPrefix}-code`}
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
        addon={<SendCodeButton send={sendCode} canSend={canSend} />}
      />
    </>
  );
}
