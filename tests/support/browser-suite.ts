import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator } from 'playwright-core';
import { launchChromium, openPage, type OpenedPage } from './browser';
import { startTestServer, type TestServerOptions } from './test-db';

const consoleDir = fileURLToPath(new URL('../../dist/console', import.meta.url));

/** The browser tests drive the production build; `npm test` builds it before running vitest. */
export function requireConsoleBuild(): string {
  if (!fs.existsSync(path.join(consoleDir, 'index.html'))) {
    throw new Error('dist/console/index.html is missing: build the console first (`npm run build`; `npm test` does it).');
  }
  return consoleDir;
}

export interface BrowserSuite {
  baseUrl: string;
  browser: Browser;
  /** A page in a fresh context (logged out, empty storage); closed with the suite. */
  openPage(): Promise<OpenedPage>;
  close(): Promise<void>;
}

/**
 * One test file's world: the real server on a fresh copy of the seeded database, serving the
 * built console, and a headless Chromium.
 */
export async function startBrowserSuite(serverOptions: Omit<TestServerOptions, 'consoleDir'> = {}): Promise<BrowserSuite> {
  const server = await startTestServer({ ...serverOptions, consoleDir: requireConsoleBuild() });
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await server.close();
    throw error;
  }
  const pages: OpenedPage[] = [];
  return {
    baseUrl: server.baseUrl,
    browser,
    async openPage() {
      const opened = await openPage(browser, server.baseUrl);
      pages.push(opened);
      return opened;
    },
    async close() {
      await Promise.allSettled(pages.map((p) => p.close()));
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}

const VISIBLE_TIMEOUT_MS = 10_000;

/** Waits until the element is visible; fails with playwright's description of what it waited for. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: VISIBLE_TIMEOUT_MS });
}

export interface ApiAnswer {
  httpStatus: number;
  body: { code: number; msg: string; data: unknown };
}

/** Calls the API from the test itself (not the page), with the given session token. */
export async function apiGet(baseUrl: string, apiPath: string, token: string): Promise<ApiAnswer> {
  const response = await fetch(new URL(apiPath, baseUrl), { headers: { Authorization: `Bearer ${token}` } });
  return { httpStatus: response.status, body: (await response.json()) as ApiAnswer['body'] };
}
