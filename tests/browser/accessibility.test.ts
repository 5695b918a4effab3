import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/db/schema';
import { failingViolations } from '../support/axe';
import { DEMO, launchChromium, logIn, switchToEnglish, type Account } from '../support/browser';
import { expectVisible, requireConsoleBuild } from '../support/browser-suite';
import { localeText, type TestLocale } from '../support/locale-text';
import { settled } from '../support/overflow';
import { startTestServer, type TestServer } from '../support/test-db';

const pagesDir = fileURLToPath(new URL('../../schemas/pages', import.meta.url));

interface PageFile {
  meta?: { roles?: string[] };
  children?: { path: string; meta?: { title?: string; hideMenu?: boolean } }[];
}

interface ConsolePage {
  path: string;
  /** Message id of the page's title, its level-one heading. */
  title: string;
}

/** The menu pages a role opens, read from the page schemas (detail pages need a record: left out). */
function schemaPagesOf(role: string): ConsolePage[] {
  return fs
    .readdirSync(pagesDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const page = JSON.parse(fs.readFileSync(path.join(pagesDir, file), 'utf8')) as PageFile;
      if (!page.meta?.roles?.includes(role)) return [];
      return (page.children ?? [])
        .filter((child) => !child.meta?.hideMenu && child.meta?.title)
        .map((child) => ({ path: child.path, title: child.meta!.title! }));
    });
}

/** The pages every signed-in user has (the user menu's). */
const SIGNED_IN_FIXED: ConsolePage[] = [
  { path: '/setting/index', title: 'permission.route.setting' },
  { path: '/setting/security', title: 'account.securityTitle' },
  { path: '/error-log/list', title: 'errorlog.title' },
];
const SIGNED_OUT = ['/login', '/login/mobile', '/login/qr', '/register', '/forgot-password'];

const ROLES: { role: string; account: Account }[] = [
  { role: 'master', account: DEMO.master },
  { role: 'official', account: DEMO.official },
  { role: 'admin', account: DEMO.admin },
];

/** A client-side navigation, the way a menu link does it (no page load: the engine stays injected). */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** What a loading page shows (as src/components/nprogress/content-idle.ts reads it). */
const BUSY = '[role="status"], .ant-spin-spinning, [aria-busy="true"], .ant-skeleton';

/**
 * Waits until the page is on screen with its content: its level-one heading names it, nothing in the
 * content shows a loading state, and every table has rows or its empty state.
 */
async function pageShown(page: Page, pagePath: string, title: string): Promise<void> {
  await expectVisible(page.getByRole('heading', { level: 1, name: title, exact: true }));
  const loaded = page.waitForFunction(
    (busy) => {
      const main = document.querySelector('main');
      if (!main || main.querySelector(busy)) return false;
      return [...main.querySelectorAll('.ant-table')].every((table) => table.querySelector('.ant-table-row, .ant-table-placeholder'));
    },
    BUSY,
    { timeout: 10_000 },
  );
  await loaded.catch(async () => {
    const still = await page.evaluate(
      (busy) => [...document.querySelectorAll(`main :is(${busy}), main .ant-table`)].map((element) => element.outerHTML.slice(0, 300)),
      BUSY,
    );
    throw new Error(`${pagePath} did not finish loading: ${still.join('\n')}`);
  });
  await settled(page);
}

async function switchToDarkTheme(page: Page, locale: TestLocale): Promise<void> {
  await page.getByRole('button', { name: localeText('setting.title', locale) }).click();
  const drawer = page.getByRole('dialog', { name: localeText('setting.title', locale) });
  await expectVisible(drawer);
  await drawer.getByRole('switch', { name: localeText('setting.darkMode', locale) }).click();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  // The pointer off the content: a button under it would be measured in its hover colours.
  await page.mouse.move(0, page.viewportSize()!.height - 1);
}

// One server; each walk in its own browser context, side by side (most of a walk is waiting for pages).
// Transitions are off (reduced motion): a page fading in would be measured half transparent.
describe.concurrent('no serious or critical accessibility violation (axe-core, default rules) on any page', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer({ consoleDir: requireConsoleBuild() });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const openPage = async (locale = 'zh-CN') => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
      locale,
    });
    return context.newPage();
  };

  it('the sign-in screens and the hosted install page, in light and dark', { timeout: 60_000 }, async () => {
    const page = await openPage();
    const problems: string[] = [];
    for (const screen of SIGNED_OUT) {
      await page.goto(screen);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await settled(page);
      problems.push(...(await failingViolations(page, screen)));
    }
    const [shop] = await server.database.db.select().from(apps).where(eq(apps.appName, 'Demo Shop'));
    const hosted = `/i/${shop!.appId}/`;
    await page.goto(hosted);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Demo Shop' }));
    problems.push(...(await failingViolations(page, `${hosted} light`)));
    await page.emulateMedia({ colorScheme: 'dark' });
    problems.push(...(await failingViolations(page, `${hosted} dark`)));
    expect(problems).toEqual([]);
  });

  for (const { role, account } of ROLES) {
    const pages = [...schemaPagesOf(role), ...SIGNED_IN_FIXED];
    it(`every page of the ${role}: light theme in Chinese, then dark theme in English`, { timeout: 120_000 }, async () => {
      const page = await openPage();
      await logIn(page, account);
      const problems: string[] = [];
      const walk = async (locale: TestLocale, theme: string) => {
        for (const { path: pagePath, title } of pages) {
          await navigateInApp(page, pagePath);
          await pageShown(page, pagePath, localeText(title, locale));
          problems.push(...(await failingViolations(page, `${role} ${theme} ${locale} ${pagePath}`)));
        }
      };
      await walk('zh_CN', 'light');
      // The header's language menu, opened with reduced motion (antd's popups once stayed off screen).
      await switchToEnglish(page);
      await switchToDarkTheme(page, 'en');
      await walk('en', 'dark');
      expect(problems).toEqual([]);
    });
  }
});
