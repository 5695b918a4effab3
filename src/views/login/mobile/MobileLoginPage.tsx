import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { sendSmsCode } from '@/api/generated/client';
import { FormField } from '@/components/form-field/FormField';
import { PlainButton } from '@/components/plain-button/PlainButton';
import { TextInput } from '@/components/text-input/TextInput';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { signInWithMobile } from '@/store/session-actions';
import styles from '../login.module.css';
import { SendCodeButton } from '../shared/SendCodeButton';
import { checkCode, checkMobile, codeInput, collectErrors, toE164 } from '../shared/sign-in-rules';
import { AuthenticatorForm, BackToLoginLink, LoginShell, useFinishSignIn } from '../sign-in-kit';

const DEFAULT_COUNTRY_CODE = '+86';

type Field = 'mobile' | 'code';
type Step = { kind: 'phone' } | { kind: 'authenticator'; mobile: string; smsCode: string };

/** /login/mobile: phone number and a texted code; the authenticator step when the account has it on. */
export function MobileLoginPage() {
  useDocumentTitle('login.mobileTitle');
  const finish = useFinishSignIn();
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [submitting, setSubmitting] = useState(false);

  const showError = (field: Field, id: string | undefined) => setErrors((current) => ({ ...current, [field]: id }));

  const send = async () => {
    try {
      await sendSmsCode({ mobile: toE164(countryCode, number) });
      return true;
    } catch {
      return false;
    }
  };

  async function attempt(mobile: string, smsCode: string, googleCaptcha?: string) {
    setSubmitting(true);
    try {
      const outcome = await signInWithMobile({
        mobile,
        sms_code: smsCode,
        ...(googleCaptcha ? { google_captcha: googleCaptcha } : {}),
      });
      if (outcome.kind === 'signed-in') finish(outcome.userInfo);
      else if (outcome.kind === 'authenticator-required') setStep({ kind: 'authenticator', mobile, smsCode });
    } finally {
      setSubmitting(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({ mobile: checkMobile(countryCode, number), code: checkCode(code) });
    setErrors(found);
    if (Object.keys(found).length === 0) void attempt(toE164(countryCode, number), code);
  };

  if (step.kind === 'authenticator') {
    return (
      <LoginShell heading={t('login.authenticatorHeading')} footer={<BackToLoginLink />}>
        <AuthenticatorForm
          username={step.mobile}
          submitting={submitting}
          onSubmit={(googleCaptcha) => void attempt(step.mobile, step.smsCode, googleCaptcha)}
          onBack={() => setStep({ kind: 'phone' })}
        />
      </LoginShell>
    );
  }

  return (
    <LoginShell heading={t('login.mobileHeading')} footer={<BackToLoginLink />}>
      <form name="mobile-login" noValidate onSubmit={submit} className={styles.form}>
        <FormField id="mobile-number" label={t('login.mobile')} error={errors.mobile ? t(errors.mobile) : undefined}>
          <div className={styles.mobileRow}>
            <TextInput
              className={styles.countryCode}
              aria-label={t('login.countryCode')}
              inputMode="tel"
              value={countryCode}
              onChange={(event) => setCountryCode(event.target.value.replace(/[^\d+]/g, '').slice(0, 5))}
            />
            <TextInput
              id="mobile-number"
              name="mobile"
              prefix={<MobileOutlined />}
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={t('login.mobilePlaceholder')}
              value={number}
              invalid={Boolean(errors.mobile)}
              aria-describedby="mobile-number-error"
              onChange={(event) => {
                setNumber(event.target.value);
                showError('mobile', undefined);
              }}
              autoFocus
            />
          </div>
        </FormField>
        <FormField id="mobile-code" label={t('login.smsCode')} error={errors.code ? t(errors.code) : undefined}>
          <div className={styles.codeRow}>
            <TextInput
              id="mobile-code"
              name="sms_code"
              prefix={<MessageOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('login.codePlaceholder')}
              value={code}
              invalid={Boolean(errors.code)}
              aria-describedby="mobile-code-error"
              onChange={(event) => {
                setCode(codeInput(event.target.value));
                showError('code', undefined);
              }}
            />
            <SendCodeButton
              send={send}
              canSend={() => {
                const problem = checkMobile(countryCode, number);
                showError('mobile', problem);
                return !problem;
              }}
            />
          </div>
        </FormField>
        <PlainButton variant="primary" type="submit" size="large" block loading={submitting}>
          {t('login.submit')}
        </PlainButton>
      </form>
    </LoginShell>
  );
}
