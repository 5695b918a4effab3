import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, switchToEnglish } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, type TestLocale } from '../support/locale-text';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
const button = (id: string, locale: TestLocale) => ({ name: new RegExp(`${[...localeText(id, locale)].map(escape).join('\\s?')}$`) });
const TAGS: Record<TestLocale, string> = { zh_CN: 'zh-CN', en: 'en-US' };
/** Money is stored as display × 10000 and shown with two decimals. */
const money = (stored: number, locale: TestLocale) =>
  new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(stored / 10000);
/** The list row whose cell reads exactly `text`. */
const rowWith = (page: Page, text: string) => page.locator('.ant-table-row').filter({ has: page.getByText(text, { exact: true }) });

async function balanceOf(suite: BrowserSuite, token: string): Promise<number> {
  return ((await apiGet(suite.baseUrl, '/api/v1/user/get_balance', token)).body.data as { balance: number }).balance;
}

describe('the admin’s accounts page', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('in en: the admin filters, opens demo’s details, adjusts its balance with a reason; demo sees the balance and the reason', async () => {
    const locale = 'en';
    const reason = 'Goodwill credit for ticket 77';
    const admin = await suite.openPage();
    const page = admin.page;
    await logIn(page, DEMO.admin);
    await page.waitForURL((url) => url.pathname === '/systems/admin/subaccount');
    await switchToEnglish(page);
    await page.goto('/systems/admin/subaccount');
    await expectVisible(page.getByText(localeText('sysaccount.title', locale), { exact: true }).first());

    // Filter: masters whose name has "demo".
    await page.getByLabel(localeText('sysaccount.field.search', locale), { exact: true }).first().fill('demo');
    await page.getByRole('combobox', { name: localeText('sysaccount.field.role', locale), exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: localeText('sysaccount.role.master', locale) }).click();
    const filtered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/admin/v1/account/list' && r.url().includes('role=master') && r.url().includes('username=demo'),
    );
    await page.getByRole('button', button('renderer.list.search', locale)).click();
    const listed = (await (await filtered).json()).data as { items: { username: string; role: string; balance: number }[] };
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((item) => item.role === 'master')).toBe(true);
    const before = listed.items.find((item) => item.username === 'demo')!.balance;
    const row = rowWith(page, DEMO.master.username);
    await expectVisible(row);
    await expectVisible(row.getByText(money(before, locale), { exact: true }));

    // The details drawer: the account's figures and its apps.
    await row.getByRole('button', button('sysaccount.action.details', locale)).click();
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: localeText('sysaccount.drawer.details', locale) });
    await expectVisible(drawer.getByText(localeText('sysaccount.table.apps', locale), { exact: true }));
    await expectVisible(drawer.getByText(DEMO.master.username, { exact: true }).first());
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Adjust: +12.34 with a reason (in the row's "more" menu).
    await row.getByRole('button', button('renderer.list.moreActions', locale)).click();
    await page.getByRole('menuitem', button('sysaccount.action.adjust', locale)).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(localeText('sysaccount.modal.adjust', locale), { exact: true }));
    await dialog.getByLabel(localeText('sysaccount.field.amount', locale), { exact: true }).fill('12.34');
    await dialog.getByLabel(localeText('sysaccount.field.reason', locale), { exact: true }).fill(reason);
    const adjusted = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/v1/account/adjust');
    await dialog.getByRole('button', button('renderer.form.submit', locale)).click();
    const answer = (await (await adjusted).json()) as { code: number; data: { balance_after: number } };
    expect(answer.code).toBe(0);
    expect(answer.data.balance_after).toBe(before + 12_3400);
    // The list follows the change.
    await expectVisible(row.getByText(money(before + 12_3400, locale), { exact: true }));

    // The demo master sees the new balance and the reason in its ledger.
    const master = await suite.openPage();
    const token = await logIn(master.page, DEMO.master);
    await master.page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await switchToEnglish(master.page);
    expect(await balanceOf(suite, token)).toBe(before + 12_3400);
    await expectVisible(master.page.getByTestId('figure-balance').getByText(money(before + 12_3400, locale), { exact: true }));
    await master.page.goto('/account/deduction');
    const ledgerRow = master.page.locator('.ant-table-row', { hasText: reason });
    await expectVisible(ledgerRow);
    await expectVisible(ledgerRow.getByText(localeText('recharge.kind.adjust', locale), { exact: true }));
    await expectVisible(ledgerRow.getByText(money(before + 12_3400, locale), { exact: true }));
  });
});
