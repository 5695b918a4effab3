import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, switchToEnglish } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, looseText, type TestLocale } from '../support/locale-text';

const TAGS: Record<TestLocale, string> = { zh_CN: 'zh-CN', en: 'en-US' };

/** Money is stored as display × 10000 and shown with two decimals (spec §9). */
const money = (stored: number, locale: TestLocale) =>
  new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(stored / 10000);
const balanceFigure = (page: Page) => page.getByTestId('figure-balance');

async function balanceOf(suite: BrowserSuite, token: string): Promise<number> {
  return ((await apiGet(suite.baseUrl, '/api/v1/user/get_balance', token)).body.data as { balance: number }).balance;
}

describe('recharging from the console through the sandbox payment page', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it.each(['zh_CN', 'en'] as const)(
    'in %s: the modal follows the order to paid, the balance rises and the ledger shows the recharge',
    async (locale) => {
      const { page, context } = await suite.openPage();
      const token = await logIn(page, DEMO.master);
      await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
      if (locale === 'en') {
        await switchToEnglish(page);
      }
      const before = await balanceOf(suite, token);
      await expectVisible(balanceFigure(page).getByText(money(before, locale), { exact: true }));

      // The dashboard's toolbar opens the recharge modal: choose the 100.00 plan and create the order.
      await page
        .getByRole('button', { name: new RegExp(`${localeText('recharge.action.recharge', locale).split('').join('\\s?')}$`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expectVisible(dialog.getByText(localeText('recharge.modal.title', locale), { exact: true }));
      await dialog.getByRole('combobox', { name: localeText('recharge.field.plan', locale) }).click();
      await page.locator('.ant-select-item-option', { hasText: /^100\.00$/ }).click();
      const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/order/recharge');
      await dialog.getByRole('button', { name: looseText(localeText('renderer.form.submit', locale)) }).click();
      const order = (await (await created).json()).data as { order_no: string };
      await expectVisible(dialog.getByText(order.order_no, { exact: true }));
      await expectVisible(dialog.getByText(localeText('recharge.state.pending', locale), { exact: true }));
      // The modal names itself once (not again above the order), and says until when the order can be paid.
      expect(await dialog.getByText(localeText('recharge.follow.title', locale), { exact: true }).count()).toBe(1);
      await expectVisible(dialog.getByText(localeText('recharge.field.expiresAt', locale), { exact: true }));

      // Paying opens the sandbox page in a new window, in the console's language; the payer confirms.
      const payWindow = context.waitForEvent('page');
      await dialog.getByRole('link', { name: localeText('recharge.action.pay', locale) }).click();
      const sandbox = await payWindow;
      await sandbox.waitForLoadState();
      await expectVisible(sandbox.getByText(order.order_no, { exact: true }));
      await sandbox.getByRole('button', { name: localeText('server.sandbox.confirm', locale) }).click();
      await expectVisible(sandbox.getByText(localeText('server.sandbox.result.paid', locale)));
      await sandbox.close();

      // The modal sees the order paid without a reload, and the balance figures follow get_balance.
      await expectVisible(dialog.getByText(localeText('recharge.state.paid', locale), { exact: true }));
      expect(await dialog.getByText(localeText('recharge.field.expiresAt', locale), { exact: true }).count()).toBe(0);
      expect(await balanceOf(suite, token)).toBe(before + 100_0000);
      await page.locator('.ant-modal-close').click();
      await expectVisible(balanceFigure(page).getByText(money(before + 100_0000, locale), { exact: true }));

      // The header's user menu shows the signed-in user's balance (fresh after a reload); account management
      // links to the deduction statistics.
      await page.reload();
      await page.getByRole('button', { name: localeText('layout.userMenu', locale) }).click();
      await expectVisible(
        page.getByRole('menuitem', {
          name: localeText('recharge.header.balance', locale, { balance: money(before + 100_0000, locale) }),
        }),
      );
      await page.keyboard.press('Escape');
      await page.goto('/account/index');
      await page
        .getByRole('link', { name: localeText('recharge.header.deduction', locale) })
        .or(page.getByRole('button', { name: localeText('recharge.header.deduction', locale) }))
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/account/deduction');
      const ledgerRow = page.locator('.ant-table-row', { hasText: order.order_no });
      await expectVisible(ledgerRow);
      await expectVisible(ledgerRow.getByText(localeText('recharge.kind.recharge', locale), { exact: true }));
      await expectVisible(ledgerRow.getByText(money(before + 100_0000, locale), { exact: true }));
      await expectVisible(page.getByText(localeText('recharge.chart.byDay', locale), { exact: true }));

      // The order is listed as paid among the recharge orders.
      await page.goto('/account/recharge_orders');
      const orderRow = page.locator('.ant-table-row', { hasText: order.order_no });
      await expectVisible(orderRow.getByText(localeText('recharge.state.paid', locale), { exact: true }));

      // Account management tops up the master's own row with the same modal.
      await page.goto('/account/index');
      const ownRow = page.locator('.ant-table-row', { hasText: DEMO.master.username });
      await ownRow.getByRole('button', { name: looseText(localeText('recharge.action.topup', locale)) }).click();
      await expectVisible(page.getByRole('dialog').getByRole('combobox', { name: localeText('recharge.field.plan', locale) }));
    },
  );

  it('in en: an order left unpaid is paid later from the order list, which then shows it paid without "pay", "cancel" or an expiry', async () => {
    const locale = 'en';
    const { page, context } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await switchToEnglish(page);
    const before = await balanceOf(suite, token);

    // An order is made and its modal closed before paying.
    await page.goto('/account/recharge_orders');
    await page
      .getByRole('button', { name: new RegExp(`${localeText('recharge.action.recharge', locale)}$`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: localeText('recharge.field.plan', locale) }).click();
    await page.locator('.ant-select-item-option', { hasText: /^100\.00$/ }).click();
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/order/recharge');
    await dialog.getByRole('button', { name: looseText(localeText('renderer.form.submit', locale)) }).click();
    const order = (await (await created).json()).data as { order_no: string };
    await expectVisible(dialog.getByText(order.order_no, { exact: true }));
    await page.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'hidden' });

    // The pending order offers "pay" beside "cancel" and says when it expires.
    const row = page.locator('.ant-table-row', { hasText: order.order_no });
    await expectVisible(row.getByText(localeText('recharge.state.pending', locale), { exact: true }));
    const pay = row.getByRole('link', { name: localeText('recharge.action.payOrder', locale), exact: true });
    await expectVisible(pay);
    await expectVisible(row.getByRole('button', { name: looseText(localeText('recharge.action.cancel', locale)) }));
    const expiryColumn = await page
      .locator('.ant-table-thead th')
      .evaluateAll(
        (cells, title) => cells.findIndex((cell) => cell.textContent?.trim() === title),
        localeText('recharge.field.expiresAt', locale),
      );
    expect(expiryColumn).toBeGreaterThanOrEqual(0);
    const expiryCell = row.locator('td').nth(expiryColumn);
    expect((await expiryCell.innerText()).trim()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // "Pay" opens the same sandbox payment page for this order.
    const payWindow = context.waitForEvent('page');
    await pay.click();
    const sandbox = await payWindow;
    await sandbox.waitForLoadState();
    await expectVisible(sandbox.getByText(order.order_no, { exact: true }));
    await sandbox.getByRole('button', { name: localeText('server.sandbox.confirm', locale) }).click();
    await expectVisible(sandbox.getByText(localeText('server.sandbox.result.paid', locale)));
    await sandbox.close();
    expect(await balanceOf(suite, token)).toBe(before + 100_0000);

    // Back in the console's window the list asks again: paid, with neither action nor expiry.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expectVisible(row.getByText(localeText('recharge.state.paid', locale), { exact: true }));
    expect(await row.getByRole('link', { name: localeText('recharge.action.payOrder', locale), exact: true }).count()).toBe(0);
    expect(await row.getByRole('button', { name: looseText(localeText('recharge.action.cancel', locale)) }).count()).toBe(0);
    expect((await expiryCell.innerText()).trim()).toBe('-');
  });
});
