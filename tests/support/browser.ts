import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/demo/seed';
export { CHROMIUM_ARGS } from './chromium-launch';
import { localeText, looseText, type TestLocale } from './locale-text';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser project's one Chromium (tests/setup/chromium.ts), which every test file connects to. */
    chromiumWsEndpoint: string;
  }
}

/**
 * The browser for one test file: a connection to the run's one Chromium, started by the browser project's
 * global setup (a launch per file cost a second or two each). Every test opens its own context, so
 * nothing but the process is shared; `browser.close()` closes this connection's contexts and disconnects.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumWsEndpoint'));
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far, one readable line each. */
  problems: string[];
  close(): Promise<void>;
}

/** A page in a fresh browser context (no storage, no cookies) whose relative URLs go to `baseUrl`. */
export async function openPage(browser: Browser, baseUrl: string): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems, close: () => context.close() };
}

export interface Account {
  username: string;
  password: string;
}

function demoAccount(username: string): Account {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account "${username}" in the seed`);
  return { username: account.username, password: account.password };
}

/** The seeded demo accounts (server/demo/seed.ts). */
export const DEMO = {
  admin: demoAccount('admin'),
  master: demoAccount('demo'),
  official: demoAccount('operator'),
};

export const LOGIN_PATH = '/login';
export const LOGIN_API = '/api/v1/auth/login';

/** The server's answer to the login call, as the browser received it. */
export interface LoginAnswer {
  httpStatus: number;
  code: number;
  msg: string;
  data: { token?: string; userInfo?: Record<string, unknown> } | null;
}

/**
 * Types the credentials into the login form the way a person does and submits it.
 * Resolves with the server's answer to the login call (the token is captured here because the
 * console keeps it obfuscated in storage).
 */
export async function submitLogin(page: Page, account: Account, locale: TestLocale = 'zh_CN'): Promise<LoginAnswer> {
  await page.getByLabel(localeText('login.username', locale), { exact: true }).fill(account.username);
  await page.getByLabel(localeText('login.password', locale), { exact: true }).fill(account.password);
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === LOGIN_API && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: looseText(localeText('login.submit', locale)) }).click();
  const response = await answer;
  const body = (await response.json()) as Omit<LoginAnswer, 'httpStatus'>;
  return { httpStatus: response.status(), ...body };
}

/**
 * Opens the login page (unless already there), logs in and waits until the console has left the
 * login page. Returns the session token the server issued.
 */
export async function logIn(page: Page, account: Account, locale: TestLocale = 'zh_CN'): Promise<string> {
  if (new URL(page.url(), 'http://x').pathname !== LOGIN_PATH) await page.goto(LOGIN_PATH);
  const answer = await submitLogin(page, account, locale);
  const token = answer.data?.token;
  if (answer.code !== 0 || !token) {
    throw new Error(`login as ${account.username} failed: HTTP ${answer.httpStatus}, code ${answer.code}, ${answer.msg}`);
  }
  await page.waitForURL((url) => url.pathname !== LOGIN_PATH);
  return token;
}

/** Logs out through the user menu in the header; resolves once the server answered the logout call. */
export async function logOut(page: Page, locale: TestLocale = 'zh_CN'): Promise<void> {
  const serverLogout = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/logout');
  await page.getByRole('button', { name: localeText('layout.userMenu', locale) }).click();
  await page.getByRole('menuitem', { name: localeText('layout.logout', locale) }).click();
  await serverLogout;
}

/**
 * Texts of the top-level entries of the side menu, top to bottom (a group's title, not its
 * children). innerText is used because the accessible name would include the icon's label.
 */
export async function topMenuTexts(page: Page): Promise<string[]> {
  const menu = page.getByRole('menu').first();
  if (!(await menu.isVisible())) return [];
  const entries = menu.locator(':scope > li[role="menuitem"], :scope > li > [role="menuitem"]');
  return (await entries.allInnerTexts()).map((text) => text.trim());
}

/** Switches the console from its default Chinese to English through the header's language menu. */
export async function switchToEnglish(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: localeText('common.chooseLanguage') })
    .first()
    .click();
  await page.getByRole('menuitem', { name: localeText('common.localeName.en') }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}
