import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field/FormField';
import { PasswordInput } from '@/components/text-input/PasswordInput';
import { TextInput } from '@/components/text-input/TextInput';
import { t } from '@/locales';
import { useFirstPaintTakeover } from './first-paint/use-first-paint-takeover';
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

  // The page may have started with a pre-rendered copy of this form: take over what was typed there.
  const carried = (typed: Record<string, string>) => ({ username: typed.username || initialUsername, password: typed.password ?? '' });
  const copyShown = useFirstPaintTakeover({
    fields: { username: { id: USERNAME_ID, ref: usernameRef }, password: { id: PASSWORD_ID, ref: passwordRef } },
    fill: (typed) => setValues(carried(typed)),
    done: ({ values: typed, submit }) => {
      // As an edit would, fetch what submitting needs; submit if that was asked for already.
      if (Object.keys(typed).length > 0) onEdit?.();
      if (submit) trySubmit(carried(typed));
    },
  });
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
    <form name="login" noValidate onSubmit={submit} className={styles.form}>
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
          autoFocus={!copyShown}
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
