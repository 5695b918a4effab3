import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, LOGIN_PATH, logIn, topMenuTexts } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { MASTER_MENU, menuTitles } from '../support/spec-menus';

const HOME_PATH = '/dashboard/analysis';

interface Figures {
  balance: number;
  unit_price: number;
  total_install_sum: number;
}

/** Money is stored as display × 10000 and shown with two decimals (spec §9). */
const money = (stored: number, tag: string) =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(stored / 10000);

/** The innermost block that shows both a figure's title and its value. */
const figure = (page: Page, title: string, value: string) =>
  page
    .locator('div')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(value, { exact: true }) })
    .last();

describe('home page and locale', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it("shows the demo master's balance and unit price as money and the total installs", async () => {
    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === HOME_PATH);

    const details = await apiGet(suite.baseUrl, '/api/v1/user/get_user_details', token);
    const user = details.body.data as Figures;
    // Zero would look the same with or without the ÷ 10000; the seeded master has real figures.
    expect(user.balance).toBeGreaterThan(0);
    expect(user.unit_price).toBeGreaterThan(0);

    await expectVisible(figure(page, localeText('dashboard.balance'), money(user.balance, 'zh-CN')));
    await expectVisible(figure(page, localeText('dashboard.unitPrice'), money(user.unit_price, 'zh-CN')));
    await expectVisible(figure(page, localeText('dashboard.totalInstalls'), new Intl.NumberFormat('zh-CN').format(user.total_install_sum)));
  });

  it('the locale picker switches the visible language to English', async () => {
    const { page } = await suite.openPage();
    await page.goto(LOGIN_PATH);
    await expectVisible(page.getByRole('heading', { name: localeText('login.heading') }));

    // The screen is pre-rendered: a click lands only once React has hydrated it (React 18 replays no click
    // made before hydrateRoot runs), so wait for the app's code to be in and click again if the menu stays shut.
    await page.waitForLoadState('networkidle');
    const english = page.getByRole('menuitem', { name: localeText('common.localeName.en', 'en') });
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: localeText('common.chooseLanguage') }).click();
        return english.waitFor({ state: 'visible', timeout: 2_000 }).then(
          () => true,
          () => false,
        );
      })
      .toBe(true);
    await english.click();
    await expectVisible(page.getByRole('heading', { name: localeText('login.heading', 'en') }));
    expect(await page.getByRole('heading', { name: localeText('login.heading') }).count()).toBe(0);

    await logIn(page, DEMO.master, 'en');
    await expect.poll(() => topMenuTexts(page), { timeout: 10_000 }).toEqual(menuTitles(MASTER_MENU, 'en'));
    await expectVisible(page.getByText(localeText('dashboard.balance', 'en'), { exact: true }));
  });
});
