import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';

const CHANNELS = '/channel/index';
const NOTICES = '/notice/index';
const CHANNEL_LIST_API = '/api/v1/channel/list';
/** More than two pages of 20 rows match this name, so page 2 is full and the window scrolls. */
const SEEDED_NAME = 'Tabs check';
const SEEDED_COUNT = 45;

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: unknown };
  if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Channels of the demo master's first app, named "Tabs check 01" … */
async function seedChannels(baseUrl: string, token: string): Promise<void> {
  const list = (await api(baseUrl, token, 'GET', `${CHANNEL_LIST_API}?pageSize=1`)) as { items: { app_id: string }[] };
  const appId = list.items[0]!.app_id;
  for (let i = 1; i <= SEEDED_COUNT; i += 1) {
    await api(baseUrl, token, 'POST', '/api/v1/channel/add', { app_id: appId, name: `${SEEDED_NAME} ${String(i).padStart(2, '0')}` });
  }
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: localeText('tabs.tabList') });
const tab = (page: Page, titleId: string) => tabBar(page).getByRole('tab', { name: localeText(titleId), exact: true });
const keptPage = (page: Page, path: string) => page.locator(`[data-kept-page="${path}"]`);

/** A filter input of a list, found by its label in the filter form. */
const filterInput = (scope: Locator, labelId: string) =>
  scope
    .locator('form .ant-formily-item', { hasText: localeText(labelId) })
    .locator('input')
    .first();

async function openFromMenu(page: Page, titleId: string, path: string): Promise<void> {
  await page
    .getByRole('menu')
    .first()
    .getByRole('link', { name: localeText(titleId), exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Resolves once the window has not scrolled for a while. A context menu closes when the page
 * scrolls (antd's behaviour), and a page shown again restores its scroll position just after.
 */
async function scrollAtRest(page: Page, quietMs = 400): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        function done() {
          document.removeEventListener('scroll', onScroll, true);
          resolve();
        }
        function onScroll() {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        }
        document.addEventListener('scroll', onScroll, true);
      }),
    quietMs,
  );
}

async function contextMenu(page: Page, titleId: string, actionId: string): Promise<void> {
  await scrollAtRest(page);
  await tab(page, titleId).click({ button: 'right' });
  // Clicked once its opening animation is over: a click that misses while it still moves makes
  // playwright scroll the window, and a context menu closes when the page scrolls.
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-appear"])');
  await menu.getByRole('menuitem', { name: localeText(actionId) }).click();
}

