import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';

/** The names of the console's script files the page fetches from now on (hash left off). */
function recordScriptNames(page: Page): string[] {
  const names: string[] = [];
  page.on('response', (response) => {
    const match = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(response.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return names;
}

describe('what each kind of screen downloads (build/console-core-chunk.ts)', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it.each(['/login', '/register', '/forgot-password', '/login/mobile', '/login/qr'])(
    '%s loads none of the signed-in console core',
    async (path) => {
      const { page } = await suite.openPage();
      const names = recordScriptNames(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(names.length).toBeGreaterThan(0);
      expect(names).not.toContain('console-core');
    },
  );

  it('a list page after sign-in runs on the console core chunk', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    const names = recordScriptNames(page);
    await page.goto('/channel/index');
    await expectVisible(page.locator('.ant-table-row').first());
    await page.waitForLoadState('networkidle');
    expect(names).toContain('console-core');
  });

  it("draws a list page with the build's baked antd styles: antd generates none for the table or the buttons", async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto('/channel/index');
    await expectVisible(page.locator('.ant-table-row').first());
    const styles = await page.evaluate(() => ({
      baked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
        /\/assets\/antd-styles-/.test(link.href),
      ).length,
      generated: [...document.querySelectorAll('style')].filter((style) => /\.ant-(table|btn)[{[.:\s-]/.test(style.textContent ?? ''))
        .length,
      primary: getComputedStyle(document.querySelector('.ant-btn-primary')!).backgroundColor,
      header: getComputedStyle(document.querySelector('.ant-table-thead th')!).backgroundColor,
    }));
    expect(styles).toEqual({ baked: 1, generated: 0, primary: 'rgb(9, 96, 189)', header: 'rgb(250, 250, 250)' });
  });
});
