import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, LOGIN_PATH, logIn } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';

const FIRST_PAINT_COOKIE = 'pwa_first_paint';

const ALL_SCRIPTS = /\/assets\/.*\.js$/;
/** The app's start (src/boot.tsx), which the entry loads: held, the entry runs but the app does not. */
const APP_BOOT = /\/assets\/boot-[^/]*\.js$/;

/** Holds the JavaScript files the page asks for (all by default) until `release()`. */
async function holdScripts(page: Page, which = ALL_SCRIPTS) {
  const held: Route[] = [];
  let releasing = false;
  await page.route(which, (route) => {
    if (releasing) return void route.continue();
    held.push(route);
  });
  return {
    async release() {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** The login form in #app, as the server sent it and, once the app is up, as React hydrated it. */
const field = (page: Page, key: 'login.username' | 'login.password', locale: 'zh_CN' | 'en' = 'zh_CN') =>
  page.locator('#app').getByLabel(localeText(key, locale), { exact: true });

describe('the pre-rendered login screen (server-rendered at build time, hydrated in the browser)', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('is on screen and takes typing before any script has run', async () => {
    const { page } = await suite.openPage();
    const scripts = await holdScripts(page);
    await page.goto(LOGIN_PATH, { waitUntil: 'commit' });

    await expectVisible(page.locator('#app').getByRole('heading', { name: localeText('login.heading') }));
    await field(page, 'login.username').fill(DEMO.master.username);
    await field(page, 'login.password').fill(DEMO.master.password);
    expect(await field(page, 'login.password').inputValue()).toBe(DEMO.master.password);
    // Not even Enter before the entry has run sends the form natively (its method is "dialog").
    await field(page, 'login.password').press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await scripts.release();
  });

  it('signs in with what was typed when Enter was pressed before the app was up, never sending the form natively', async () => {
    const { page } = await suite.openPage();
    const app = await holdScripts(page, APP_BOOT);
    // The entry has run (module scripts run before DOMContentLoaded); the app has not.
    await page.goto(LOGIN_PATH, { waitUntil: 'domcontentloaded' });
    await field(page, 'login.username').fill(DEMO.master.username);
    await field(page, 'login.password').fill(DEMO.master.password);
    await field(page, 'login.password').press('Enter');
    expect(new URL(page.url()).search).toBe('');

    const login = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/login');
    await app.release();
    const answer = await login;
    expect(((await answer.json()) as { code: number }).code).toBe(0);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ username: DEMO.master.username, password: DEMO.master.password });
    await page.waitForURL((url) => url.pathname !== LOGIN_PATH);
  });

  it('becomes the live form in place: the same inputs, with the typed text and the caret kept', async () => {
    const { page, problems } = await suite.openPage();
    const scripts = await holdScripts(page);
    await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
    const username = await field(page, 'login.username').elementHandle();
    await field(page, 'login.username').fill('someone');
    await scripts.release();
    await page.waitForLoadState('networkidle');

    // Enter in the live form (or held until it is up): an empty password is refused, the typed username is not.
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText(localeText('login.passwordRequired')));
    expect(await page.getByText(localeText('login.usernameRequired')).count()).toBe(0);
    expect(await username!.evaluate((input) => input.isConnected && input === document.activeElement)).toBe(true);
    await page.keyboard.type('2');
    expect(await field(page, 'login.username').inputValue()).toBe('someone2');
    // No hydration mismatch (React reports one as an error).
    expect(problems).toEqual([]);
  });

  it('comes in the locale the browser chose last time, which the app keeps in a cookie', async () => {
    const { page, context } = await suite.openPage();
    await page.goto(LOGIN_PATH);
    await expectVisible(field(page, 'login.password'));
    // The app is up (a click before it hydrates the screen does nothing: React 18 replays none).
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === FIRST_PAINT_COOKIE)?.value).toBe('zh_CN');

    await page.getByRole('button', { name: localeText('common.chooseLanguage') }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expectVisible(page.getByRole('heading', { name: localeText('login.heading', 'en') }));
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === FIRST_PAINT_COOKIE)?.value).toBe('en');

    const scripts = await holdScripts(page);
    await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
    await expectVisible(page.locator('#app').getByRole('heading', { name: localeText('login.heading', 'en') }));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await scripts.release();
  });

  it('is not what a signed-in user keeps seeing at /login: the console moves on to its home', async () => {
    const { page, problems } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto(LOGIN_PATH);
    await page.waitForURL((url) => url.pathname !== LOGIN_PATH);
    expect(problems).toEqual([]);
  });
});
