import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { overflowAtEveryWidth } from '../support/overflow';

// The SDK page (schemas/pages/sdk.json) as the demo operator sees it, in one page load: its keys, a
// new key's secret revealed once, the call log and the integration block, each at every width.
const text = (id: string) => localeText(id, 'zh_CN');
const button = (id: string) => ({
  name: new RegExp(`${[...text(id)].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`),
});
const rowOf = (page: Page, name: string) => page.locator('.ant-tabs-tabpane-active .ant-table-row', { hasText: name });

describe('the SDK page', () => {
  let suite: BrowserSuite;
  let page: Page;
  let token: string;
  beforeAll(async () => {
    suite = await startBrowserSuite();
    ({ page } = await suite.openPage());
    token = await logIn(page, DEMO.official);
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('lists keys, reveals a new secret once, shows the call log and the integration block', { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    await page.goto('/sdk/index');
    await expectVisible(rowOf(page, 'CRM backend'));
    await expectVisible(rowOf(page, 'default'));
    problems.push(...(await overflowAtEveryWidth(page, 'keys')));
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', button('sdk.action.create')).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text('sdk.field.name'), { exact: true }).fill('Browser key');
    await dialog.getByRole('button', button('renderer.form.submit')).click();
    const revealed = page.locator('[data-reveal]');
    await expectVisible(revealed);
    const secretText = (await revealed.locator('code').nth(1).innerText()).trim();
    expect(secretText.length).toBeGreaterThanOrEqual(24);
    await dialog.getByRole('button', button('renderer.action.close')).click();
    await revealed.waitFor({ state: 'detached' });
    await expectVisible(rowOf(page, 'Browser key'));
    // The list never carries the secret.
    const listed = await apiGet(suite.baseUrl, '/api/v1/sdk/key/list', token);
    expect(JSON.stringify(listed.body)).not.toContain(secretText);

    // The signature test's form, filled by hand, answers in the same dialog.
    await page.getByRole('button', button('sdk.action.verify')).click();
    const verify = page.getByRole('dialog');
    problems.push(...(await overflowAtEveryWidth(page, 'verify form')));
    await page.setViewportSize({ width: 1440, height: 900 });
    await verify.getByLabel(text('sdk.field.appKey'), { exact: true }).fill('ak_unknown');
    await verify.getByLabel(text('sdk.field.timestamp'), { exact: true }).fill(String(Math.floor(Date.now() / 1000)));
    await verify.getByLabel(text('sdk.field.nonce'), { exact: true }).fill('browser-nonce-000001');
    await verify.getByLabel(text('sdk.field.signature'), { exact: true }).fill('0'.repeat(64));
    await verify.getByRole('button', button('renderer.form.submit')).click();
    await expectVisible(page.locator('[data-reveal]').getByText('unknownKey'));
    await verify.getByRole('button', button('renderer.action.close')).click();
    await page.locator('[data-reveal]').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: text('sdk.tab.calls') }).click();
    await expectVisible(rowOf(page, 'sdkEventReport').first());
    problems.push(...(await overflowAtEveryWidth(page, 'call log')));

    await page.getByRole('tab', { name: text('sdk.tab.integration') }).click();
    await expectVisible(page.locator('.ant-tabs-tabpane-active').getByText('/sdk/pwa-sdk.js').first());
    problems.push(...(await overflowAtEveryWidth(page, 'integration')));
    expect(problems).toEqual([]);
  });
});
