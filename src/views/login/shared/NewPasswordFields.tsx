import { t } from '@/locales';
import { TextField } from './TextField';

type PasswordField = 'password' | 'password_confirmation';

/** The part of a `useFormFields` form these fields use. */
interface NewPasswordForm {
  values: Record<PasswordField, string>;
  errors: Partial<Record<PasswordField, string>>;
  set(field: PasswordField, value: string): void;
}

interface Props {
  /** Prefix of the inputs' ids, e.g. `register` → `register-password`, `register-confirmation`. */
  idPrefix: string;
  /** Message id of the first field's label. */
  label: string;
  form: NewPasswordForm;
  autoFocus?: boolean;
}

/** A new password and its confirmation (register, find password). */
export function NewPasswordFields({ idPrefix, label, form, autoFocus }: Props) {
  const { values, errors, set } = form;
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        password
        autoComplete="new-password"
        label={t(label)}
        placeholder={t('login.newPasswordPlaceholder')}
        value={values.password}
        error={errors.password}
        onValue={(value) => set('password', value)}
        autoFocus={autoFocus}
      />
      <TextField
        id={`${idPrefix}-confirmation`}
        name="password_confirmation"
        password
        autoComplete="new-password"
        label={t('login.confirmPassword')}
        placeholder={t('login.confirmPasswordPlaceholder')}
        value={values.password_confirmation}
        error={errors.password_confirmation}
        onValue={(value) => set('password_confirmation', value)}
      />
    </>
  );
}
