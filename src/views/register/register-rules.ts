import {
  checkCode,
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  checkRequired,
  checkUsername,
  collectErrors,
} from '@/views/login/shared/sign-in-rules';

export interface RegisterValues {
  invite_code: string;
  username: string;
  password: string;
  password_confirmation: string;
  email: string;
  email_code: string;
}

/** Message ids of every problem of the registration form (the server's own rules, checked first here). */
export function checkRegistration(values: RegisterValues): Partial<Record<keyof RegisterValues, string>> {
  return collectErrors<keyof RegisterValues>({
    invite_code: checkRequired(values.invite_code, 'login.inviteCodeRequired'),
    username: checkUsername(values.username),
    password: checkNewPassword(values.password),
    password_confirmation: checkConfirmation(values.password, values.password_confirmation),
    email: checkEmail(values.email),
    email_code: checkCode(values.email_code),
  });
}
