import { JS_BUDGET_KB, loginScripts } from '../tests/support/js-size-journeys';
import { sizeNotes, totalGzipKb } from '../tests/support/script-sizes';
import type { BenchModule } from './bench-types';

/**
 * Gzipped size of every JavaScript file Chromium downloads for a fresh load of /login (the figure
 * tests/browser/js-size-budgets.test.ts holds to its budget), with the files listed.
 */
export const loginJsSize: BenchModule = {
  name: 'login JS size',
  async run(context) {
    const [browser, baseUrl] = await Promise.all([context.browser(), context.consoleUrl()]);
    const files = await loginScripts(browser, baseUrl);
    if (files.length === 0) throw new Error('the login page loaded no JavaScript: is dist/console a real build?');
    return [
      {
        measure: 'gzipped JS loaded by /login',
        value: totalGzipKb(files),
        unit: 'KB',
        budget: JS_BUDGET_KB.login,
        notes: sizeNotes(files),
      },
    ];
  },
};
