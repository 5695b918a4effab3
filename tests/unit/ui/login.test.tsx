import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY, USER_INFO_KEY } from '@/enums/cache-enum';
import { getAuthCache, getToken } from '@/utils/cache';
import { configureHttp } from '@/utils/http/http-hooks';
import { fail, installFakeApi, ok, type FakeApi } from './support/fake-api';
import { operationTable, pageSchemas, userInfo } from './support/fixtures';
import { currentUrl, renderApp, resetBrowserState } from './support/render-app';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET', '/api/v1/console/pages', ok(pageSchemas()));
  api.on('GET', '/api/v1/console/operations', ok(operationTable()));
  api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
});
afterEach(() => vi.unstubAllGlobals());

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit(name = /登\s*录/) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('login page', { timeout: 20_000 }, () => {
  it('opens instead of a protected page and keeps that page as the redirect target', async () => {
    await renderApp('/channel/index');
    expect(await screen.findByRole('heading', { name: '登录账户' })).toBeTruthy();
    expect(currentUrl()).toBe('/login?redirect=%2Fchannel%2Findex');
    expect(document.title).toBe('登录 - PWA Console');
  });

  it('asks for both fields before calling the server', async () => {
    await renderApp('/login');
    await screen.findByLabelText('用户名');
    submit();
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(api.callsTo('/api/v1/auth/login')).toHaveLength(0);
  });

  it("shows the server's message when the password is wrong and stays on the login page", async () => {
    api.on('POST', '/api/v1/auth/login', fail(100001, '用户名或密码错误'));
    await renderApp('/login');
    await screen.findByLabelText('用户名');
    type('用户名', 'demo');
    type('密码', 'nope');
    submit();
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(currentUrl()).toBe('/login');
    expect(getToken()).toBeUndefined();
  });

  it('stores the session and goes to the redirect target after a successful login', async () => {
    api.on('POST', '/api/v1/auth/login', ok({ token: 'tok-1', userInfo: userInfo() }));
    await renderApp('/login?redirect=%2Fworkorder%2Findex');
    await screen.findByLabelText('用户名');
    type('用户名', ' demo ');
    type('密码', 'demo123');
    submit();
    await waitFor(() => expect(currentUrl()).toBe('/workorder/index'));
    expect(api.callsTo('/api/v1/auth/login')[0].body).toEqual({ username: 'demo', password: 'demo123' });
    expect(getToken()).toBe('tok-1');
    expect(getAuthCache(USER_INFO_KEY)).toMatchObject({ username: 'demo' });
    expect(await screen.findByText('提交工单')).toBeTruthy();
  });

  it("goes to the user's homePath when there is no redirect target", async () => {
    api.on('POST', '/api/v1/auth/login', ok({ token: 'tok-2', userInfo: userInfo({ homePath: '/notice/index' }) }));
    await renderApp('/login');
    await screen.findByLabelText('用户名');
    type('用户名', 'demo');
    type('密码', 'demo123');
    submit();
    await waitFor(() => expect(currentUrl()).toBe('/notice/index'));
  });

  it('asks for the authenticator code when the server answers 100139 and re-sends it with the credentials', async () => {
    api.on('POST', '/api/v1/auth/login', (call) => {
      const body = call.body as { google_captcha?: string };
      if (!body.google_captcha) return fail(100139, 'Authenticator code required');
      if (body.google_captcha !== '123456') return fail(100003, '验证码错误');
      return ok({ token: 'tok-3', userInfo: userInfo() });
    });
    await renderApp('/login');
    const shown = vi.fn();
    configureHttp({ showMessage: shown });
    await screen.findByLabelText('用户名');
    type('用户名', 'demo');
    type('密码', 'demo123');
    submit();

    expect(await screen.findByRole('heading', { name: '两步验证' })).toBeTruthy();
    // The 100139 message is suppressed: the code input is the answer.
    expect(shown).not.toHaveBeenCalled();

    type('身份验证器验证码', '12a34');
    submit(/验证并登录/);
    expect(await screen.findByText('请输入身份验证器中的 6 位数字')).toBeTruthy();
    expect(api.callsTo('/api/v1/auth/login')).toHaveLength(1);

    type('身份验证器验证码', '654321');
    submit(/验证并登录/);
    // (Rendering of the toast itself is covered by the wrong-password case.)
    await waitFor(() => expect(shown).toHaveBeenCalledWith('验证码错误', 'error'));
    expect(screen.getByRole('heading', { name: '两步验证' })).toBeTruthy();

    type('身份验证器验证码', '123456');
    submit(/验证并登录/);
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/analysis'));
    expect(api.callsTo('/api/v1/auth/login').map((call) => call.body)).toEqual([
      { username: 'demo', password: 'demo123' },
      { username: 'demo', password: 'demo123', google_captcha: '654321' },
      { username: 'demo', password: 'demo123', google_captcha: '123456' },
    ]);
  });

  it('switches the language from the login page and remembers it', async () => {
    await renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: '简体中文，语言' }));
    const menu = screen.getByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign in - PWA Console'));
    expect(getAuthCache(LOCALE_KEY)).toBe('en');
  });
});
