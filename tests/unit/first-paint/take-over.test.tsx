import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchEarlyActions } from '@/views/login/first-paint/take-over';
import { toStaticMarkup } from '../../../build/first-paint/first-paint-markup';
import { installFakeApi, ok, type FakeApi } from '../ui/support/fake-api';
import { pageSchemas, userInfo } from '../ui/support/fixtures';
import { currentUrl, renderApp, resetBrowserState } from '../ui/support/render-app';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET', '/api/v1/console/pages', ok(pageSchemas()));
  api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
});
afterEach(() => {
  document.getElementById('first-paint')?.remove();
  vi.unstubAllGlobals();
});

/** The login screen as the build pre-renders it: the live screen, rendered, turned into its static copy. */
async function staticCopyOfLoginScreen(): Promise<string> {
  const { container } = await renderApp('/login');
  await screen.findByLabelText('密码');
  const markup = toStaticMarkup(container);
  cleanup();
  return markup;
}

/** A page that starts with that copy in it, as the server's /login answer does. */
function pageWithCopy(markup: string): HTMLElement {
  const layer = document.createElement('div');
  layer.id = 'first-paint';
  layer.innerHTML = markup;
  document.body.prepend(layer);
  return layer;
}

function typeInCopy(layer: HTMLElement, id: string, value: string): HTMLInputElement {
  const input = layer.querySelector<HTMLInputElement>(`#first-paint-${id}`)!;
  input.value = value;
  return input;
}

describe('the live login form taking over from the pre-rendered copy', { timeout: 20_000 }, () => {
  it('keeps what was typed into the copy and where the caret was, then removes the copy', async () => {
    const layer = pageWithCopy(await staticCopyOfLoginScreen());
    typeInCopy(layer, 'login-username', 'demo');
    const password = typeInCopy(layer, 'login-password', 'demo12');
    password.focus();
    password.setSelectionRange(2, 2);

    await renderApp('/login');
    const live = (await screen.findByLabelText('密码')) as HTMLInputElement;
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('demo');
    expect(live.value).toBe('demo12');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([2, 2]);
    expect(document.getElementById('first-paint')).toBeNull();
    expect(api.callsTo('/api/v1/auth/login')).toHaveLength(0);
  });

  it('puts the caret in the username, as autofocus does, when nothing was typed', async () => {
    pageWithCopy(await staticCopyOfLoginScreen());
    (document.activeElement as HTMLElement | null)?.blur();
    await renderApp('/login');
    const username = await screen.findByLabelText('用户名');
    expect(document.activeElement).toBe(username);
    expect(document.getElementById('first-paint')).toBeNull();
  });

  it('signs in when Enter was pressed in the copy before the app was up', async () => {
    api.on('POST', '/api/v1/auth/login', ok({ token: 'tok-early', userInfo: userInfo() }));
    const layer = pageWithCopy(await staticCopyOfLoginScreen());
    catchEarlyActions();
    typeInCopy(layer, 'login-username', ' demo ');
    const password = typeInCopy(layer, 'login-password', 'demo123');
    password.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));

    await renderApp('/login');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/analysis'));
    expect(api.callsTo('/api/v1/auth/login').map((call) => call.body)).toEqual([{ username: 'demo', password: 'demo123' }]);
  });

  it("a click on the copy's button with an empty field shows the live form's message instead of signing in", async () => {
    const layer = pageWithCopy(await staticCopyOfLoginScreen());
    catchEarlyActions();
    typeInCopy(layer, 'login-username', 'demo');
    layer.querySelector<HTMLButtonElement>('[data-first-paint-submit]')!.click();

    await renderApp('/login');
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(api.callsTo('/api/v1/auth/login')).toHaveLength(0);
  });

  it("replays a click on the copy's language switch and show-password button once the live screen is up", async () => {
    const layer = pageWithCopy(await staticCopyOfLoginScreen());
    catchEarlyActions();
    layer.querySelector<HTMLButtonElement>('button[aria-label="显示密码"]')!.click();
    layer.querySelector<HTMLButtonElement>('button[aria-label="语言"]')!.click();

    await renderApp('/login');
    const password = (await screen.findByLabelText('密码')) as HTMLInputElement;
    await waitFor(() => expect(password.type).toBe('text'));
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeTruthy();
    expect(document.getElementById('first-paint')).toBeNull();
  });

  it('replays nothing when the copy was only looked at', async () => {
    pageWithCopy(await staticCopyOfLoginScreen());
    catchEarlyActions();
    await renderApp('/login');
    const password = (await screen.findByLabelText('密码')) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
