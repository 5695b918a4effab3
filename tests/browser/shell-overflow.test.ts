import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, switchToEnglish, type Account } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { overflowAtEveryWidth, settled } from '../support/overflow';

const pagesDir = fileURLToPath(new URL('../../schemas/pages', import.meta.url));

interface PageFile {
  meta?: { roles?: string[] };
  children?: { path: string; meta?: { hideMenu?: boolean } }[];
}

/** The menu pages a role opens, read from the page schemas (detail pages need a record: left out). */
function schemaPagesOf(role: string): string[] {
  return fs
    .readdirSync(pagesDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const page = JSON.parse(fs.readFileSync(path.join(pagesDir, file), 'utf8')) as PageFile;
      if (!page.meta?.roles?.includes(role)) return [];
      return (page.children ?? []).filter((child) => !child.meta?.hideMenu).map((child) => child.path);
    });
}

const SIGNED_IN_FIXED = ['/setting/index', '/setting/security', '/error-log/list'];
const SIGNED_OUT = ['/login', '/login/mobile', '/login/qr', '/register', '/forgot-password'];

/** Pages outside the menu that need no record. */
const MASTER_EXTRA = ['/account/deduction'];

const ROLES: { account: Account; pages: string[] }[] = [
  { account: DEMO.admin, pages: [...schemaPagesOf('admin'), ...SIGNED_IN_FIXED] },
  { account: DEMO.master, pages: [...schemaPagesOf('master'), ...MASTER_EXTRA, ...SIGNED_IN_FIXED] },
  { account: DEMO.official, pages: [...schemaPagesOf('official'), ...SIGNED_IN_FIXED] },
];

/** Opens the page and waits until its content has loaded. */
async function open(page: Page, pagePath: string) {
  await page.goto(pagePath);
  await page.waitForLoadState('networkidle');
  await settled(page);
}

const OPEN_DIALOG = '.ant-modal-wrap:not([style*="display: none"]) [role="dialog"], .ant-drawer-open [role="dialog"]';
const OPEN_MENU = '.ant-dropdown:not(.ant-dropdown-hidden)';

/** Checks the dialog just opened at every width, then closes it. */
async function checkDialog(page: Page, what: string): Promise<string[]> {
  const dialog = page.locator(OPEN_DIALOG).last();
  await expectVisible(dialog);
  await page.waitForLoadState('networkidle');
  const problems = await overflowAtEveryWidth(page, what);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return problems;
}

/**
 * Every dialog the content's buttons and row menus open (create, import, …), checked at every width,
 * then closed. A row action is checked on the first row that offers it: the other rows open the same form.
 */
async function dialogsOf(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  await page.setViewportSize({ width: 1440, height: 900 });
  const openers = page.locator('main button[aria-haspopup="dialog"]:not([disabled])');
  const count = await openers.count();
  for (let index = 0; index < count; index += 1) {
    const opener = openers.nth(index);
    const label = (await opener.innerText()).trim();
    if (seen.has(label)) continue;
    seen.add(label);
    await opener.click();
    problems.push(...(await checkDialog(page, `${what} › "${label}"`)));
  }
  // The actions a row keeps in its menu (past its first few links).
  const menus = page.locator('main [data-row-actions-menu]');
  const menuCount = await menus.count();
  for (let index = 0; index < menuCount; index += 1) {
    await menus.nth(index).click();
    await expectVisible(page.locator(OPEN_MENU));
    const items = page.locator(`${OPEN_MENU} [data-opens-dialog]`);
    const labels = (await items.allInnerTexts()).map((label) => label.trim()).filter((label) => !seen.has(label));
    await page.keyboard.press('Escape');
    await page.locator(OPEN_MENU).waitFor({ state: 'hidden' });
    for (const label of labels) {
      seen.add(label);
      await menus.nth(index).click();
      await page.locator(`${OPEN_MENU} [data-opens-dialog]`, { hasText: label }).click();
      problems.push(...(await checkDialog(page, `${what} › "${label}"`)));
    }
  }
  return problems;
}

// The roles' walks run side by side, each in its own browser context: most of a walk is waiting for
// the network to settle, so together they take little longer than the longest one.
describe.concurrent('no form control overflows its box at 390, 768 and 1440 px, in both languages', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('the sign-in screens', { timeout: 240_000 }, async () => {
    const { page } = await suite.openPage();
    const problems: string[] = [];
    for (const locale of ['zh_CN', 'en'] as const) {
      for (const screen of SIGNED_OUT) {
        await open(page, screen);
        problems.push(...(await overflowAtEveryWidth(page, `${locale} ${screen}`)));
      }
      if (locale === 'zh_CN') {
        await open(page, '/login');
        await switchToEnglish(page);
      }
    }
    expect(problems).toEqual([]);
  });

  for (const { account, pages } of ROLES) {
    for (const locale of ['zh_CN', 'en'] as const) {
      it(`every page and dialog of ${account.username} in ${locale}`, { timeout: 600_000 }, async () => {
        const { page } = await suite.openPage();
        await logIn(page, account);
        if (locale === 'en') await switchToEnglish(page);
        const problems: string[] = [];
        for (const pagePath of pages) {
          await open(page, pagePath);
          problems.push(...(await overflowAtEveryWidth(page, `${locale} ${pagePath}`)));
          problems.push(...(await dialogsOf(page, `${locale} ${pagePath}`)));
        }
        // The header's dialogs: contact us and the settings drawer.
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.getByRole('button', { name: localeText('layout.contact', locale) }).click();
        await expectVisible(page.getByRole('dialog', { name: localeText('layout.contact', locale) }));
        problems.push(...(await overflowAtEveryWidth(page, `${locale} contact dialog`)));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.getByRole('button', { name: localeText('setting.title', locale) }).click();
        await expectVisible(page.getByRole('dialog', { name: localeText('setting.title', locale) }));
        problems.push(...(await overflowAtEveryWidth(page, `${locale} settings drawer`)));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        expect(problems).toEqual([]);
      });
    }
  }
});
