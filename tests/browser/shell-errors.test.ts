import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, looseText } from '../support/locale-text';

const ERROR_LOG = '/error-log/list';

/** The built file of a lazily loaded screen, from the production build's manifest. */
function chunkOf(source: string): string {
  const manifestPath = fileURLToPath(new URL('../../dist/console/.vite/manifest.json', import.meta.url));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`the build has no chunk for ${source}`);
  return entry.file;
}

/** A client-side navigation, the way a menu link does it (no page load). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Type labels of the error log's rows, top (newest) first. */
async function loggedTypes(page: Page): Promise<string[]> {
  return page.locator('.ant-table-tbody tr.ant-table-row td:first-child').allInnerTexts();
}

describe('errors', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('a screen whose chunk is gone (a new deploy) reloads once by itself, then offers the reload instead of a blank page', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await expectVisible(page.getByRole('menu').first());

    const chunk = chunkOf('src/views/error-log/ErrorLogPage.tsx');
    let blocked = 0;
    await page.route(`**/${chunk}`, (route) => {
      blocked += 1;
      return route.abort('failed');
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    // The reloaded page may draw the offer before its own `load` event (other resources still loading):
    // wait for the event counted, not only for the offer.
    const automaticReload = page.waitForEvent('load');
    await navigateInApp(page, ERROR_LOG);
    await automaticReload;
    const offer = page.getByRole('alert').filter({ hasText: localeText('errorlog.newVersionTitle') });
    await expectVisible(offer);
    expect(loads).toBe(1); // the one automatic reload
    expect(blocked).toBeGreaterThanOrEqual(2); // asked for before and after the reload
    expect(new URL(page.url()).pathname).toBe(ERROR_LOG);

    // No loop: once the page's network is quiet the offer is still there and nothing reloaded.
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(1);
    await expectVisible(offer);

    // The "new version" is there now: the button reloads into the page.
    await page.unroute(`**/${chunk}`);
    const reloadByButton = page.waitForEvent('load');
    await page.getByRole('button', { name: looseText(localeText('errorlog.reload')) }).click();
    await reloadByButton;
    await expectVisible(page.getByText(localeText('errorlog.title'), { exact: true }).first());
    expect(loads).toBe(2);
  });

  it('captures a promise rejection nobody handled and lists it on the error log page, with the detail', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto(ERROR_LOG);
    // Capture is off by default (project config useErrorHandle); the page turns it on.
    await expectVisible(page.getByText(localeText('errorlog.captureOff')));
    await page.getByRole('button', { name: looseText(localeText('errorlog.enableCapture')) }).click();
    await page.getByText(localeText('errorlog.captureOff')).waitFor({ state: 'hidden' });

    await page.evaluate(() => {
      void Promise.reject(new Error('nobody handled this rejection'));
    });
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'nobody handled this rejection' });
    await expectVisible(row);
    expect(await row.locator('td').first().innerText()).toBe(localeText('errorlog.type.promise'));
    expect(await row.innerText()).toContain(`${suite.baseUrl}${ERROR_LOG}`);

    await row.getByRole('button', { name: looseText(localeText('errorlog.details')) }).click();
    const detail = page.getByRole('dialog', { name: localeText('errorlog.detailTitle') });
    await expectVisible(detail);
    expect(await detail.locator('pre').last().innerText()).toContain('Error: nobody handled this rejection');
    await detail.getByRole('button', { name: looseText(localeText('common.ok')) }).click();
    await detail.waitFor({ state: 'hidden' });

    // Kept for the tab's session: still there after a reload.
    await page.reload();
    await expectVisible(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'nobody handled this rejection' }));
  });

  it('captures each kind the test buttons cause: render, script, promise, resource and a failed API call', async () => {
    const { page } = await suite.openPage();
    // The test buttons are a developer tool: the admin's.
    await logIn(page, DEMO.admin);
    await page.goto(ERROR_LOG);
    await page.getByRole('button', { name: looseText(localeText('errorlog.enableCapture')) }).click();

    for (const kind of ['vue', 'script', 'promise', 'resource', 'ajax']) {
      await page.getByRole('button', { name: looseText(localeText(`errorlog.fire.${kind}`)) }).click();
      await expect.poll(() => loggedTypes(page)).toContain(localeText(`errorlog.type.${kind}`));
    }
    const types = await loggedTypes(page);
    expect(types).toHaveLength(5);
    expect(new Set(types).size).toBe(5);
    // The render error stayed inside its box: the page is still there.
    await expectVisible(page.getByText(localeText('errorlog.testRenderFailed')));
  });
});
