import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, switchToEnglish } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { overflowAtEveryWidth } from '../support/overflow';

const text = (id: string) => localeText(id, 'en');
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const button = (id: string) => ({ name: new RegExp(`${escape(text(id))}$`) });
const rowOf = (page: Page, hasText: string) => page.locator('.ant-table-row', { hasText });
const answerOf = (page: Page, path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path);

/**
 * The platform's desk in the console: the admin publishes a notice to everyone and the demo master
 * finds it unread (header badge and notice page); the admin answers the demo's work order and the demo
 * reads the answer in its thread. The admin's pages pass the overflow walk at phone, tablet and
 * desktop widths.
 */
describe('the platform desk', () => {
  let suite: BrowserSuite;
  let admin: Page;
  let master: Page;
  let masterToken: string;

  beforeAll(async () => {
    suite = await startBrowserSuite();
    admin = (await suite.openPage()).page;
    await logIn(admin, DEMO.admin);
    await admin.waitForURL((url) => url.pathname !== '/login');
    await switchToEnglish(admin);
    await admin.setViewportSize({ width: 1440, height: 900 });
    master = (await suite.openPage()).page;
    masterToken = await logIn(master, DEMO.master);
    await master.waitForURL((url) => url.pathname !== '/login');
    await switchToEnglish(master);
    await master.setViewportSize({ width: 1440, height: 900 });
  }, 120_000);
  afterAll(async () => {
    await suite?.close();
  });

  const unreadNotices = async () =>
    (await apiGet(suite.baseUrl, '/api/v1/notice/unread_count', masterToken)).body.data as { count: number };

  it('the admin publishes a notice to everyone and the demo master sees it unread', { timeout: 180_000 }, async () => {
    const before = (await unreadNotices()).count;
    await admin.goto('/platform/notices');
    await expectVisible(admin.locator('.ant-table-row').first());
    expect(await overflowAtEveryWidth(admin, 'platform notices')).toEqual([]);
    await admin.setViewportSize({ width: 1440, height: 900 });

    await admin.getByRole('button', button('platform.notice.action.create')).click();
    const dialog = admin.getByRole('dialog').filter({ hasText: text('platform.notice.modal.create') });
    await dialog.getByLabel(text('platform.notice.field.title'), { exact: true }).fill('Desk maintenance tonight');
    await dialog.getByLabel(text('platform.notice.field.content'), { exact: true }).fill('The console rests from 22:00 to 23:00.');
    const added = answerOf(admin, '/admin/v1/notice/add');
    await dialog.getByRole('button', button('renderer.form.submit')).click();
    expect((await (await added).json()).data).toMatchObject({ state: 'draft', audience: 'everyone' });
    await dialog.waitFor({ state: 'hidden' });

    const row = rowOf(admin, 'Desk maintenance tonight');
    await row.getByRole('button', button('platform.notice.action.publish')).click();
    const published = answerOf(admin, '/admin/v1/notice/publish');
    await admin.getByRole('button', button('renderer.action.confirm')).click();
    expect((await (await published).json()).data.state).toBe('published');
    await expectVisible(row.getByText(text('platform.noticeState.published'), { exact: true }));

    expect((await unreadNotices()).count).toBe(before + 1);
    await master.goto('/notice/index');
    await master.reload();
    const badge = master.getByTestId('notice-unread').locator('.ant-badge-count');
    await expectVisible(badge);
    expect(await badge.getAttribute('title')).toBe(String(before + 1));
    await expectVisible(rowOf(master, 'Desk maintenance tonight'));
  });

  it("the admin answers the demo's work order and the demo reads the answer", { timeout: 180_000 }, async () => {
    await admin.goto('/platform/workorders?username=demo');
    const order = rowOf(admin, 'How do I bind my own domain?');
    await expectVisible(order);
    expect(await overflowAtEveryWidth(admin, 'platform work orders')).toEqual([]);
    await admin.setViewportSize({ width: 1440, height: 900 });

    await order.getByRole('link', { name: 'How do I bind my own domain?' }).click();
    await admin.waitForURL(/\/platform\/workorders\/detail\?id=\d+$/);
    const id = Number(new URL(admin.url()).searchParams.get('id'));
    await expectVisible(admin.locator('[data-side="other"]').first());
    expect(await overflowAtEveryWidth(admin, 'platform work order detail')).toEqual([]);
    await admin.setViewportSize({ width: 1440, height: 900 });

    await admin.getByRole('button', button('workorder.action.reply')).click();
    const dialog = admin.getByRole('dialog').filter({ hasText: text('workorder.modal.reply') });
    await dialog.getByLabel(text('workorder.field.message'), { exact: true }).fill('The TXT record is verified now: bind it.');
    const replied = answerOf(admin, '/admin/v1/workorder/reply');
    await dialog.getByRole('button', button('renderer.form.submit')).click();
    expect((await (await replied).json()).data.state).toBe('replied');
    await expectVisible(admin.locator('[data-side="own"]', { hasText: 'The TXT record is verified now' }));

    await master.goto('/dashboard/analysis');
    await expectVisible(master.getByTestId('workorder-unread').locator('.ant-badge-count'));
    await master.goto(`/workorder/detail?id=${id}`);
    await expectVisible(master.locator('[data-side="other"]', { hasText: 'The TXT record is verified now: bind it.' }));
  });
});
