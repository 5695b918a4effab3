import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, switchToEnglish } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, type TestLocale } from '../support/locale-text';
import { tinySite } from '../support/zip-file';

const TAGS: Record<TestLocale, string> = { zh_CN: 'zh-CN', en: 'en-US' };

/** Money is stored as display × 10000 and shown with two decimals (spec §9). */
const money = (stored: number, locale: TestLocale) =>
  new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(stored / 10000);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface AppItem {
  app_id: string;
  app_name: string;
  source: string;
  package_version: string;
  record: string[];
}

/**
 * The master's whole first walk through apps and domains, in each language: create an app with an icon,
 * upload its package, buy a domain (price previewed while typing), bind it to the app, then see the
 * balance less the price on the dashboard and the order among the domain orders.
 */
describe('a master creates an app, uploads its package, buys a domain and binds it', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it.each(['zh_CN', 'en'] as const)('in %s', async (locale) => {
    const text = (id: string) => localeText(id, locale);
    /** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
    const button = (id: string) => ({ name: new RegExp(`${[...text(id)].map(escape).join('\\s?')}$`) });
    const rowOf = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name }).filter({ visible: true });
    const answerOf = (page: Page, path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
    /** The form item of a field by its label (a list kept alive behind a form may have a filter of the same name). */
    const formItem = (page: Page, id: string) =>
      page.locator('.ant-formily-item', { has: page.locator('label', { hasText: text(id) }) }).filter({ visible: true });
    const field = (page: Page, id: string) => page.getByLabel(text(id), { exact: true }).filter({ visible: true });
    const submit = (page: Page) => page.getByRole('button', button('renderer.form.submit')).filter({ visible: true }).click();

    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    if (locale === 'en') {
      await switchToEnglish(page);
    }
    const balanceNow = async () =>
      ((await apiGet(suite.baseUrl, '/api/v1/user/get_balance', token)).body.data as { balance: number }).balance;
    const appNamed = async (name: string) =>
      ((await apiGet(suite.baseUrl, `/api/v1/app_list?app_name=${encodeURIComponent(name)}`, token)).body.data as { items: AppItem[] })
        .items[0];
    const before = await balanceNow();
    const balanceFigure = page.getByTestId('figure-balance');
    await expectVisible(balanceFigure.getByText(money(before, locale), { exact: true }));
    const suffix = locale.replace('_', '-').toLowerCase();
    const appName = `Journey ${suffix}`;

    // 1. A new app with an icon, then its static package.
    await page.goto('/app/index');
    await page.getByRole('button', button('app.action.create')).click();
    await page.waitForURL(/\/app\/edit$/);
    await expect.poll(() => field(page, 'app.field.name').count()).toBe(1);
    await field(page, 'app.field.name').fill(appName);
    await page
      .getByRole('radio', { name: text('app.source.package') })
      .filter({ visible: true })
      .check();
    const icon = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#13c2c2' } })
      .png()
      .toBuffer();
    const iconUploaded = answerOf(page, '/api/v1/upload');
    await formItem(page, 'app.field.icon')
      .locator('input[type=file]')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: icon });
    expect((await (await iconUploaded).json()).data.url).toMatch(/^\/files\/icons\/[0-9a-f]{64}\/512\.png$/);
    await expectVisible(formItem(page, 'app.field.icon').locator('img'));
    // A package is uploaded to an app that exists: saving the new app reopens it as its edit page,
    // where the upload proposes the first version.
    const saved = answerOf(page, '/api/v1/new_app');
    await submit(page);
    const savedAnswer = (await (await saved).json()) as { code: number; data: { app_id: string } };
    expect(savedAnswer.code).toBe(0);
    await page.waitForURL(new RegExp(`/app/edit\\?app_id=${savedAnswer.data.app_id}$`));
    await expect.poll(() => field(page, 'app.field.name').inputValue()).toBe(appName);
    await expect.poll(() => field(page, 'renderer.upload.newVersion').inputValue()).toBe('1.0.0');
    const packaged = answerOf(page, '/api/v1/upload');
    await formItem(page, 'app.field.package')
      .locator('input[type=file]')
      .setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: tinySite(appName) });
    expect((await (await packaged).json()).data).toMatchObject({ version: '1.0.0', file_count: 2 });
    const resaved = answerOf(page, '/api/v1/new_app');
    await submit(page);
    expect((await (await resaved).json()).code).toBe(0);
    await page.waitForURL(/\/app\/index/);
    await expectVisible(rowOf(page, appName).locator('img[src^="/files/icons/"]'));
    expect(await appNamed(appName)).toMatchObject({ source: 'package', package_version: '1.0.0' });

    // 2. A domain: the preview answers for what is typed (a reserved name, then a free one with its price).
    await page.goto('/domainmanage/buydomain');
    const root = rowOf(page, 'site.localhost');
    await expectVisible(root);
    // A root without a special offer shows no special price of 0.00; one with an offer shows its price.
    expect(await root.getByText(money(0, locale), { exact: true }).count()).toBe(0);
    await expectVisible(rowOf(page, 'pwa.localhost').getByText(money(9_9000, locale), { exact: true }).first());
    await root.getByRole('button', button('domain.action.buy')).click();
    const dialog = page.getByRole('dialog').filter({ visible: true });
    await expectVisible(dialog.getByText(text('domain.modal.buy')));
    const name = dialog.getByLabel(text('domain.field.name'), { exact: true });
    await name.fill('admin');
    await dialog.getByRole('spinbutton').fill('2');
    const preview = dialog.getByTestId('form-preview');
    await expectVisible(preview.getByText(text('domain.availability.reserved')));
    const domainName = `journey-${suffix}.site.localhost`;
    await name.fill(`journey-${suffix}`);
    const price = 2 * 12_0000;
    await expectVisible(preview.getByText(money(price, locale), { exact: true }));
    await expectVisible(preview.getByText(domainName, { exact: true }));
    const bought = answerOf(page, '/api/v1/domains/buy_domain');
    await submit(page);
    expect((await (await bought).json()).code).toBe(0);
    await dialog.waitFor({ state: 'hidden' });
    expect(await balanceNow()).toBe(before - price);

    // 3. Bind it to the new app in my domains.
    await page.goto('/domainmanage/mydomain');
    const domainRow = rowOf(page, domainName);
    await expectVisible(domainRow);
    await domainRow.getByRole('button', button('domain.action.bind')).click();
    const bindDialog = page.getByRole('dialog').filter({ visible: true });
    await expectVisible(bindDialog.getByText(text('domain.modal.bind')));
    await bindDialog.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: appName }).click();
    const bound = answerOf(page, '/api/v1/domains/pwa_bind_domain');
    await submit(page);
    expect((await (await bound).json()).code).toBe(0);
    await bindDialog.waitFor({ state: 'hidden' });
    await expectVisible(rowOf(page, domainName).getByText(appName, { exact: true }));
    expect((await appNamed(appName))!.record).toEqual([domainName]);

    // 4. The order with its charge among the domain orders, and the dashboard's balance less the price.
    await page.goto('/domainmanage/buydomain');
    await page.getByRole('tab', { name: text('domain.tab.orders') }).click();
    const order = rowOf(page, domainName);
    await expectVisible(order);
    await expectVisible(order.getByText(money(price, locale), { exact: true }));
    await page
      .getByRole('link', { name: text('menu.dashboard') })
      .or(page.getByText(text('menu.dashboard'), { exact: true }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await expectVisible(balanceFigure.getByText(money(before - price, locale), { exact: true }));
  });
  it('the app list shows the demo apps, install links and the team’s test link with a QR code, and the SDK snippet in drawers', async () => {
    const text = (id: string) => localeText(id, 'zh_CN');
    const button = (id: string) => ({ name: new RegExp(`${[...text(id)].map(escape).join('\\s?')}$`) });
    const rowOf = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name }).filter({ visible: true });
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto('/app/index');
    await expectVisible(rowOf(page, 'Demo News'));
    await expectVisible(rowOf(page, 'Demo Shop'));
    await rowOf(page, 'Demo Shop').getByRole('button', button('app.action.urls')).click();
    const drawer = page.locator('.ant-drawer-content');
    await expectVisible(drawer.locator('img[alt*="/i/"]'));
    await expectVisible(drawer.getByText('Facebook ads'));
    // The test link for the team's phones: the install page with the app's secret key, as a QR code.
    await expectVisible(drawer.getByText(text('app.field.testLink'), { exact: true }));
    await expectVisible(drawer.locator('img[alt*="?test="]'));
    await page.keyboard.press('Escape');
    await rowOf(page, 'Demo Shop').getByRole('button', button('app.action.sdk')).click();
    await expectVisible(page.locator('.ant-drawer-content pre code', { hasText: 'pwaSdkQueue' }));
  });
});
