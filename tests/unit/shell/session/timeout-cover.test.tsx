import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTimeoutStore } from '@/components/session-timeout/timeout-store';
import { startSession } from '@/store/user-store';
import { getToken } from '@/utils/cache';
import { fail, ok, type FakeApi } from '../../ui/support/fake-api';
import { userInfo } from '../../ui/support/fixtures';
import { currentUrl, renderApp } from '../../ui/support/render-app';
import { chooseTimeoutCover, freshBrowser } from './support';

let api: FakeApi;

beforeEach(() => {
  api = freshBrowser();
});
afterEach(() => vi.unstubAllGlobals());

/** Signs in, opens account security and types a chat id without saving it: state only the page holds. */
async function pageWithUnsavedInput(): Promise<HTMLInputElement> {
  startSession('tok-old', userInfo());
  await renderApp('/setting/security', 'en');
  const input = (await screen.findByLabelText('Telegram chat id')) as HTMLInputElement;
  fireEvent.change(input, { target: { value: '424242' } });
  return input;
}

/** The server revoked the token: the next request (here the unread count on focus) answers 401. */
function expireSessionAndMakeARequest() {
  api.on('GET', '/api/v1/notice/unread_count', fail(401, 'Session expired', 401));
  act(() => void window.dispatchEvent(new Event('focus')));
}

describe('session-timeout cover', { timeout: 30_000 }, () => {
  it('covers the page with a login form; the re-login keeps the page and its state and only clears the flag', async () => {
    chooseTimeoutCover();
    const input = await pageWithUnsavedInput();
    const urlBefore = currentUrl();

    expireSessionAndMakeARequest();
    const cover = await screen.findByRole('dialog', { name: 'Session timed out' });
    expect(sessionTimeoutStore.getState().timedOut).toBe(true);
    expect(currentUrl()).toBe(urlBefore);
    // The username is filled in; the page is still there underneath.
    expect((within(cover).getByLabelText('Username') as HTMLInputElement).value).toBe('demo');
    expect(input.isConnected).toBe(true);

    api.on('POST', '/api/v1/auth/login', ok({ token: 'tok-new', userInfo: userInfo() }));
    api.on('GET', '/api/v1/notice/unread_count', ok({ count: 2 }));
    fireEvent.change(within(cover).getByLabelText('Password'), { target: { value: 'demo123' } });
    fireEvent.click(within(cover).getByRole('button', { name: /Sign in/ }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session timed out' })).toBeNull());
    expect(sessionTimeoutStore.getState().timedOut).toBe(false);
    expect(getToken()).toBe('tok-new');
    expect(currentUrl()).toBe(urlBefore);
    // The very same input, with what the user had typed.
    expect(input.isConnected).toBe(true);
    expect(input.value).toBe('424242');
    expect(api.callsTo('/api/v1/auth/login')[0].body).toEqual({ username: 'demo', password: 'demo123' });
  });

  it('asks for the authenticator code inside the cover when the account has it on', async () => {
    chooseTimeoutCover();
    await pageWithUnsavedInput();
    expireSessionAndMakeARequest();
    const cover = await screen.findByRole('dialog', { name: 'Session timed out' });

    api.on('POST', '/api/v1/auth/login', (call) =>
      (call.body as { google_captcha?: string }).google_captcha === '123456'
        ? ok({ token: 'tok-2fa', userInfo: userInfo() })
        : fail(100139, 'code required'),
    );
    // The new session's token is accepted again (the bell asks for its count once the routes are rebuilt).
    api.on('GET', '/api/v1/notice/unread_count', ok({ count: 0 }));
    fireEvent.change(within(cover).getByLabelText('Password'), { target: { value: 'demo123' } });
    fireEvent.click(within(cover).getByRole('button', { name: /Sign in/ }));
    const code = await screen.findByLabelText('Authenticator code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /Verify and sign in/ }));
    await waitFor(() => expect(getToken()).toBe('tok-2fa'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes to the login page instead when the configuration says route-jump (the default)', async () => {
    await pageWithUnsavedInput();
    expireSessionAndMakeARequest();
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fsetting%2Fsecurity'));
    expect(sessionTimeoutStore.getState().timedOut).toBe(false);
    expect(getToken()).toBeUndefined();
  });

  it('offers the login page from the cover', async () => {
    chooseTimeoutCover();
    await pageWithUnsavedInput();
    expireSessionAndMakeARequest();
    const cover = await screen.findByRole('dialog', { name: 'Session timed out' });
    fireEvent.click(within(cover).getByRole('button', { name: 'Go to the sign-in page instead' }));
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fsetting%2Fsecurity'));
    expect(sessionTimeoutStore.getState().timedOut).toBe(false);
  });
});
