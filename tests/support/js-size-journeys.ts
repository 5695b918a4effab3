import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../server/demo/seed';
import { recordScripts, type ScriptFile } from './script-sizes';

/** The JS size budgets, gzipped KB (1024 bytes): tests/browser/js-size-budgets.test.ts fails above them. */
export const JS_BUDGET_KB = {
  login: 150,
  schemaList: 400,
};

/** The schema-drawn list the list-page budget is measured on. */
export const SCHEMA_LIST_PATH = '/channel/index';

/**
 * Every JavaScript file Chromium downloads for a fresh load of /login (new context: empty cache and
 * storage). Waits for network idle, so lazy chunks fetched right after the first render and module
 * preloads count.
 */
export async function loginScripts(browser: Browser, baseUrl: string): Promise<ScriptFile[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}/login`);
    await page.locator('input[type="password"]').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    return await scripts.files();
  } finally {
    await context.close();
  }
}

/**
 * Every JavaScript file Chromium downloads, in all, from a fresh /login through signing in as the
 * demo master to the schema-drawn list with its rows shown (each file counted once).
 */
export async function schemaListScripts(browser: Browser, baseUrl: string): Promise<ScriptFile[]> {
  const demo = DEMO_ACCOUNTS.find((account) => account.username === 'demo');
  if (!demo) throw new Error('no demo account "demo" in the seed');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(SCHEMA_LIST_PATH)}`);
    await page.locator('input[type="password"]').waitFor({ state: 'visible' });
    await page.locator('input:not([type="password"])').first().fill(demo.username);
    await page.locator('input[type="password"]').fill(demo.password);
    await page.locator('input[type="password"]').press('Enter');
    await page.waitForURL((url) => url.pathname === SCHEMA_LIST_PATH, { timeout: 30_000 });
    await page.locator('.ant-table-row').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await scripts.files();
  } finally {
    await context.close();
  }
}
