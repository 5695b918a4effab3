import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';

// Issue 3's proof: the channel and notice pages are drawn from schemas/pages alone, on the real server.
const text = (id: string, values: Record<string, string | number> = {}) => localeText(id, 'zh_CN', values);
/** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
const button = (id: string) => ({
  name: new RegExp(`${[...text(id)].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`),
});
const rowOf = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name });
/** The header badge's unread count (null when it shows none). */
const badgeCount = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="notice-unread"] .ant-badge-count')?.getAttribute('title') ?? null);
/** The figure beside a page tab's title (null when it shows none). */
const tabCount = (page: Page, id: string) =>
  page.evaluate(
    (title) =>
      [...document.querySelectorAll('.ant-tabs-tab-btn')]
        .find((tab) => tab.textContent?.startsWith(title))
        ?.querySelector('[data-testid="tab-count"]')?.textContent ?? null,
    text(id),
  );
const listAnswer = (page: Page, path: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === 'GET');

describe('schema-drawn pages', () => {
  let suite: BrowserSuite;
  let page: Page;
  let token: string;
  beforeAll(async () => {
    suite = await startBrowserSuite();
    ({ page } = await suite.openPage());
    token = await logIn(page, DEMO.master);
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('lists, filters, creates, toggles, short-links and deletes promotion channels', async () => {
    await page.goto('/channel/index');
    await expectVisible(rowOf(page, 'Facebook ads'));
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(4);

    // Filter by name (a Formily filter form from the column declarations); the state lands in the URL.
    const filterName = page.getByLabel(text('channel.field.name'), { exact: true }).first();
    await filterName.fill('Google');
    const filtered = listAnswer(page, '/api/v1/channel/list');
    // Enter submits the filter form, like its Search button.
    await filterName.press('Enter');
    expect(new URL((await filtered).url()).searchParams.get('name')).toBe('Google');
    await expectVisible(rowOf(page, 'Google ads'));
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
    expect(new URL(page.url()).searchParams.get('name')).toBe('Google');
    await page.getByRole('button', button('renderer.list.reset')).click();
    await expectVisible(rowOf(page, 'Facebook ads'));

    // Create through the modal form bound to channelAdd.
    await page.getByRole('button', button('channel.action.create')).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(text('channel.modal.create')));
    await dialog.getByRole('combobox', { name: text('channel.field.app'), exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Demo News' }).click();
    await dialog.getByLabel(text('channel.field.name'), { exact: true }).fill('Browser test channel');
    await dialog.getByRole('button', button('renderer.form.submit')).click();
    await expectVisible(rowOf(page, 'Browser test channel'));
    const created = await apiGet(suite.baseUrl, '/api/v1/channel/list?name=Browser%20test', token);
    const [channel] = (created.body.data as { items: { id: number; state: string; app_name: string }[] }).items;
    expect(channel).toMatchObject({ state: 'enabled', app_name: 'Demo News' });

    // The state switch is bound to channelState.
    const toggled = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/channel/state');
    await rowOf(page, 'Browser test channel').getByRole('switch').click();
    expect((await (await toggled).json()).data.state).toBe('disabled');

    // The short-link action calls get_short_url and shows the link it copied.
    await rowOf(page, 'Browser test channel').getByRole('button', button('channel.action.shortLink')).click();
    const result = page.getByRole('dialog').filter({ hasText: /\/s\/[A-Za-z0-9]{7}/ });
    await expectVisible(result);
    await result.getByRole('button', button('renderer.action.close')).click();
    await result.waitFor({ state: 'hidden' });

    // Delete asks first, then the row is gone on the server too.
    await rowOf(page, 'Browser test channel').getByRole('button', button('channel.action.delete')).click();
    await page.getByRole('button', button('renderer.action.confirm')).click();
    await rowOf(page, 'Browser test channel').waitFor({ state: 'detached' });
    const after = await apiGet(suite.baseUrl, '/api/v1/channel/list?name=Browser%20test', token);
    expect((after.body.data as { total: number }).total).toBe(0);
  });

  it('shows notices in all / unread / read tabs, with details and mark as read', async () => {
    await page.goto('/notice/index');
    await expectVisible(rowOf(page, 'Scheduled maintenance on Sunday'));
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(3);

    await page.getByRole('tab', { name: text('notice.tab.unread') }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'unread');
    const unreadPane = page.locator('.ant-tabs-tabpane-active');
    await expectVisible(unreadPane.locator('.ant-table-row', { hasText: 'Scheduled maintenance on Sunday' }));
    await expect.poll(() => unreadPane.locator('.ant-table-row').count()).toBe(2);
    await expect.poll(() => badgeCount(page)).toBe('2');
    await expect.poll(() => tabCount(page, 'notice.tab.unread')).toBe('2');

    // The details drawer loads the notice (noticeDetail marks it read on the server).
    await unreadPane
      .locator('.ant-table-row', { hasText: 'Your balance covers' })
      .getByRole('button', button('notice.action.view'))
      .click();
    await expectVisible(page.getByText('Top up your balance or buy a package'));
    // The row, the tab counts and the header's badge follow at once, without a reload.
    await expect.poll(() => unreadPane.locator('.ant-table-row').count()).toBe(1);
    await expect.poll(() => badgeCount(page)).toBe('1');
    await expect.poll(() => tabCount(page, 'notice.tab.unread')).toBe('1');
    await expect.poll(() => tabCount(page, 'notice.tab.read')).toBe('2');
    await page.keyboard.press('Escape');

    // Mark as read from the row.
    await unreadPane
      .locator('.ant-table-row', { hasText: 'Scheduled maintenance on Sunday' })
      .getByRole('button', button('notice.action.markRead'))
      .click();
    const unread = await apiGet(suite.baseUrl, '/api/v1/notice/unread_count', token);
    expect((unread.body.data as { count: number }).count).toBe(0);
    await expect.poll(() => unreadPane.locator('.ant-table-row').count()).toBe(0);
    await expect.poll(() => badgeCount(page)).toBeNull();
    await expect.poll(() => tabCount(page, 'notice.tab.unread')).toBe('0');

    await page.getByRole('tab', { name: text('notice.tab.read') }).click();
    const readPane = page.locator('.ant-tabs-tabpane-active');
    await expectVisible(readPane.locator('.ant-table-row', { hasText: 'Scheduled maintenance on Sunday' }));
  });

  it("draws the admin's menus page from schemas/pages/systems.json, with the seeded BACK-mode menus", async () => {
    const { page: adminPage } = await suite.openPage();
    await logIn(adminPage, DEMO.admin);
    // The list asks with the URL's filter (the parent select asks the same operation for its options first).
    const answer = adminPage.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/admin/v1/admin-menu/list' && new URL(response.url()).searchParams.get('name') === 'Systems',
    );
    await adminPage.goto('/systems/sub/accounts/auth?tab=menus&menus.name=Systems');
    expect((await answer).ok()).toBe(true);
    await expectVisible(adminPage.getByText(text('permission.menus.title')));
    // The seed's rows for the systems area (one per entry and child route of schemas/pages).
    await expectVisible(rowOf(adminPage, '/systems/sub/accounts/auth'));
    await expect.poll(() => adminPage.locator('.ant-table-row').count()).toBe(5);
    // The group row (url /systems) is granted to the admin role.
    const groupRow = adminPage.locator('.ant-table-row').filter({ has: adminPage.getByRole('cell', { name: '/systems', exact: true }) });
    await expectVisible(groupRow.getByText(text('permission.role.admin')));
  });
});
