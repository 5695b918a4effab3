import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { t } from '@/locales';

const SIX_DIGITS = /^[0-9]{6}$/;

interface Props {
  id: string;
  /** The button's text. */
  action: string;
  busy?: boolean;
  onSubmit(code: string): void;
  onCancel?(): void;
}

/** A 6-digit authenticator code and a button; the digits are checked before anything is sent. */
export function AuthenticatorCode({ id, action, busy = false, onSubmit, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState(false);
  const submit = () => {
    if (!SIX_DIGITS.test(code)) {
      setError(true);
      return;
    }
    onSubmit(code);
  };
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        {t('account.authenticatorCode')}
      </label>
      <Space.Compact style={{ width: '100%', maxWidth: 360 }}>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('account.authenticatorCodePlaceholder')}
          status={error ? 'error' : undefined}
          aria-describedby={`${id}-error`}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setError(false);
          }}
          onPressEnter={submit}
        />
        <Button type="primary" loading={busy} onClick={submit}>
          {action}
        </Button>
        {onCancel ? (
          <Button onClick={onCancel} disabled={busy}>
            {t('account.cancel')}
          </Button>
        ) : null}
      </Space.Compact>
      <div id={`${id}-error`} role={error ? 'alert' : undefined} style={{ minHeight: 22, color: '#ff4d4f' }}>
        {error ? t('account.authenticatorCodeInvalid') : null}
      </div>
    </div>
  );
}
