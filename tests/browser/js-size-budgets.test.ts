import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JS_BUDGET_KB, loginScripts, SCHEMA_LIST_PATH, schemaListScripts } from '../support/js-size-journeys';
import { sizeNotes, totalGzipKb } from '../support/script-sizes';
import { startBrowserSuite, type BrowserSuite } from '../support/browser-suite';

/*
 * The production build's JS size budgets. Sizes are deterministic for a given build, so they are
 * tests; `npm run bench` prints the same figures with every file listed.
 */
describe('JS size budgets of the production build (gzipped)', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it(`a fresh /login loads at most ${JS_BUDGET_KB.login} KB of JS`, async () => {
    const files = await loginScripts(suite.browser, suite.baseUrl);
    expect(files.length).toBeGreaterThan(0);
    expect(totalGzipKb(files), sizeNotes(files).join('\n')).toBeLessThanOrEqual(JS_BUDGET_KB.login);
  });

  it(`/login, sign-in and the ${SCHEMA_LIST_PATH} list load at most ${JS_BUDGET_KB.schemaList} KB of JS in all`, async () => {
    const files = await schemaListScripts(suite.browser, suite.baseUrl);
    expect(files.some((file) => file.url.includes('console-core'))).toBe(true);
    expect(totalGzipKb(files), sizeNotes(files).join('\n')).toBeLessThanOrEqual(JS_BUDGET_KB.schemaList);
  });
});
