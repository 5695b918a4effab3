import type { BenchModule } from './bench-types';
import { recordScripts, sizeNotes, totalGzipKb } from './support/record-scripts';

const BUDGET_KB = 150;

/**
 * Gzipped size of every JavaScript file Chromium downloads for a fresh load of /login: each JS
 * response body is recorded as the browser receives it, compressed with node:zlib and summed. Waits
 * for network idle, so lazy chunks fetched right after the first render (and module preloads) count.
 */
export const loginJsSize: BenchModule = {
  name: 'login JS size',
  async run(context) {
    const [browser, baseUrl] = await Promise.all([context.browser(), context.consoleUrl()]);
    const browserContext = await browser.newContext();
    try {
      const page = await browserContext.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${baseUrl}/login`);
      await page.locator('input[type="password"]').waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      const files = await scripts.files();
      if (files.length === 0) throw new Error('the login page loaded no JavaScript: is dist/console a real build?');
      return [
        { measure: 'gzipped JS loaded by /login', value: totalGzipKb(files), unit: 'KB', budget: BUDGET_KB, notes: sizeNotes(files) },
      ];
    } finally {
      await browserContext.close();
    }
  },
};
