import type { PasswordEditBody } from '@contract/generated/types';

/** The server's rule for a new password (password_edit: new_password minLength 6). */
export const MIN_NEW_PASSWORD_LENGTH = 6;

export type PasswordChangeErrors = Partial<Record<keyof PasswordEditBody, string>>;

/**
 * The password-change form's rules (spec §5 names the three fields; the rules are ours): all three
 * required, the new one at least 6 characters and different from the old one, the confirmation
 * equal to it. Answers message ids.
 */
export function checkPasswordChange(values: PasswordEditBody): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!values.old_password) errors.old_password = 'account.oldPasswordRequired';
  if (!values.new_password) errors.new_password = 'account.newPasswordRequired';
  else if (values.new_password.length < MIN_NEW_PASSWORD_LENGTH) errors.new_password = 'account.newPasswordTooShort';
  else if (values.old_password && values.new_password === values.old_password) errors.new_password = 'account.newPasswordSame';
  if (!values.password_confirmation) errors.password_confirmation = 'account.confirmationRequired';
  else if (values.password_confirmation !== values.new_password) errors.password_confirmation = 'account.confirmationMismatch';
  return errors;
}
