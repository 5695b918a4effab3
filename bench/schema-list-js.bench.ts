import { JS_BUDGET_KB, SCHEMA_LIST_PATH, schemaListScripts } from '../tests/support/js-size-journeys';
import { sizeNotes, totalGzipKb } from '../tests/support/script-sizes';
import type { BenchModule } from './bench-types';

/**
 * Gzipped JS the browser loads, in all, from a fresh /login through signing in to the schema-drawn
 * list (the figure tests/browser/js-size-budgets.test.ts holds to its budget), with the files listed.
 */
export const schemaListJs: BenchModule = {
  name: 'schema list JS after login',
  async run(context) {
    const [browser, baseUrl] = await Promise.all([context.browser(), context.consoleUrl()]);
    const files = await schemaListScripts(browser, baseUrl);
    return [
      {
        measure: `gzipped JS from /login to the ${SCHEMA_LIST_PATH} list`,
        value: totalGzipKb(files),
        unit: 'KB',
        budget: JS_BUDGET_KB.schemaList,
        notes: sizeNotes(files),
      },
    ];
  },
};
