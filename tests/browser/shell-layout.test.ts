import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, type TestLocale } from '../support/locale-text';

const HOME_PATH = '/dashboard/analysis';

/** The header band (logo, header menu, header, settings button), painted in the header colour. */
const headerBand = (page: Page) => page.locator('[data-header-theme]');
/** A horizontal menu in the header band (top-menu and split mix types). */
const headerMenu = (page: Page) => headerBand(page).locator('.ant-menu-horizontal');
const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

async function openSettings(page: Page, locale: TestLocale = 'zh_CN') {
  await page.getByRole('button', { name: localeText('setting.title', locale) }).click();
  const drawer = page.getByRole('dialog', { name: localeText('setting.title', locale) });
  await expectVisible(drawer);
  return drawer;
}

async function closeSettings(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

describe('layout, theme and settings', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('switches to the dark theme: data-theme on <html>, dark header and menu, kept after a reload', async () => {
    const { page, problems } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === HOME_PATH);
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    expect(await backgroundOf(page, '[data-header-theme]')).toBe('rgb(255, 255, 255)');
    expect(await page.locator('link[href*="/assets/antd-styles-"]').count()).toBe(1);

    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: localeText('setting.darkMode') }).click();
    await closeSettings(page);

    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await headerBand(page).getAttribute('data-header-theme')).toBe('dark');
    expect(await backgroundOf(page, '[data-header-theme]')).toBe('rgb(21, 21, 21)');
    expect(await backgroundOf(page, 'aside.ant-layout-sider')).toBe('rgb(33, 33, 33)');
    // The page behind the content is dark too.
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(body).not.toBe('rgb(255, 255, 255)');

    await page.reload();
    await expectVisible(page.getByRole('button', { name: localeText('setting.title') }));
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await backgroundOf(page, '[data-header-theme]')).toBe('rgb(21, 21, 21)');
    // The build baked antd's styles for the light theme only: in dark mode antd generates them.
    expect(await page.locator('link[href*="/assets/antd-styles-"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('switches the locale: the frame and the settings speak the new language', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === HOME_PATH);

    await page.getByRole('button', { name: localeText('common.chooseLanguage') }).click();
    await page.getByRole('menuitem', { name: localeText('common.localeName.en') }).click();

    const drawer = await openSettings(page, 'en');
    await expectVisible(drawer.getByRole('radio', { name: localeText('setting.menuType.top-menu', 'en') }));
    await closeSettings(page);
    await expectVisible(page.getByRole('navigation', { name: localeText('layout.breadcrumb', 'en') }));
  });

  it('changes the menu type through the settings drawer, and the choice survives a reload', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === HOME_PATH);
    expect(await headerMenu(page).count()).toBe(0);

    const drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: localeText('setting.menuType.top-menu'), exact: true }).click();
    await closeSettings(page);
    await expectVisible(headerMenu(page));
    expect(await page.locator('aside.ant-layout-sider').count()).toBe(0);

    await page.reload();
    await expectVisible(headerMenu(page));
    expect(await page.locator('aside.ant-layout-sider').count()).toBe(0);
    const again = await openSettings(page);
    expect(
      await again.getByRole('radio', { name: localeText('setting.menuType.top-menu'), exact: true }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('at 375 px the menu is a drawer; widening the window restores the chosen type', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === HOME_PATH);
    const drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: localeText('setting.menuType.mix'), exact: true }).click();
    await closeSettings(page);
    await expectVisible(headerMenu(page));

    await page.setViewportSize({ width: 375, height: 740 });
    await headerMenu(page).waitFor({ state: 'detached' });
    expect(await page.locator('aside.ant-layout-sider').count()).toBe(0);
    await page.getByRole('button', { name: localeText('layout.expandMenu') }).click();
    const menuDrawer = page.getByRole('dialog');
    await expectVisible(menuDrawer.getByRole('menu').first());
    // The whole menu, inline: every section is there, not only the current one.
    await expectVisible(menuDrawer.getByText(localeText('menu.channel'), { exact: true }));
    await menuDrawer.getByRole('link', { name: localeText('menu.channel'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/channel/index');
    await menuDrawer.waitFor({ state: 'hidden' });

    // Nothing of the page sticks out sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expectVisible(headerMenu(page));
    // Split: a section with pages shows them at the side.
    await page.goto('/workorder/index');
    await expectVisible(page.locator('aside.ant-layout-sider').getByRole('link', { name: localeText('menu.workorder.commit') }));
  });
});
