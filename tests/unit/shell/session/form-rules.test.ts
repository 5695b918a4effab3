import { describe, expect, it } from 'vitest';
import { checkPasswordChange } from '@/components/password-change/password-rules';
import { checkFindStep, checkForgotStep } from '@/views/forgot-password/reset-rules';
import { checkMobile, toE164 } from '@/views/login/shared/sign-in-rules';
import { checkRegistration } from '@/views/register/register-rules';

describe('password change rules', () => {
  const valid = { old_password: 'demo123', new_password: 'better1', password_confirmation: 'better1' };

  it('accepts an old password, a new one of at least 6 characters and an equal confirmation', () => {
    expect(checkPasswordChange(valid)).toEqual({});
    expect(checkPasswordChange({ ...valid, new_password: '123456', password_confirmation: '123456' })).toEqual({});
  });

  it('asks for every field', () => {
    expect(checkPasswordChange({ old_password: '', new_password: '', password_confirmation: '' })).toEqual({
      old_password: 'account.oldPasswordRequired',
      new_password: 'account.newPasswordRequired',
      password_confirmation: 'account.confirmationRequired',
    });
  });

  it('refuses a new password under 6 characters', () => {
    expect(checkPasswordChange({ ...valid, new_password: '12345', password_confirmation: '12345' })).toEqual({
      new_password: 'account.newPasswordTooShort',
    });
  });

  it('refuses a confirmation that differs', () => {
    expect(checkPasswordChange({ ...valid, password_confirmation: 'better2' })).toEqual({
      password_confirmation: 'account.confirmationMismatch',
    });
  });

  it('refuses the old password as the new one', () => {
    expect(checkPasswordChange({ ...valid, new_password: 'demo123', password_confirmation: 'demo123' })).toEqual({
      new_password: 'account.newPasswordSame',
    });
  });
});

describe('registration rules', () => {
  const valid = {
    invite_code: 'ABC123',
    username: 'new_user',
    password: 'secret1',
    password_confirmation: 'secret1',
    email: 'new@example.com',
    email_code: '123456',
  };

  it('accepts a complete form', () => {
    expect(checkRegistration(valid)).toEqual({});
  });

  it('names each problem', () => {
    expect(
      checkRegistration({
        invite_code: ' ',
        username: 'a b',
        password: '12345',
        password_confirmation: '1234',
        email: 'not-an-address',
        email_code: '12a',
      }),
    ).toEqual({
      invite_code: 'login.inviteCodeRequired',
      username: 'login.usernameInvalid',
      password: 'login.passwordTooShort',
      password_confirmation: 'login.confirmationMismatch',
      email: 'login.emailInvalid',
      email_code: 'login.codeInvalid',
    });
  });
});

describe('forgot / find password rules', () => {
  it('step 1 needs the address and a 6-digit code; step 2 the new password twice', () => {
    const empty = { email: '', email_code: '', password: '', password_confirmation: '' };
    expect(checkForgotStep(empty)).toEqual({ email: 'login.emailRequired', email_code: 'login.codeRequired' });
    expect(checkFindStep(empty)).toEqual({
      password: 'login.passwordRequired',
      password_confirmation: 'login.confirmationRequired',
    });
    const filled = { email: 'a@b.co', email_code: '000111', password: 'abcdef', password_confirmation: 'abcdef' };
    expect(checkForgotStep(filled)).toEqual({});
    expect(checkFindStep(filled)).toEqual({});
  });
});

describe('phone numbers', () => {
  it('joins country code and number into E.164 without spaces, dashes or a trunk zero', () => {
    expect(toE164('+86', '138 0000 0000')).toBe('+8613800000000');
    expect(toE164('44', '07700-900123')).toBe('+447700900123');
    expect(toE164('+86', '+15551234567')).toBe('+15551234567');
  });

  it('accepts what the server accepts', () => {
    expect(checkMobile('+86', '13800000000')).toBeUndefined();
    expect(checkMobile('+86', '')).toBe('login.mobileRequired');
    expect(checkMobile('+86', '12')).toBe('login.mobileInvalid');
    expect(checkMobile('+0', '13800000000')).toBe('login.mobileInvalid');
  });
});
