import { checkCode, checkConfirmation, checkEmail, checkNewPassword, collectErrors } from '@/views/login/shared/sign-in-rules';

export interface ForgotValues {
  email: string;
  email_code: string;
  password: string;
  password_confirmation: string;
}

type Errors = Partial<Record<keyof ForgotValues, string>>;

/** Step 1 (forgot password): the address and the code mailed to it. */
export function checkForgotStep(values: ForgotValues): Errors {
  return collectErrors<'email' | 'email_code'>({
    email: checkEmail(values.email),
    email_code: checkCode(values.email_code),
  });
}

/** Step 2 (find password): the new password twice. */
export function checkFindStep(values: ForgotValues): Errors {
  return collectErrors<'password' | 'password_confirmation'>({
    password: checkNewPassword(values.password),
    password_confirmation: checkConfirmation(values.password, values.password_confirmation),
  });
}
