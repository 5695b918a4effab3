import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, switchToEnglish } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, type TestLocale } from '../support/locale-text';

const TAGS: Record<TestLocale, string> = { zh_CN: 'zh-CN', en: 'en-US' };
const count = (n: number, locale: TestLocale) => new Intl.NumberFormat(TAGS[locale]).format(n);
const money = (stored: number, locale: TestLocale) =>
  new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(stored / 10000);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
const button = (id: string, locale: TestLocale) => ({ name: new RegExp(`${[...localeText(id, locale)].map(escape).join('\\s?')}$`) });
const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
/** The value cell beside a label of the benefits' descriptions. */
const benefit = (page: Page, label: string) =>
  page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${escape(label)}$`) }).locator('xpath=following-sibling::*[1]');

interface Usage {
  install_quota: number;
  plan_name: string;
  plan_code: string;
}

describe('packages in the console', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  const usageOf = async (token: string) => (await apiGet(suite.baseUrl, '/api/v1/packages/check_usage_packages', token)).body.data as Usage;

  it('in zh_CN: the demo upgrades to the professional package, sees the credit first, then its quota on the benefits tab', async () => {
    const locale = 'zh_CN';
    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    const before = await usageOf(token);

    await page.goto('/packages/index?tab=upgrade');
    const pro = rowOf(page, '专业版');
    await expectVisible(pro);
    // Only plans above the current Standard are offered: neither it nor the cheaper Starter.
    expect(await pro.locator('xpath=ancestor::tbody').locator('.ant-table-row').count()).toBe(1);
    await pro.getByRole('button', button('package.action.upgradeTo', locale)).click();
    const dialog = page.getByRole('dialog');
    const preview = dialog.getByTestId('form-preview');
    await expectVisible(preview.getByText(money(1_299_0000, locale), { exact: true }));
    await expectVisible(preview.getByText(localeText('package.field.credit', locale)));

    const upgraded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/packages/update_package');
    await dialog.getByRole('button', button('renderer.form.submit', locale)).click();
    expect((await (await upgraded).json()).code).toBe(0);
    await dialog.waitFor({ state: 'hidden' });

    const after = await usageOf(token);
    expect(after.plan_name).toBe('专业版');
    // The new base's 20,000 installs replace the old base's 5,000; the add-on's 1,000 stay.
    expect(after.install_quota).toBe(before.install_quota - 5000 + 20_000);
    await page.getByRole('tab', { name: localeText('package.tab.benefits', locale) }).click();
    await expectVisible(benefit(page, localeText('package.field.currentPlan', locale)).getByText('专业版', { exact: true }));
    await expectVisible(
      benefit(page, localeText('package.field.installQuota', locale)).getByText(count(after.install_quota, locale), { exact: true }),
    );
  });

  it('in en: the demo buys an installs overlay package and the benefits show the larger quota; the order is listed; wording and usage records', async () => {
    const locale = 'en';
    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await switchToEnglish(page);
    const before = await usageOf(token);

    await page.goto('/overlay_packages/index');
    const addOn = rowOf(page, 'Installs overlay package 1,000');
    await expectVisible(addOn);
    await addOn.getByRole('button', button('package.action.buyAddon', locale)).click();
    const dialog = page.getByRole('dialog');
    // Price and amount to pay are the same for an add-on.
    await expectVisible(dialog.getByTestId('form-preview').getByText(money(99_0000, locale), { exact: true }).first());
    const bought = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/packages/buy_overlay_package');
    await dialog.getByRole('button', button('renderer.form.submit', locale)).click();
    expect((await (await bought).json()).code).toBe(0);
    await dialog.waitFor({ state: 'hidden' });

    expect((await usageOf(token)).install_quota).toBe(before.install_quota + 1000);
    await page.goto('/packages/index');
    await expectVisible(
      benefit(page, localeText('package.field.installQuota', locale)).getByText(count(before.install_quota + 1000, locale), {
        exact: true,
      }),
    );

    await page.goto('/packages/packages_order');
    await expectVisible(rowOf(page, 'Installs overlay package 1,000').first());

    // One name for overlay packages, and the upgrade says so.
    await page.goto('/packages/index');
    await expectVisible(page.getByRole('tab', { name: 'Upgrade package', exact: true }));
    // Days left count the day begun; the upgrade's credit says it does not.
    await expectVisible(page.getByText('Days left (counting the day begun)', { exact: true }));
    await expectVisible(page.getByRole('button', { name: /Upgrade package$/ }));
    await page.goto('/overlay_packages/index');
    await expectVisible(page.getByRole('tab', { name: 'Buy overlay package', exact: true }));
    expect(await page.getByText(/add-on/i).count()).toBe(0);

    // Usage records say what was used and link to the app.
    await page.goto('/packages/index?tab=usage');
    const used = page.getByRole('link', { name: /^Install of .+, [^,]+$/ }).first();
    await expectVisible(used);
    expect(await used.getAttribute('href')).toMatch(/^\/app\/edit\?app_id=\w+/);
    expect(await page.getByText(/^install:\d+$/).count()).toBe(0);
  });

  it("in zh_CN: the dashboard's buy-package modal renews the current package, and the balance figure drops by its price", async () => {
    const locale = 'zh_CN';
    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    const before = await usageOf(token);
    const balanceBefore = ((await apiGet(suite.baseUrl, '/api/v1/user/get_balance', token)).body.data as { balance: number }).balance;

    await page.getByRole('button', button('dashboard.action.buyPackage', locale)).click();
    const dialog = page.getByRole('dialog', { name: localeText('dashboard.buyPackage.title', locale) });
    await expectVisible(dialog);
    await dialog.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: before.plan_name }).click();
    // Choosing the package already held means renewing it; the preview says so before anything is paid.
    const preview = dialog.getByTestId('form-preview');
    await expectVisible(preview.getByText(localeText('dashboard.buyPackage.action.renew', locale)));
    const quote = (
      await apiGet(suite.baseUrl, `/api/v1/packages/package_quote?action=purchase&plan=${encodeURIComponent(before.plan_code)}`, token)
    ).body.data as { amount: number };
    await expectVisible(preview.getByText(money(quote.amount, locale), { exact: true }).first());

    const purchased = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/packages/purchase_package');
    // An impatient triple click: the form sends one key per opening and ignores a submit while one runs,
    // so the package is paid once.
    await dialog.getByRole('button', button('renderer.form.submit', locale)).click({ clickCount: 3 });
    expect((await (await purchased).json()).code).toBe(0);
    await dialog.waitFor({ state: 'hidden' });
    const balanceAfter = ((await apiGet(suite.baseUrl, '/api/v1/user/get_balance', token)).body.data as { balance: number }).balance;
    expect(balanceAfter).toBe(balanceBefore - quote.amount);

    // The figures that read the balance ask again: the card shows the new balance without a reload.
    const balanceCard = page
      .locator('div')
      .filter({ has: page.getByText(localeText('dashboard.balance', locale), { exact: true }) })
      .filter({ has: page.getByText(money(balanceBefore - quote.amount, locale), { exact: true }) })
      .last();
    await expectVisible(balanceCard);
    expect((await usageOf(token)).install_quota).toBeGreaterThan(before.install_quota);
    // So does the header's user menu.
    await page.getByRole('button', { name: localeText('layout.userMenu', locale) }).click();
    await expectVisible(
      page.getByRole('menuitem', {
        name: localeText('recharge.header.balance', locale, { balance: money(balanceBefore - quote.amount, locale) }),
      }),
    );
  });
});
