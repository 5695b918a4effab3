import { DEMO_ACCOUNTS } from '../server/db/seed';
import type { BenchModule } from './bench-types';
import { recordScripts, sizeNotes, totalGzipKb } from './support/record-scripts';

const BUDGET_KB = 400;
const LIST_PATH = '/channel/index';

/**
 * Gzipped JS the browser loads, in all, from a fresh /login through signing in as the demo master to
 * the schema-drawn channel list with its rows shown (production build, every JS response counted once).
 */
export const schemaListJs: BenchModule = {
  name: 'schema list JS after login',
  async run(context) {
    const [browser, baseUrl] = await Promise.all([context.browser(), context.consoleUrl()]);
    const demo = DEMO_ACCOUNTS.find((account) => account.username === 'demo')!;
    const browserContext = await browser.newContext();
    try {
      const page = await browserContext.newPage();
      const scripts = recordScripts(page);
      await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(LIST_PATH)}`);
      await page.locator('input[type="password"]').waitFor({ state: 'visible' });
      await page.locator('input:not([type="password"])').first().fill(demo.username);
      await page.locator('input[type="password"]').fill(demo.password);
      await page.locator('input[type="password"]').press('Enter');
      await page.waitForURL((url) => url.pathname === LIST_PATH, { timeout: 30_000 });
      await page.locator('.ant-table-row').first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const files = await scripts.files();
      return [
        {
          measure: `gzipped JS from /login to the ${LIST_PATH} list`,
          value: totalGzipKb(files),
          unit: 'KB',
          budget: BUDGET_KB,
          notes: sizeNotes(files),
        },
      ];
    } finally {
      await browserContext.close();
    }
  },
};
