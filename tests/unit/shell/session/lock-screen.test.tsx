import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_INFO_KEY } from '@/enums/cache-enum';
import { lockStore } from '@/store/lock-store';
import { updateProjectConfig } from '@/store/project-config-store';
import { startSession } from '@/store/user-store';
import { getAuthCache, getToken } from '@/utils/cache';
import { fail, ok, type FakeApi } from '../../ui/support/fake-api';
import { userInfo } from '../../ui/support/fixtures';
import { currentUrl, renderApp } from '../../ui/support/render-app';
import { freshBrowser, storedTexts } from './support';

const PASSWORD = 'demo123';
let api: FakeApi;

beforeEach(() => {
  api = freshBrowser();
  api.on('PUT', '/api/v1/user/unlock', (call) => ok({ valid: (call.body as { password: string }).password === PASSWORD }));
  api.on('GET', '/api/v1/user/logout', ok(null));
});
afterEach(() => vi.unstubAllGlobals());

async function signedInPage() {
  startSession('tok-lock', userInfo());
  await renderApp('/dashboard/analysis', 'en');
  await screen.findByText('Balance');
}

async function lockFromUserMenu() {
  fireEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Lock screen/ }));
  return screen.findByRole('dialog', { name: 'Screen locked' });
}

function typePassword(value: string) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: /Unlock/ }));
}

describe('lock screen', { timeout: 30_000 }, () => {
  it('locks from the user menu, refuses a wrong password and opens with the right one, checked by the server', async () => {
    await signedInPage();
    const lock = await lockFromUserMenu();
    // The page behind can be neither used nor read.
    const page = screen.getByText('Balance').closest('body > *');
    expect(page?.hasAttribute('inert')).toBe(true);
    expect(within(lock).getByText('Demo master')).toBeTruthy();
    expect(getAuthCache(LOCK_INFO_KEY)).toEqual({ isLock: true, username: 'demo' });

    typePassword('wrong-one');
    expect(await screen.findByText(/Wrong password/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Screen locked' })).toBeTruthy();

    typePassword(PASSWORD);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Screen locked' })).toBeNull());
    expect(page?.hasAttribute('inert')).toBe(false);
    expect(getAuthCache(LOCK_INFO_KEY)).toBeUndefined();
    expect(api.callsTo('/api/v1/user/unlock').map((call) => call.body)).toEqual([{ password: 'wrong-one' }, { password: PASSWORD }]);
    expect(api.callsTo('/api/v1/user/unlock')[0].headers.get('authorization')).toBe('Bearer tok-lock');
    // No password was ever written to the browser's storage.
    expect(storedTexts().filter((text) => text.includes(PASSWORD) || text.includes('wrong-one'))).toEqual([]);
  });

  it('stays locked after a reload', async () => {
    await signedInPage();
    await lockFromUserMenu();
    cleanup();
    // A reload: the stores start again from what the browser stored.
    lockStore.reset();
    await renderApp('/dashboard/analysis', 'en');
    expect(await screen.findByRole('dialog', { name: 'Screen locked' })).toBeTruthy();
  });

  it('goes to login when the server ends the session after too many wrong passwords', async () => {
    await signedInPage();
    await lockFromUserMenu();
    api.on('PUT', '/api/v1/user/unlock', fail(401, 'Too many wrong passwords: signed out', 401));
    typePassword('nope');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/login/));
    expect(screen.queryByRole('dialog', { name: 'Screen locked' })).toBeNull();
    expect(getAuthCache(LOCK_INFO_KEY)).toBeUndefined();
    expect(getToken()).toBeUndefined();
  });

  it('"back to login" logs out and clears the lock', async () => {
    await signedInPage();
    await lockFromUserMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out and go to the login page' }));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(api.callsTo('/api/v1/user/logout')).toHaveLength(1);
    expect(getAuthCache(LOCK_INFO_KEY)).toBeUndefined();
    expect(getToken()).toBeUndefined();
  });

  it('locks by itself after lockTime idle minutes, and not while the user is active', async () => {
    await signedInPage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      act(() => void updateProjectConfig({ lockTime: 2 }));
      act(() => void vi.advanceTimersByTime(90_000));
      fireEvent.mouseMove(document.body);
      act(() => void vi.advanceTimersByTime(90_000));
      expect(lockStore.getState().locked).toBe(false);
      act(() => void vi.advanceTimersByTime(30_000));
      expect(lockStore.getState().locked).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('dialog', { name: 'Screen locked' })).toBeTruthy();
  });

  it('never locks by itself with lockTime 0', async () => {
    await signedInPage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      act(() => void updateProjectConfig({ lockTime: 0 }));
      act(() => void vi.advanceTimersByTime(24 * 60 * 60_000));
      expect(lockStore.getState().locked).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
