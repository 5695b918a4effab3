import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/store/user-store';
import { ok, type FakeApi } from '../../ui/support/fake-api';
import { userInfo } from '../../ui/support/fixtures';
import { renderApp } from '../../ui/support/render-app';
import { freshBrowser } from './support';

let api: FakeApi;
let server: { google_bind: boolean; google_open: boolean; telegram_chat_id: string };

beforeEach(() => {
  api = freshBrowser();
  server = { google_bind: false, google_open: false, telegram_chat_id: '' };
  api.on('GET', '/api/v1/user/get_user_details', () => ok(userInfo({ ...server })));
  api.on(
    'GET',
    '/api/v1/user/get_google_bind_url',
    ok({ secret: 'JBSWY3DPEHPK3PXP', url: 'otpauth://totp/x', qrcode: 'data:image/png;base64,AAAA' }),
  );
  api.on('PUT', '/api/v1/user/bind_google_captcha', () => {
    server = { ...server, google_bind: true, google_open: true };
    return ok(null);
  });
  api.on('PUT', '/api/v1/user/user_is_google_open_edit', (call) => {
    server = { ...server, google_open: (call.body as { is_open: number }).is_open === 1 };
    return ok({ google_open: server.google_open });
  });
  api.on('PUT', '/api/v1/user/verify_google_captcha', (call) =>
    ok({ valid: (call.body as { google_captcha: string }).google_captcha === '111111' }),
  );
  api.on('PUT', '/api/v1/user/bind_chat_id', (call) => {
    server = { ...server, telegram_chat_id: (call.body as { chat_id: string }).chat_id };
    return ok(null);
  });
});
afterEach(() => vi.unstubAllGlobals());

async function openPage() {
  startSession('tok-s', userInfo());
  await renderApp('/setting/security', 'en');
  return screen.findByText('Authenticator (two-step sign-in)');
}

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('account security', { timeout: 30_000 }, () => {
  it('binds an authenticator from its QR code and key, which turns the sign-in check on', async () => {
    await openPage();
    const auth = card('Authenticator (two-step sign-in)');
    expect(within(auth).getByText('Not bound')).toBeTruthy();
    fireEvent.click(within(auth).getByRole('button', { name: 'Bind an authenticator' }));

    expect(await within(auth).findByRole('img', { name: 'QR code of the authenticator key' })).toBeTruthy();
    expect(within(auth).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(within(auth).getByLabelText('Authenticator code'), { target: { value: '12' } });
    fireEvent.click(within(auth).getByRole('button', { name: /Bind$/ }));
    expect(await within(auth).findByText('Enter the 6 digits from your authenticator app')).toBeTruthy();
    expect(api.callsTo('/api/v1/user/bind_google_captcha')).toHaveLength(0);

    fireEvent.change(within(auth).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(auth).getByRole('button', { name: /Bind$/ }));
    await waitFor(() => expect(within(auth).getByText('Bound')).toBeTruthy());
    expect(api.callsTo('/api/v1/user/bind_google_captcha')[0].body).toEqual({ google_captcha: '123456' });
    expect(within(auth).getByRole('switch', { name: 'Ask for the code at sign-in' }).getAttribute('aria-checked')).toBe('true');
  });

  it('switches the sign-in check off with a code, and tests a code', async () => {
    server = { ...server, google_bind: true, google_open: true };
    await openPage();
    const auth = card('Authenticator (two-step sign-in)');
    const toggle = await within(auth).findByRole('switch', { name: 'Ask for the code at sign-in' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(toggle);
    fireEvent.change(await within(auth).findByLabelText('Authenticator code'), { target: { value: '222222' } });
    fireEvent.click(within(auth).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(api.callsTo('/api/v1/user/user_is_google_open_edit')[0].body).toEqual({
      is_open: 0,
      google_captcha: '222222',
    });

    fireEvent.click(within(auth).getByRole('button', { name: 'Test a code' }));
    fireEvent.change(await within(auth).findByLabelText('Authenticator code'), { target: { value: '111111' } });
    fireEvent.click(within(auth).getByRole('button', { name: 'Check' }));
    expect(await within(auth).findByText('The code is valid.')).toBeTruthy();
  });

  it('binds and unbinds a Telegram chat id', async () => {
    await openPage();
    const telegram = card('Telegram notifications');
    fireEvent.change(within(telegram).getByLabelText('Telegram chat id'), { target: { value: 'abc' } });
    fireEvent.click(within(telegram).getByRole('button', { name: 'Save' }));
    expect(await within(telegram).findByText('A chat id has only digits (groups start with -)')).toBeTruthy();

    fireEvent.change(within(telegram).getByLabelText('Telegram chat id'), { target: { value: '-100123' } });
    fireEvent.click(within(telegram).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Telegram chat id is saved.')).toBeTruthy();
    expect(api.callsTo('/api/v1/user/bind_chat_id')[0].body).toEqual({ chat_id: '-100123' });

    fireEvent.click(await within(telegram).findByRole('button', { name: 'Unbind' }));
    // The test ends on what the user sees last: the toast renders in a root of its own, which a test ending
    // earlier would leave rendering after the file's window is gone.
    expect(await screen.findByText('Telegram is unbound.')).toBeTruthy();
    expect(api.callsTo('/api/v1/user/bind_chat_id')[1]?.body).toEqual({ chat_id: '' });
  });
});
