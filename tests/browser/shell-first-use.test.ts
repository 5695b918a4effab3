import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, LOGIN_API, logIn, logOut, submitLogin, switchToEnglish } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, looseText } from '../support/locale-text';

const ADMIN_HOME = '/systems/admin/subaccount';

/** Problems other than the browser's own line for a refused request (a 401 is how a session ends). */
const realProblems = (problems: string[]) => problems.filter((line) => !line.includes('the server responded with a status of 401'));

async function openSettings(page: Page) {
  await page.getByRole('button', { name: localeText('setting.title') }).click();
  const drawer = page.getByRole('dialog', { name: localeText('setting.title') });
  await expectVisible(drawer);
  return drawer;
}

describe('what a first-time user trips over', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it("the admin lands on its own menu's first page, and no header button leads it to a page it may not open", async () => {
    const { page, problems } = await suite.openPage();
    await logIn(page, DEMO.admin);
    await page.waitForURL((url) => url.pathname === ADMIN_HOME);
    await expectVisible(page.getByRole('button', { name: localeText('layout.userMenu') }));
    // "/" lands there too.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === ADMIN_HOME);
    await expectVisible(page.getByRole('button', { name: localeText('layout.contact') }));
    expect(await page.getByRole('button', { name: localeText('layout.notice') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: localeText('layout.workOrder') }).count()).toBe(0);
    await page.getByRole('button', { name: localeText('layout.contact') }).click();
    const contact = page.getByRole('dialog', { name: localeText('layout.contact') });
    await expectVisible(contact);
    expect(await contact.getByRole('button', { name: looseText(localeText('layout.contactAction')) }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('an owner keeps the bell, the work-order button and the dialog\'s "submit a work order"; the icons sit on their labels', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await expectVisible(page.getByRole('button', { name: localeText('layout.notice') }));
    await expectVisible(page.getByRole('button', { name: localeText('layout.workOrder') }));
    await page.getByRole('button', { name: localeText('layout.contact') }).click();
    const contact = page.getByRole('dialog', { name: localeText('layout.contact') });
    await expectVisible(contact);
    // Each label's icon is centred on its text's line.
    const offsets = await contact.locator('.ant-descriptions-item-label').evaluateAll((labels) =>
      labels.map((label) => {
        const icon = label.querySelector('.anticon')!.getBoundingClientRect();
        const range = document.createRange();
        const text = [...label.querySelectorAll('span')].find((span) => !span.querySelector('.anticon') && !span.closest('.anticon'))!;
        range.selectNodeContents(text);
        const line = range.getBoundingClientRect();
        return Math.abs(icon.top + icon.height / 2 - (line.top + line.height / 2));
      }),
    );
    expect(offsets).toHaveLength(3);
    for (const offset of offsets) expect(offset).toBeLessThanOrEqual(1.5);
    await contact.getByRole('button', { name: looseText(localeText('layout.contactAction')) }).click();
    await page.waitForURL((url) => url.pathname === '/workorder/commit');
  });

  it('an expired session sends the console to the login page saying so, with nothing logged as an error', async () => {
    const { page, problems } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    await fetch(new URL('/api/v1/user/logout', suite.baseUrl), { headers: { Authorization: `Bearer ${token}` } });
    await page.goto('/channel/index');
    await page.waitForURL((url) => url.pathname === '/login');
    await expectVisible(page.getByRole('alert').filter({ hasText: localeText('http.tokenExpired') }));
    expect(realProblems(problems)).toEqual([]);
    // Signed in again, the error log is empty and says so once.
    await logIn(page, DEMO.master);
    await page.goto('/error-log/list');
    await expectVisible(page.getByText(localeText('errorlog.empty'), { exact: true }));
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(0);
    // The summary's own "nothing recorded" (its =0 branch) is not said a second time.
    const noneRecorded = /=0 \{([^}]*)\}/.exec(localeText('errorlog.summary'))![1]!;
    expect(await page.getByText(noneRecorded).count()).toBe(0);
    // An owner gets no test buttons there, and the notice of the ended session is gone.
    expect(await page.getByRole('button', { name: looseText(localeText('errorlog.fire.script')) }).count()).toBe(0);
    await logOut(page);
    await expectVisible(page.getByLabel(localeText('login.username'), { exact: true }));
    expect(await page.getByText(localeText('http.tokenExpired')).count()).toBe(0);
  });

  it("an owner's settings are language, theme, menu layout and tabs; no permission switches", async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    const drawer = await openSettings(page);
    await expectVisible(drawer.getByRole('switch', { name: localeText('setting.showTabs'), exact: true }));
    await expectVisible(drawer.getByRole('radio', { name: localeText('setting.menuType.top-menu') }));
    expect(await drawer.getByRole('switch').count()).toBeLessThanOrEqual(3);
    expect(await drawer.getByText(localeText('setting.clearAndLogout')).count()).toBe(0);
    expect(await drawer.getByText(localeText('setting.showFullScreen')).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/setting/index');
    await expectVisible(page.getByText(localeText('permission.setting.language')));
    expect(await page.getByText(localeText('permission.mode.title')).count()).toBe(0);

    // Top menu: no side menu, so no button to fold one.
    const again = await openSettings(page);
    await again.getByRole('radio', { name: localeText('setting.menuType.top-menu') }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('aside.ant-layout-sider').count()).toBe(0);
    expect(await page.getByRole('button', { name: localeText('layout.collapseMenu') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: localeText('layout.expandMenu') }).count()).toBe(0);
  });

  it("the admin's full drawer offers no switch without a header button to show", async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.admin);
    const drawer = await openSettings(page);
    await expectVisible(drawer.getByText(localeText('setting.showNotice')));
    expect(await drawer.getByText(localeText('setting.showFullScreen'), { exact: true }).count()).toBe(0);
    expect(await drawer.getByText(localeText('setting.showDoc'), { exact: true }).count()).toBe(0);
  });

  it('a wrong password toast stays below the header and is gone after the next sign-in', async () => {
    const { page } = await suite.openPage();
    await page.goto('/login');
    const wrong = await submitLogin(page, { username: DEMO.master.username, password: 'not-the-password' });
    expect(wrong.code).not.toBe(0);
    const toast = page.locator('.ant-notification-notice');
    await expectVisible(toast);
    const top = await toast.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(48);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === LOGIN_API);
    await page.getByLabel(localeText('login.password'), { exact: true }).fill(DEMO.master.password);
    await page.getByRole('button', { name: looseText(localeText('login.submit')) }).click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(0);
    await page.waitForURL((url) => url.pathname !== '/login');
    await toast.first().waitFor({ state: 'detached' });
  });

  it('a submenu closes when another top-level entry opens; a cut-off label carries its whole text', async () => {
    const { page } = await suite.openPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, DEMO.master);
    const menu = page.getByRole('menu').first();
    await menu.getByText(localeText('menu.packages'), { exact: true }).click();
    await menu.getByRole('link', { name: localeText('menu.packages.index') }).click();
    await page.waitForURL((url) => url.pathname === '/packages/index');
    await menu
      .getByRole('link', { name: localeText('menu.dashboard.analysis') })
      .or(menu.getByText(localeText('menu.dashboard')))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await expect.poll(() => menu.locator('.ant-menu-submenu-open').count()).toBe(0);

    await switchToEnglish(page);
    const unreadable = await menu.locator('.ant-menu-title-content').evaluateAll((labels) =>
      labels
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .filter((label) => label.querySelector('[title]')?.getAttribute('title') !== label.textContent?.trim())
        .map((label) => label.textContent),
    );
    expect(unreadable).toEqual([]);
    const titled = await menu.locator('.ant-menu-title-content [title]').count();
    expect(titled).toBeGreaterThan(0);
  });
});
