import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field/FormField';
import { PasswordInput } from '@/components/text-input/PasswordInput';
import { TextInput } from '@/components/text-input/TextInput';
import { t } from '@/locales';
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

type Errors = Partial<Record<keyof CredentialsValues, string>>;

function validate(values: CredentialsValues): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = t('login.usernameRequired');
  if (!values.password) errors.password = t('login.passwordRequired');
  return errors;
}

export function CredentialsForm({ submitting, initialUsername = '', onEdit, onSubmit }: Props) {
  const [values, setValues] = useState<CredentialsValues>({ username: initialUsername, password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const change = (field: keyof CredentialsValues, value: string) => {
    onEdit?.();
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit({ username: values.username.trim(), password: values.password });
    }
  };

  return (
    <form name="login" noValidate onSubmit={submit} className={styles.form}>
      <FormField id="login-username" label={t('login.username')} error={errors.username}>
        <TextInput
          id="login-username"
          name="username"
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
          value={values.username}
          invalid={Boolean(errors.username)}
          aria-describedby="login-username-error"
          onChange={(event) => change('username', event.target.value)}
          autoFocus
        />
      </FormField>
      <FormField id="login-password" label={t('login.password')} error={errors.password}>
        <PasswordInput
          id="login-password"
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