async function tabTitles(page: Page): Promise<string[]> {
  return (await tabBar(page).locator('.ant-tabs-tab-btn').allInnerTexts()).map((text) => text.trim());
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('tabs', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('a tab keeps its page alive, refresh drops it, a reload restores the tabs, they reorder and close from their menu', async () => {
    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    await seedChannels(suite.baseUrl, token);

    // Multi-tab is off by default (spec §9): no tab bar until the settings turn it on.
    await expectVisible(page.getByRole('button', { name: localeText('layout.userMenu') }));
    expect(await tabBar(page).count()).toBe(0);
    await page.getByRole('button', { name: localeText('setting.title'), exact: true }).click();
    await page.getByRole('switch', { name: localeText('setting.showTabs'), exact: true }).click();
    await page.getByRole('switch', { name: localeText('setting.cacheTabs'), exact: true }).click();
    await page.keyboard.press('Escape');
    await expectVisible(tab(page, 'menu.dashboard.analysis'));

    // The channel list: a filter, page 2, scrolled down, and a filter typed but not applied.
    await openFromMenu(page, 'menu.channel', CHANNELS);
    const channels = keptPage(page, CHANNELS);
    await filterInput(channels, 'channel.field.name').fill(SEEDED_NAME);
    await filterInput(channels, 'channel.field.name').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('name') === SEEDED_NAME);
    // The URL changes before React renders the filtered list: wait for the list itself.
    await expectVisible(channels.getByText(localeText('renderer.list.total', 'zh_CN', { total: SEEDED_COUNT }), { exact: true }));
    const firstRow = channels.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => firstRow.textContent()).toContain(SEEDED_NAME);
    const pageOneFirst = await firstRow.textContent();
    await channels.locator('.ant-pagination-item-2').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => firstRow.textContent()).not.toBe(pageOneFirst);
    const firstRowText = await firstRow.textContent();
    expect(firstRowText).toContain(SEEDED_NAME);
    await filterInput(channels, 'channel.field.code').fill('not applied');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);
    const listUrl = page.url();
    expect(new URL(listUrl).searchParams.get('name')).toBe(SEEDED_NAME);

    let listRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === CHANNEL_LIST_API) listRequests += 1;
    });

    // The notice page, with something typed into it.
    await openFromMenu(page, 'menu.notice', NOTICES);
    const notices = keptPage(page, NOTICES);
    await filterInput(notices, 'notice.field.title').fill('draft text');
    expect(await channels.isHidden()).toBe(true);
    expect(await scrollY(page)).toBe(0);

    // Back to the list through its tab: filter, page, scroll and the unapplied input are as left.
    await tab(page, 'menu.channel.index').click();
    await page.waitForURL((url) => url.href === listUrl);
    await expectVisible(channels);
    expect(await filterInput(channels, 'channel.field.name').inputValue()).toBe(SEEDED_NAME);
    expect(await filterInput(channels, 'channel.field.code').inputValue()).toBe('not applied');
    await expect.poll(() => channels.locator('.ant-pagination-item-active').innerText()).toBe('2');
    expect(await firstRow.textContent()).toBe(firstRowText);
    await expect.poll(() => scrollY(page)).toBe(300);
    // Kept alive, not re-mounted: the list did not ask the server again.
    expect(listRequests).toBe(0);

    await tab(page, 'menu.notice.index').click();
    await page.waitForURL((url) => url.pathname === NOTICES);
    await expectVisible(notices);
    expect(await filterInput(notices, 'notice.field.title').inputValue()).toBe('draft text');

    // Refresh (context menu of the channel tab): the kept state is gone; the URL's filters stay.
    await tab(page, 'menu.channel.index').click();
    await page.waitForURL((url) => url.href === listUrl);
    await expectVisible(channels);
    await expect.poll(() => scrollY(page)).toBe(300);
    await contextMenu(page, 'menu.channel.index', 'tabs.refresh');
    await expect.poll(() => filterInput(channels, 'channel.field.code').inputValue()).toBe('');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect.poll(() => filterInput(channels, 'channel.field.name').inputValue()).toBe(SEEDED_NAME);
    expect(page.url()).toBe(listUrl);

    // A reload brings the tabs back (caching is on), in their order.
    const before = await tabTitles(page);
    expect(before).toEqual(['menu.dashboard.analysis', 'menu.channel.index', 'menu.notice.index'].map((id) => localeText(id)));
    await page.reload();
    await expectVisible(tab(page, 'menu.notice.index'));
    expect(await tabTitles(page)).toEqual(before);

    // Reorder: drag the notice tab onto the channel tab, then move it back from its menu.
    await tab(page, 'menu.notice.index').dragTo(tab(page, 'menu.channel.index'));
    await expect
      .poll(() => tabTitles(page))
      .toEqual(['menu.dashboard.analysis', 'menu.notice.index', 'menu.channel.index'].map((id) => localeText(id)));
    await contextMenu(page, 'menu.notice.index', 'tabs.moveRight');
    await expect.poll(() => tabTitles(page)).toEqual(before);

    // Close through the context menu: one tab, then the others, then all (the affix home stays).
    await contextMenu(page, 'menu.notice.index', 'tabs.close');
    await expect.poll(() => tabTitles(page)).toEqual([localeText('menu.dashboard.analysis'), localeText('menu.channel.index')]);
    await openFromMenu(page, 'menu.notice', NOTICES);
    await contextMenu(page, 'menu.channel.index', 'tabs.closeOthers');
    await expect.poll(() => tabTitles(page)).toEqual([localeText('menu.dashboard.analysis'), localeText('menu.channel.index')]);
    // The notice page was on screen and closed: the console moved to the tab acted on.
    await page.waitForURL((url) => url.pathname === CHANNELS);
    await contextMenu(page, 'menu.channel.index', 'tabs.closeAll');
    await expect.poll(() => tabTitles(page)).toEqual([localeText('menu.dashboard.analysis')]);
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
  });
});
