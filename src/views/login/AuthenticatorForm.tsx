import { SafetyOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field/FormField';
import { TextInput } from '@/components/text-input/TextInput';
import { t } from '@/locales';
import styles from './login.module.css';
import { PlainButton } from '@/components/plain-button/PlainButton';

interface Props {
  username: string;
  submitting: boolean;
  onSubmit(code: string): void;
  onBack(): void;
}

const SIX_DIGITS = /^[0-9]{6}$/;

/** Second login step: the 6-digit code of the user's authenticator app. */
export function AuthenticatorForm({ username, submitting, onSubmit, onBack }: Props) {
  const { token } = theme.useToken();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(code)) {
      setError(t('login.authenticatorCodeInvalid'));
      return;
    }
    onSubmit(code);
  };

  return (
    <form name="authenticator" noValidate onSubmit={submit} className={styles.form}>
      <p className={styles.hint} style={{ color: token.colorTextSecondary }}>
        {t('login.authenticatorHint', { username })}
      </p>
      <FormField id="login-code" label={t('login.authenticatorCode')} error={error}>
        <TextInput
          id="login-code"
          name="google_captcha"
          prefix={<SafetyOutlined />}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('login.authenticatorPlaceholder')}
          value={code}
          invalid={Boolean(error)}
          aria-describedby="login-code-error"
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setError(undefined);
          }}
          autoFocus
        />
      </FormField>
      <PlainButton variant="primary" type="submit" size="large" block loading={submitting}>
        {t('login.verify')}
      </PlainButton>
      <PlainButton variant="link" block onClick={onBack} disabled={submitting}>
        {t('login.back')}
      </PlainButton>
    </form>
  );
}
