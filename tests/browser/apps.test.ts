import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { tinySite } from '../support/zip-file';

const text = (id: string) => localeText(id, 'zh_CN');
/** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
const button = (id: string) => ({
  name: new RegExp(`${[...text(id)].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`),
});
const rowOf = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name });
const answerOf = (page: Page, path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
/** The form item of a field, by its label (the list page kept alive behind the form has a filter of the same name). */
const formItem = (page: Page, id: string) =>
  page.locator('.ant-formily-item', { has: page.locator('label', { hasText: text(id) }) }).filter({ visible: true });
/** A shown control by its label. */
const field = (page: Page, id: string) => page.getByLabel(text(id), { exact: true }).filter({ visible: true });

interface AppItem {
  app_id: string;
  app_name: string;
  win_icon: string;
  source: string;
  package_version: string;
}

describe('apps: create with an icon, upload a package, see it in the list', () => {
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

  const appNamed = async (name: string) => {
    const answer = await apiGet(suite.baseUrl, `/api/v1/app_list?app_name=${encodeURIComponent(name)}`, token);
    return (answer.body.data as { items: AppItem[] }).items[0];
  };

  it('lists the demo apps from the schema page', async () => {
    await page.goto('/app/index');
    await expectVisible(rowOf(page, 'Demo News'));
    await expectVisible(rowOf(page, 'Demo Shop'));
  });

  it('creates an app with an uploaded icon, then uploads its static package', async () => {
    await page.getByRole('button', button('app.action.create')).click();
    await page.waitForURL(/\/app\/edit$/);
    // The list page stays mounted (kept alive) and hides once the form page shows.
    await expect.poll(() => field(page, 'app.field.name').count()).toBe(1);
    await field(page, 'app.field.name').fill('Browser app');
    await field(page, 'app.field.targetUrl').fill('https://browser.example.com/');

    const icon = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#13c2c2' } })
      .png()
      .toBuffer();
    const uploaded = answerOf(page, '/api/v1/upload');
    await formItem(page, 'app.field.icon')
      .locator('input[type=file]')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: icon });
    expect((await (await uploaded).json()).data.url).toMatch(/^\/files\/icons\/[0-9a-f]{64}\/512\.png$/);
    await expectVisible(formItem(page, 'app.field.icon').locator('img'));

    const saved = answerOf(page, '/api/v1/new_app');
    await page.getByRole('button', button('renderer.form.submit')).filter({ visible: true }).click();
    expect((await (await saved).json()).code).toBe(0);
    await page.waitForURL(/\/app\/index/);
    await expect.poll(() => field(page, 'app.field.name').count()).toBe(1);
    const row = rowOf(page, 'Browser app');
    await expectVisible(row);
    await expectVisible(row.locator('img[src^="/files/icons/"]'));
    const created = await appNamed('Browser app');
    expect(created).toMatchObject({ source: 'url', package_version: '' });

    // Edit it: switch to a static package and upload one.
    await row.getByRole('button', button('app.action.edit')).click();
    await page.waitForURL(new RegExp(`/app/edit\\?app_id=${created!.app_id}$`));
    await expect.poll(() => field(page, 'app.field.name').count()).toBe(1);
    await expect.poll(() => field(page, 'app.field.name').inputValue()).toBe('Browser app');
    await page
      .getByRole('radio', { name: text('app.source.package') })
      .filter({ visible: true })
      .check();
    await field(page, 'renderer.upload.newVersion').fill('1.0.0');
    const packaged = answerOf(page, '/api/v1/upload');
    await formItem(page, 'app.field.package')
      .locator('input[type=file]')
      .setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: tinySite('Browser app') });
    expect((await (await packaged).json()).data).toMatchObject({ version: '1.0.0', file_count: 2 });
    const resaved = answerOf(page, '/api/v1/new_app');
    await page.getByRole('button', button('renderer.form.submit')).filter({ visible: true }).click();
    expect((await (await resaved).json()).code).toBe(0);
    await page.waitForURL(/\/app\/index/);
    await expectVisible(rowOf(page, 'Browser app'));
    expect(await appNamed('Browser app')).toMatchObject({ source: 'package', package_version: '1.0.0' });
  });

  it('shows the install links with a QR code and the SDK snippet in drawers', async () => {
    await rowOf(page, 'Demo Shop').getByRole('button', button('app.action.urls')).click();
    const drawer = page.locator('.ant-drawer-content');
    await expectVisible(drawer.locator('img[alt*="/i/"]'));
    await expectVisible(drawer.getByText('Facebook ads'));
    await page.keyboard.press('Escape');
    await rowOf(page, 'Demo Shop').getByRole('button', button('app.action.sdk')).click();
    await expectVisible(page.locator('.ant-drawer-content pre code', { hasText: 'pwaSdkQueue' }));
  });
});
