/**
 * Field checks of the sign-in family's forms (register, forgot password, mobile), the same rules
 * the server's schemas apply, so a mistake is named before anything is sent. Each answers the
 * message id of the problem, or undefined.
 */
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SIX_DIGITS = /^[0-9]{6}$/;
const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;
/** E.164: "+", country code and number, 7 to 15 digits. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

export function checkEmail(email: string): string | undefined {
  if (!email.trim()) return 'login.emailRequired';
  return EMAIL.test(email.trim()) ? undefined : 'login.emailInvalid';
}

export function checkCode(code: string): string | undefined {
  if (!code) return 'login.codeRequired';
  return SIX_DIGITS.test(code) ? undefined : 'login.codeInvalid';
}

export function checkUsername(username: string): string | undefined {
  if (!username.trim()) return 'login.usernameRequired';
  return USERNAME.test(username.trim()) ? undefined : 'login.usernameInvalid';
}

export function checkNewPassword(password: string): string | undefined {
  if (!password) return 'login.passwordRequired';
  return password.length >= MIN_PASSWORD_LENGTH ? undefined : 'login.passwordTooShort';
}

export function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'login.confirmationRequired';
  return confirmation === password ? undefined : 'login.confirmationMismatch';
}

export function checkRequired(value: string, messageId: string): string | undefined {
  return value.trim() ? undefined : messageId;
}

/**
 * The number as the server wants it: country code and number without spaces, dashes or
 * brackets, e.g. ("+86", "138 0000 0000") → "+8613800000000".
 */
export function toE164(countryCode: string, number: string): string {
  const code = countryCode.replace(/[^\d]/g, '');
  const digits = number.replace(/[\s\-()]/g, '');
  if (digits.startsWith('+')) return digits;
  return `+${code}${digits.replace(/^0+/, '')}`;
}

export function checkMobile(countryCode: string, number: string): string | undefined {
  if (!number.trim()) return 'login.mobileRequired';
  return E164.test(toE164(countryCode, number)) ? undefined : 'login.mobileInvalid';
}

/** Keeps only digits, at most six: what a code input accepts while typing. */
export function codeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

type Errors<K extends string> = Partial<Record<K, string>>;

/** The errors that are set, as message ids; empty when the form may be sent. */
export function collectErrors<K extends string>(checks: Record<K, string | undefined>): Errors<K> {
  const errors: Errors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    if (checks[key]) errors[key] = checks[key];
  }
  return errors;
}
