import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/store/user-store';
import { getToken } from '@/utils/cache';
import { fail, ok, type FakeApi } from '../../ui/support/fake-api';
import { userInfo } from '../../ui/support/fixtures';
import { currentUrl, renderApp } from '../../ui/support/render-app';
import { freshBrowser } from './support';

let api: FakeApi;

beforeEach(() => {
  api = freshBrowser();
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('login page links', { timeout: 30_000 }, () => {
  it('leads to every other way in without a token, keeping the redirect for the sign-in methods', async () => {
    await renderApp('/login?redirect=%2Fchannel%2Findex', 'en');
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    await screen.findByRole('link', { name: 'Create an account' });
    expect(link('Sign in with phone')).toBe('/login/mobile?redirect=%2Fchannel%2Findex');
    expect(link('Sign in with QR code')).toBe('/login/qr?redirect=%2Fchannel%2Findex');
    expect(link('Forgot password?')).toBe('/forgot-password');
    expect(link('Create an account')).toBe('/register');

    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(currentUrl()).toBe('/register');
  });
});

describe('register', { timeout: 30_000 }, () => {
  it('takes the invite code from the link, sends the e-mail code with a countdown and registers', async () => {
    api.on('POST', '/api/v1/auth/send_email_code', ok({ expires_in: 600 }));
    api.on('POST', '/api/v1/auth/pwauser_reg', ok({ id: 9, username: 'newbie' }));
    await renderApp('/register?invite=INV-42', 'en');
    expect(((await screen.findByLabelText('Invite code')) as HTMLInputElement).value).toBe('INV-42');

    click('Send code');
    expect(await screen.findByText('Please enter your e-mail address')).toBeTruthy();
    expect(api.callsTo('/api/v1/auth/send_email_code')).toHaveLength(0);

    type('E-mail', 'newbie@example.com');
    click('Send code');
    expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
    expect(api.callsTo('/api/v1/auth/send_email_code')[0].body).toEqual({
      email: 'newbie@example.com',
      scene: 'register',
    });

    type('Username', 'a b');
    click(/Register$/);
    expect(await screen.findByText('3 to 32 letters, digits, dots, dashes or underscores')).toBeTruthy();
    expect(screen.getByText('Please enter the code')).toBeTruthy();
    expect(api.callsTo('/api/v1/auth/pwauser_reg')).toHaveLength(0);

    type('Username', 'newbie');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    type('E-mail code', '12a3456');
    click(/Register$/);
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(api.callsTo('/api/v1/auth/pwauser_reg')[0].body).toEqual({
      invite_code: 'INV-42',
      username: 'newbie',
      password: 'secret1',
      password_confirmation: 'secret1',
      email: 'newbie@example.com',
      email_code: '123456',
    });
    // The new user only has to type the password.
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('newbie');
  });
});

describe('forgot password', { timeout: 30_000 }, () => {
  it('e-mail and code, then the new password twice; a refused code goes back to the first step', async () => {
    api.on('POST', '/api/v1/auth/send_email_code', ok({ expires_in: 600 }));
    let attempts = 0;
    api.on('POST', '/api/v1/auth/reset_password', () => (++attempts === 1 ? fail(100010, 'The code is wrong') : ok(null)));
    await renderApp('/forgot-password', 'en');
    await screen.findByLabelText('E-mail');
    type('E-mail', 'demo@example.com');
    click('Send code');
    await screen.findByRole('button', { name: /Resend in/ });
    expect(api.callsTo('/api/v1/auth/send_email_code')[0].body).toEqual({
      email: 'demo@example.com',
      scene: 'reset_password',
    });
    type('E-mail code', '111111');
    click(/Next$/);

    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    type('New password', 'newpass1');
    type('Confirm password', 'newpass2');
    click(/Set new password$/);
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    type('Confirm password', 'newpass1');
    click(/Set new password$/);

    expect(await screen.findByText('This code is wrong or has expired. Ask for a new one.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    type('E-mail code', '222222');
    click(/Next$/);
    await screen.findByRole('heading', { name: 'Set a new password' });
    click(/Set new password$/);
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(api.callsTo('/api/v1/auth/reset_password').map((call) => call.body)).toEqual([
      { email: 'demo@example.com', email_code: '111111', password: 'newpass1', password_confirmation: 'newpass1' },
      { email: 'demo@example.com', email_code: '222222', password: 'newpass1', password_confirmation: 'newpass1' },
    ]);
  });
});

describe('mobile login', { timeout: 30_000 }, () => {
  it('texts a code to the number with its country code, then signs in with the authenticator step', async () => {
    api.on('POST', '/api/v1/auth/send_sms_code', ok({ expires_in: 600 }));
    api.on('POST', '/api/v1/auth/login_mobile', (call) =>
      (call.body as { google_captcha?: string }).google_captcha ? ok({ token: 'tok-m', userInfo: userInfo() }) : fail(100139, 'code'),
    );
    await renderApp('/login/mobile?redirect=%2Fnotice%2Findex', 'en');
    await screen.findByLabelText('Phone number');
    type('Phone number', '138 0000 0000');
    click('Send code');
    await screen.findByRole('button', { name: /Resend in/ });
    expect(api.callsTo('/api/v1/auth/send_sms_code')[0].body).toEqual({ mobile: '+8613800000000' });

    type('Text message code', '654321');
    click(/Sign in/);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    type('Authenticator code', '123456');
    click(/Verify and sign in/);
    await waitFor(() => expect(currentUrl()).toBe('/notice/index'));
    expect(getToken()).toBe('tok-m');
    expect(api.callsTo('/api/v1/auth/login_mobile').map((call) => call.body)).toEqual([
      { mobile: '+8613800000000', sms_code: '654321' },
      { mobile: '+8613800000000', sms_code: '654321', google_captcha: '123456' },
    ]);
  });
});

describe('QR login', { timeout: 30_000 }, () => {
  it('shows the QR code, then scanned, then signs in when the other device confirms', async () => {
    api.on(
      'POST',
      '/api/v1/auth/qr_login/create',
      ok({
        qr_id: 'qr-1',
        url: 'http://localhost/login/qr-confirm?id=qr-1',
        qrcode: 'data:image/png;base64,AAAA',
        expires_at: new Date(Date.now() + 120_000).toISOString(),
      }),
    );
    const states = ['scanned', 'confirmed'];
    api.on('GET', '/api/v1/auth/qr_login/status', () => {
      const status = states.shift() ?? 'expired';
      return ok(status === 'confirmed' ? { status, token: 'tok-qr', userInfo: userInfo() } : { status });
    });
    await renderApp('/login/qr', 'en');
    expect(await screen.findByRole('img', { name: 'QR code to sign in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Waiting for the QR code to be scanned');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Scanned/), { timeout: 5000 });
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/analysis'), { timeout: 5000 });
    expect(getToken()).toBe('tok-qr');
    expect(api.callsTo('/api/v1/auth/qr_login/status')[0].query.get('qr_id')).toBe('qr-1');
  });

  it('offers a new QR code once it expired', async () => {
    let made = 0;
    api.on('POST', '/api/v1/auth/qr_login/create', () =>
      ok({
        qr_id: `qr-${++made}`,
        url: 'u',
        qrcode: 'data:image/png;base64,AAAA',
        expires_at: new Date(Date.now() + 120_000).toISOString(),
      }),
    );
    api.on('GET', '/api/v1/auth/qr_login/status', ok({ status: 'expired' }));
    await renderApp('/login/qr', 'en');
    const refresh = await screen.findByRole('button', { name: /New QR code/ }, { timeout: 5000 });
    expect(screen.getByRole('status').textContent).toBe('The QR code has expired.');
    fireEvent.click(refresh);
    await waitFor(() => expect(made).toBe(2));
  });

  it('the signed-in side marks the code scanned on open and confirms it', async () => {
    api.on('PUT', '/api/v1/auth/qr_login/scan', ok({ status: 'scanned' }));
    api.on('PUT', '/api/v1/auth/qr_login/confirm', ok({ status: 'confirmed' }));
    startSession('tok-phone', userInfo());
    await renderApp('/login/qr-confirm?id=qr-9', 'en');
    expect(await screen.findByText(/as Demo master\?/)).toBeTruthy();
    expect(api.callsTo('/api/v1/auth/qr_login/scan')[0].body).toEqual({ qr_id: 'qr-9' });
    click('Confirm sign-in');
    expect(await screen.findByText('The other device is now signed in.')).toBeTruthy();
    expect(api.callsTo('/api/v1/auth/qr_login/confirm')[0].body).toEqual({ qr_id: 'qr-9', confirm: true });
  });

  it("the signed-in side shows the server's reason for a QR code that is no longer valid", async () => {
    api.on('PUT', '/api/v1/auth/qr_login/scan', fail(100021, 'This QR code has expired or was already used'));
    startSession('tok-phone', userInfo());
    await renderApp('/login/qr-confirm?id=old', 'en');
    expect(await screen.findByText('This QR code has expired or was already used')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm sign-in' })).toBeNull();
  });

  it('the confirmation page asks a signed-out visitor to sign in first and comes back', async () => {
    await renderApp('/login/qr-confirm?id=qr-9', 'en');
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Flogin%2Fqr-confirm%3Fid%3Dqr-9'));
  });
});
