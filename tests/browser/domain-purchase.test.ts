import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, type TestLocale } from '../support/locale-text';

const TAGS: Record<TestLocale, string> = { zh_CN: 'zh-CN', en: 'en-US' };

/** Money is stored as display × 10000 and shown with two decimals (spec §9). */
const money = (stored: number, locale: TestLocale) =>
  new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(stored / 10000);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
const button = (id: string, locale: TestLocale) => ({ name: new RegExp(`${[...localeText(id, locale)].map(escape).join('\\s?')}$`) });
const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const balanceFigure = (page: Page) => page.getByTestId('figure-balance');

async function balanceOf(suite: BrowserSuite, token: string): Promise<number> {
  return ((await apiGet(suite.baseUrl, '/api/v1/user/get_balance', token)).body.data as { balance: number }).balance;
}

describe('buying a domain from the console', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it.each(['zh_CN', 'en'] as const)(
    'in %s: the price is shown while typing, the balance drops by it and the order is listed',
    async (locale) => {
      const { page } = await suite.openPage();
      const token = await logIn(page, DEMO.master);
      await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
      if (locale === 'en') {
        await page.getByRole('button', { name: localeText('common.chooseLanguage') }).click();
        await page.getByRole('menuitem', { name: localeText('common.localeName.en') }).click();
        await page.waitForFunction(() => document.documentElement.lang === 'en');
      }
      const before = await balanceOf(suite, token);
      await expectVisible(balanceFigure(page).getByText(money(before, locale), { exact: true }));

      await page.goto('/domainmanage/buydomain');
      const root = rowOf(page, 'site.localhost');
      await expectVisible(root);
      await root.getByRole('button', button('domain.action.buy', locale)).click();
      const dialog = page.getByRole('dialog');
      await expectVisible(dialog.getByText(localeText('domain.modal.buy', locale)));

      // The preview answers for what is typed: a reserved name first, then a free one with its price.
      const name = dialog.getByLabel(localeText('domain.field.name', locale), { exact: true });
      await name.fill('admin');
      await dialog.getByRole('spinbutton').fill('2');
      const preview = dialog.getByTestId('form-preview');
      await expectVisible(preview.getByText(localeText('domain.availability.reserved', locale)));
      await name.fill(`browser-${locale.replace('_', '-').toLowerCase()}`);
      const price = 2 * 12_0000;
      await expectVisible(preview.getByText(money(price, locale), { exact: true }));
      await expectVisible(preview.getByText(`browser-${locale.replace('_', '-').toLowerCase()}.site.localhost`, { exact: true }));

      const bought = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/domains/buy_domain');
      await dialog.getByRole('button', button('renderer.form.submit', locale)).click();
      expect((await (await bought).json()).code).toBe(0);
      await dialog.waitFor({ state: 'hidden' });
      expect(await balanceOf(suite, token)).toBe(before - price);

      // The order, with its charge, in the domain orders.
      await page.getByRole('tab', { name: localeText('domain.tab.orders', locale) }).click();
      const order = rowOf(page, `browser-${locale.replace('_', '-').toLowerCase()}.site.localhost`);
      await expectVisible(order);
      await expectVisible(order.getByText(money(price, locale), { exact: true }));

      // The dashboard shows the balance less the price.
      await page
        .getByRole('link', { name: localeText('menu.dashboard', locale) })
        .or(page.getByText(localeText('menu.dashboard', locale), { exact: true }))
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
      await expectVisible(balanceFigure(page).getByText(money(before - price, locale), { exact: true }));
    },
  );
});
