import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field/FormField';
import { PasswordInput } from '@/components/text-input/PasswordInput';
import { TextInput } from '@/components/text-input/TextInput';
import { t } from '@/locales';
import { takeEarlySubmit } from './first-paint/early-submit';
import styles from './login.module.css';
import { PlainButton } from '@/components/plain-button/PlainButton';

export interface CredentialsValues {
  username: string;
  password: string;
}

interface Props {
  submitting: boolean;
  initialUsername?: string;
  /** Called on every edit; the page uses the first one to fetch what submitting needs. */
  onEdit?(): void;
  onSubmit(values: CredentialsValues): void;
}

const USERNAME_ID = 'login-username';
const PASSWORD_ID = 'login-password';

type Errors = Partial<Record<keyof CredentialsValues, string>>;

function validate(values: CredentialsValues): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = t('login.usernameRequired');
  if (!values.password) errors.password = t('login.passwordRequired');
  return errors;
}

export function CredentialsForm({ submitting, initialUsername = '', onEdit, onSubmit }: Props) {
  const [values, setValues] = useState<CredentialsValues>({ username: initialUsername, password: '' });
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  /*
   * The form may have been hydrated from the pre-rendered login screen (build/first-paint/): what
   * was typed into it before the app was up is in the inputs but not yet in this state, and a
   * submit asked for meanwhile was held (early-submit.ts). The caret stays where it was (the inputs
   * are the same elements); on a fresh form it goes to the first field.
   */
  useLayoutEffect(() => {
    const typed = { username: usernameRef.current?.value ?? '', password: passwordRef.current?.value ?? '' };
    const carried = { username: typed.username || initialUsername, password: typed.password };
    if (typed.username || typed.password) {
      setValues(carried);
      onEdit?.();
    }
    if (takeEarlySubmit()) trySubmit(carried);
    else if (document.activeElement === document.body || document.activeElement === null) usernameRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: what the inputs held before this form's state existed
  }, []);
  const [errors, setErrors] = useState<Errors>({});

  const change = (field: keyof CredentialsValues, value: string) => {
    onEdit?.();
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function trySubmit(current: CredentialsValues) {
    const found = validate(current);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit({ username: current.username.trim(), password: current.password });
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    trySubmit(values);
  };

  return (
    // method="dialog" outside a dialog: a native submit does nothing, so the pre-rendered form
    // (build/first-paint/) can never send the credentials anywhere before the app is up.
    <form name="login" method="dialog" noValidate onSubmit={submit} className={styles.form}>
      <FormField id={USERNAME_ID} label={t('login.username')} error={errors.username}>
        <TextInput
          ref={usernameRef}
          id={USERNAME_ID}
          name="username"
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
          value={values.username}
          invalid={Boolean(errors.username)}
          aria-describedby="login-username-error"
          onChange={(event) => change('username', event.target.value)}
        />
      </FormField>
      <FormField id={PASSWORD_ID} label={t('login.password')} error={errors.password}>
        <PasswordInput
          ref={passwordRef}
          id={PASSWORD_ID}
          name="password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={values.password}
          invalid={Boolean(errors.password)}
          aria-describedby="login-password-error"
          onChange={(event) => change('password', event.target.value)}
        />
      </FormField>
      <PlainButton variant="primary" type="submit" size="large" block loading={submitting}>
        {t('login.submit')}
      </PlainButton>
    </form>
  );
}
