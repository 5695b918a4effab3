import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, switchToEnglish } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { overflowAtEveryWidth } from '../support/overflow';

const text = (id: string) => localeText(id, 'en');
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const button = (id: string) => ({ name: new RegExp(`${escape(text(id))}$`) });

/**
 * The operator imports reviews from a CSV file and sees them on the app's install page; a master
 * submits a work order with a picture and finds it in the list, then in its thread. Both pages also
 * pass the overflow walk at phone, tablet and desktop widths.
 */
describe('reviews and work orders in the console', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('the operator imports reviews and sees them on the install page', { timeout: 180_000 }, async () => {
    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.official);
    await page.waitForURL((url) => url.pathname !== '/login');
    await switchToEnglish(page);
    const apps = (await apiGet(suite.baseUrl, '/api/v1/app_list?pageSize=10', token)).body.data as {
      items: { app_id: string; state: string }[];
    };
    const app = apps.items.find((a) => a.state === 'online')!;

    await page.goto('/comment/index');
    await expectVisible(page.locator('.ant-table-row').first());
    expect(await overflowAtEveryWidth(page, 'reviews')).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', button('comment.action.import')).click();
    const dialog = page.getByRole('dialog');
    const csv = [
      'app_id,author,rating,content,language,reply,created_at',
      `${app.app_id},Imported Iris,5,Imported review that loves it,en,Thanks from the team,`,
      `${app.app_id},Bad row,7,Too many stars,en,,`,
    ].join('\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/comment/import');
    await dialog.getByRole('button', button('renderer.import.submit')).click();
    expect((await (await refused).json()).data).toMatchObject({ created: 0, errors: [{ row: 2, field: 'rating' }] });
    // The per-row problems are listed; nothing of the file is stored.
    await expectVisible(dialog.locator('.ant-table-row', { hasText: 'rating' }));
    await dialog.locator('.ant-modal-footer').getByRole('button', button('renderer.import.close')).click();

    await page.getByRole('button', button('comment.action.import')).click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.split('\n').slice(0, 2).join('\n')) });
    const imported = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/comment/import');
    await dialog.getByRole('button', button('renderer.import.submit')).click();
    expect((await (await imported).json()).data).toEqual({ created: 1, errors: [] });
    await dialog.locator('.ant-modal-footer').getByRole('button', button('renderer.import.close')).click();
    await expectVisible(page.locator('.ant-table-row', { hasText: 'Imported Iris' }));

    await page.goto(`/i/${app.app_id}/`);
    await expectVisible(page.getByText('Imported review that loves it'));
    await expectVisible(page.getByText('Thanks from the team'));
    expect(await page.locator('.bars progress').count()).toBe(5);
  });

  it('a master submits a work order with a picture and sees it in the list', { timeout: 180_000 }, async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await switchToEnglish(page);
    // The seeded answer waits unread: the header's button counts it.
    await expectVisible(page.getByTestId('workorder-unread').locator('.ant-badge-count'));

    await page.goto('/workorder/commit');
    const formItem = (id: string) =>
      page.locator('.ant-formily-item', { has: page.locator('label', { hasText: text(id) }) }).filter({ visible: true });
    await formItem('workorder.field.category').locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: text('workorder.category.app') }).click();
    await page.getByLabel(text('workorder.field.title'), { exact: true }).filter({ visible: true }).fill('Icon looks blurry');
    await page.getByLabel(text('workorder.field.content'), { exact: true }).filter({ visible: true }).fill('See the picture.');
    const picture = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#722ed1' } })
      .png()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/upload');
    await formItem('workorder.field.attachments')
      .locator('input[type=file]')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: picture });
    expect((await (await uploaded).json()).data.url).toMatch(/^\/files\/pictures\/[0-9a-f]{64}\.png$/);
    await expectVisible(formItem('workorder.field.attachments').locator('img'));
    const committed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/workorder/commit');
    await page.getByRole('button', button('renderer.form.submit')).filter({ visible: true }).click();
    const answer = (await (await committed).json()) as { code: number; data: { id: number } };
    expect(answer.code).toBe(0);

    // The detail with its thread, the picture among the message's.
    await page.waitForURL(new RegExp(`/workorder/detail\\?id=${answer.data.id}$`));
    await expectVisible(page.locator('[data-side="own"]', { hasText: 'See the picture.' }).locator('img'));
    expect(await overflowAtEveryWidth(page, 'work order detail')).toEqual([]);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/workorder/index');
    await expectVisible(page.locator('.ant-table-row', { hasText: 'Icon looks blurry' }));
    expect(await overflowAtEveryWidth(page, 'work orders')).toEqual([]);
  });
});
