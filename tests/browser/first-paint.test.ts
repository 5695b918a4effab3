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

describe('the pre-rendered login screen', () => {
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

    const copy = page.locator('#first-paint');
    await expectVisible(copy.getByRole('heading', { name: localeText('login.heading') }));
    await copy.getByLabel(localeText('login.username'), { exact: true }).fill(DEMO.master.username);
    await copy.getByLabel(localeText('login.password'), { exact: true }).fill(DEMO.master.password);
    expect(await page.locator('#app').innerHTML()).toBe('');
    await scripts.release();
  });

  it('signs in with what was typed when Enter was pressed before the app was up', async () => {
    const { page } = await suite.openPage();
    const app = await holdScripts(page, APP_BOOT);
    // The entry has run (module scripts run before DOMContentLoaded); the app has not.
    await page.goto(LOGIN_PATH, { waitUntil: 'domcontentloaded' });
    const copy = page.locator('#first-paint');
    await copy.getByLabel(localeText('login.username'), { exact: true }).fill(DEMO.master.username);
    const password = copy.getByLabel(localeText('login.password'), { exact: true });
    await password.fill(DEMO.master.password);
    await password.press('Enter');
    expect(await page.locator('#app').innerHTML()).toBe('');

    const login = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/login');
    await app.release();
    const answer = await login;
    expect(((await answer.json()) as { code: number }).code).toBe(0);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ username: DEMO.master.username, password: DEMO.master.password });
    await page.waitForURL((url) => url.pathname !== LOGIN_PATH);
    expect(await page.locator('#first-paint').count()).toBe(0);
  });

  it('opens the language menu for a click on its button made before the app was up', async () => {
    const { page } = await suite.openPage();
    const app = await holdScripts(page, APP_BOOT);
    await page.goto(LOGIN_PATH, { waitUntil: 'domcontentloaded' });
    await page
      .locator('#first-paint')
      .getByRole('button', { name: localeText('common.chooseLanguage') })
      .click();
    expect(await page.locator('#app').innerHTML()).toBe('');

    await app.release();
    await page.getByRole('menuitem', { name: localeText('common.localeName.en', 'en') }).click();
    await expectVisible(page.getByRole('heading', { name: localeText('login.heading', 'en') }));
  });

  it('gives way to the live form with the typed text and the caret kept', async () => {
    const { page } = await suite.openPage();
    const scripts = await holdScripts(page);
    await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
    const copyUsername = page.locator('#first-paint').getByLabel(localeText('login.username'), { exact: true });
    await copyUsername.fill('someone');
    await scripts.release();

    await page.locator('#first-paint').waitFor({ state: 'detached' });
    const live = page.locator('#app').getByLabel(localeText('login.username'), { exact: true });
    expect(await live.inputValue()).toBe('someone');
    expect(await live.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('2');
    expect(await live.inputValue()).toBe('someone2');
  });

  it('comes in the locale the browser chose last time, which the app keeps in a cookie', async () => {
    const { page, context } = await suite.openPage();
    await page.goto(LOGIN_PATH);
    await expectVisible(page.locator('#app').getByLabel(localeText('login.password'), { exact: true }));
    expect((await context.cookies()).find((cookie) => cookie.name === FIRST_PAINT_COOKIE)?.value).toBe('zh_CN');

    await page.getByRole('button', { name: localeText('common.chooseLanguage') }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expectVisible(page.getByRole('heading', { name: localeText('login.heading', 'en') }));
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === FIRST_PAINT_COOKIE)?.value).toBe('en');

    const scripts = await holdScripts(page);
    await page.goto(LOGIN_PATH, { waitUntil: 'commit' });
    await expectVisible(page.locator('#first-paint').getByRole('heading', { name: localeText('login.heading', 'en') }));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await scripts.release();
  });

  it('is not what a signed-in user keeps seeing at /login: the console moves on to its home', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto(LOGIN_PATH);
    await page.waitForURL((url) => url.pathname !== LOGIN_PATH);
    await page.locator('#first-paint').waitFor({ state: 'detached' });
  });
});
