import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceDataChange } from '@/api/data-changes';
import { startSession } from '@/store/user-store';
import { fail, ok, type FakeApi } from '../../ui/support/fake-api';
import { userInfo } from '../../ui/support/fixtures';
import { currentUrl, renderApp } from '../../ui/support/render-app';
import { freshBrowser } from './support';

let api: FakeApi;

beforeEach(() => {
  api = freshBrowser();
});
afterEach(() => vi.unstubAllGlobals());

async function signedIn(url = '/dashboard/analysis') {
  startSession('tok-h', userInfo());
  await renderApp(url, 'en');
  await screen.findByRole('button', { name: /Account menu$/ });
}

const badge = () => document.querySelector('[data-testid="notice-unread"] .ant-badge-count')?.getAttribute('title');

describe('header', { timeout: 30_000 }, () => {
  it('shows the unread count and asks again on navigation, on focus and when notices change', async () => {
    let unread = 3;
    api.on('GET', '/api/v1/notice/unread_count', () => ok({ count: unread }));
    await signedIn();
    await waitFor(() => expect(badge()).toBe('3'));

    unread = 2;
    fireEvent.click(screen.getByRole('button', { name: 'Notices' }));
    await waitFor(() => expect(currentUrl()).toBe('/notice/index'));
    await waitFor(() => expect(badge()).toBe('2'));

    unread = 1;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(badge()).toBe('1'));

    unread = 0;
    act(() => announceDataChange(['notice']));
    await waitFor(() => expect(badge()).toBeUndefined());
    expect(api.callsTo('/api/v1/notice/unread_count').length).toBeGreaterThanOrEqual(4);
  });

  it('keeps quiet when the count cannot be read', async () => {
    api.on('GET', '/api/v1/notice/unread_count', fail(500, 'down', 500));
    await signedIn();
    await waitFor(() => expect(api.callsTo('/api/v1/notice/unread_count').length).toBeGreaterThan(0));
    expect(screen.queryByText(/server had an internal error/i)).toBeNull();
    expect(badge()).toBeUndefined();
  });

  it('opens the support contacts and leads to a new work order', async () => {
    await signedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByText('support@example.com')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit a work order' }));
    await waitFor(() => expect(currentUrl()).toBe('/workorder/commit'));
  });

  it('goes to the work orders', async () => {
    await signedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Work orders' }));
    await waitFor(() => expect(currentUrl()).toBe('/workorder/index'));
  });

  it('opens account security from the user menu', async () => {
    await signedIn();
    fireEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Account security/ }));
    await waitFor(() => expect(currentUrl()).toBe('/setting/security'));
    expect(await screen.findByLabelText('Telegram chat id')).toBeTruthy();
  });
});

describe('password change', { timeout: 30_000 }, () => {
  async function openDialog() {
    fireEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Change password/ }));
    return screen.findByRole('dialog', { name: 'Change password' });
  }
  const fill = (dialog: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

  it('checks the rules before sending, then changes the password and says other sessions were signed out', async () => {
    api.on('PUT', '/api/v1/user/password_edit', ok(null));
    await signedIn();
    const dialog = await openDialog();
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));

    save();
    expect(await within(dialog).findByText('Please enter your current password')).toBeTruthy();
    fill(dialog, 'Current password', 'demo123');
    fill(dialog, 'New password', '12345');
    fill(dialog, 'Confirm new password', '12345');
    save();
    expect(await within(dialog).findByText('The new password needs at least 6 characters')).toBeTruthy();
    fill(dialog, 'New password', 'better1');
    fill(dialog, 'Confirm new password', 'better2');
    save();
    expect(await within(dialog).findByText('The two new passwords differ')).toBeTruthy();
    expect(api.callsTo('/api/v1/user/password_edit')).toHaveLength(0);

    fill(dialog, 'Confirm new password', 'better1');
    save();
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeTruthy();
    expect(api.callsTo('/api/v1/user/password_edit').map((call) => call.body)).toEqual([
      { old_password: 'demo123', new_password: 'better1', password_confirmation: 'better1' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
  });

  it("keeps the dialog open with the server's reason when the current password is wrong", async () => {
    api.on('PUT', '/api/v1/user/password_edit', fail(100006, 'The current password is wrong'));
    await signedIn();
    const dialog = await openDialog();
    fill(dialog, 'Current password', 'nope');
    fill(dialog, 'New password', 'better1');
    fill(dialog, 'Confirm new password', 'better1');
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
  });
});
