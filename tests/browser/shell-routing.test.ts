import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deobfuscate } from '../../src/utils/storage/obfuscate';
import { DEMO, logIn, topMenuTexts } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, looseText } from '../support/locale-text';
import { MASTER_MENU, OFFICIAL_MENU, menuTitles } from '../support/spec-menus';

const MENU_TIMEOUT = { timeout: 10_000 };
const APP_TITLE = 'PWA Console';
const CHANNELS = '/channel/index';
const MENU_LIST_API = '/api/v1/user/menu_list';
const SYSTEMS_LOG = '/systems/log/admin';
/** The admin's menu: the systems area, then the catalogue. */
const ADMIN_MENU = [localeText('permission.route.systems'), localeText('catalogue.menu'), localeText('platform.route.platform')];

const titleOf = (id: string) => `${localeText(id)} - ${APP_TITLE}`;
const path = (page: Page) => new URL(page.url()).pathname;

/** A button whose name ends with the text (an icon's label may come first). */
const buttonEndingWith = (text: string) => ({
  name: new RegExp(`${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`),
});

/** The channel list is on screen (its toolbar's create button). */
const channelList = (page: Page) => page.getByRole('button', buttonEndingWith(localeText('channel.action.create')));

/** Session storage values are obfuscated like local storage: read and decode the entry ending with `key`. */
async function sessionValue(page: Page, key: string): Promise<unknown> {
  const entries = await page.evaluate(() => Object.entries(sessionStorage));
  const raw = entries.find(([name]) => name.endsWith(key))?.[1];
  return raw === undefined ? undefined : (JSON.parse(deobfuscate(raw)) as { value: unknown }).value;
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/setting/index');
  await expectVisible(page.getByRole('heading', { level: 1, name: localeText('permission.route.setting') }));
}

describe('routing, guards and permission modes', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('a refresh keeps the page, its title and the menu (ROUTE_MAPPING, the default mode)', async () => {
    const { page, problems } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto(CHANNELS);
    await expectVisible(channelList(page));
    await expect.poll(() => page.title()).toBe(titleOf('menu.channel.index'));

    await page.reload();
    await expectVisible(channelList(page));
    expect(path(page)).toBe(CHANNELS);
    await expect.poll(() => topMenuTexts(page), MENU_TIMEOUT).toEqual(menuTitles(MASTER_MENU));
    await expect.poll(() => page.title()).toBe(titleOf('menu.channel.index'));
    expect(problems).toEqual([]);
  });

  it("switching to BACK reloads with the server's menu, and a refresh keeps page and menu", async () => {
    const { page } = await suite.openPage();
    // The permission-mode switch is a developer tool: the admin's (an owner does not see it).
    await logIn(page, DEMO.admin);
    await openSettings(page);
    const serverMenu = page.waitForResponse((response) => new URL(response.url()).pathname === MENU_LIST_API);
    await page
      .getByRole('button', { name: looseText(localeText('permission.mode.toggle', 'zh_CN', { mode: localeText('permission.mode.BACK') })) })
      .click();
    await serverMenu;
    await expectVisible(page.getByText(localeText('permission.mode.current', 'zh_CN', { mode: localeText('permission.mode.BACK') })));
    // The seeded server menus mirror the page schemas: the admin's is the systems area.
    await expect.poll(() => topMenuTexts(page), MENU_TIMEOUT).toEqual(ADMIN_MENU);

    await page.goto(SYSTEMS_LOG);
    await expectVisible(page.getByRole('menuitem', { name: localeText('permission.route.systemsLog') }).first());
    const again = page.waitForResponse((response) => new URL(response.url()).pathname === MENU_LIST_API);
    await page.reload();
    await again;
    expect(path(page)).toBe(SYSTEMS_LOG);
    await expect.poll(() => topMenuTexts(page), MENU_TIMEOUT).toEqual(ADMIN_MENU);

    // The role switch belongs to ROUTE_MAPPING: here it is off and says why (spec §5's message).
    await openSettings(page);
    await expectVisible(page.getByText(localeText('permission.switchRoleWrongMode'), { exact: true }));
    expect(await page.getByRole('radio', { name: localeText('permission.role.official') }).isDisabled()).toBe(true);
  });

  it('a role switch in ROUTE_MAPPING rebuilds the menu for that role and returns home', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.admin);
    await openSettings(page);
    await expect.poll(() => topMenuTexts(page), MENU_TIMEOUT).toEqual(ADMIN_MENU);
    await page.getByText(localeText('permission.role.master'), { exact: true }).click();
    await expect.poll(() => topMenuTexts(page), MENU_TIMEOUT).toEqual(menuTitles(MASTER_MENU));
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await openSettings(page);
    await page.getByText(localeText('permission.role.official'), { exact: true }).click();
    await expect.poll(() => topMenuTexts(page), MENU_TIMEOUT).toEqual(menuTitles(OFFICIAL_MENU));
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
  });

  it('stores pwa_master and app_id of the dashboard URL in session storage', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto('/dashboard/analysis?pwa_master=master-9&app_id=app-4');
    await expect.poll(() => sessionValue(page, 'PWA__MASTER__')).toBe('master-9');
    expect(await sessionValue(page, 'APP__ID__')).toBe('app-4');
  });

  it('shows the 404 page for an unknown path, keeping the address', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto('/no/such/page');
    await expectVisible(page.getByText(localeText('exception.notFound'), { exact: true }));
    expect(path(page)).toBe('/no/such/page');
    await expect.poll(() => page.title()).toBe(titleOf('exception.notFoundTitle'));
    await page.getByRole('button', { name: looseText(localeText('exception.backHome')) }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
  });

  it('sends /error-log to the error log list', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto('/error-log');
    await page.waitForURL((url) => url.pathname === '/error-log/list');
    await expect.poll(() => page.title()).toBe(titleOf('errorlog.title'));
  });

  it('shows the API operations at /apiDoc, titled development documentation', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.goto('/apiDoc');
    await expectVisible(page.getByRole('heading', { level: 1, name: localeText('apidoc.title') }));
    await expectVisible(page.getByText('getMenuList', { exact: true }));
    await expectVisible(page.getByText('/api/v1/auth/login', { exact: true }));
    // The introduction is formatted (its count filled in, its quoted braces shown as braces).
    await expectVisible(page.getByText(/^共 \d+ 个接口，由 API 定义生成。所有响应都是 \{code, msg, data\} 结构/));
    await expect.poll(() => page.title()).toBe(titleOf('apidoc.title'));
  });
});
