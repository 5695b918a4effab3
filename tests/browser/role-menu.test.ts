import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, LOGIN_PATH, logIn, submitLogin, topMenuTexts } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { MASTER_MENU, OFFICIAL_MENU, menuTitles } from '../support/spec-menus';

const MENU_TIMEOUT = { timeout: 10_000 };

describe('login to a role-based menu', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('shows the master menu in spec order to demo', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    await expect.poll(() => topMenuTexts(page), MENU_TIMEOUT).toEqual(menuTitles(MASTER_MENU));
  });

  it('shows the header buttons: notice, contact us, work orders, language and the user menu', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    for (const id of ['layout.notice', 'layout.contact', 'layout.workOrder']) {
      await expectVisible(page.getByRole('button', { name: localeText(id), exact: true }));
    }
    // The language and user buttons are named by the text they show, then by what they are for.
    const named = (label: string, purpose: string) => localeText('common.labelWithPurpose', 'zh_CN', { label, purpose });
    await expectVisible(
      page.getByRole('button', { name: named(localeText('common.localeName.zh_CN'), localeText('common.chooseLanguage')), exact: true }),
    );
    await expectVisible(page.getByRole('button', { name: named('Demo master', localeText('layout.userMenu')), exact: true }));
  });

  it('shows the official menu in spec order to operator and none of the master entries', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.official);
    await expect.poll(() => topMenuTexts(page), MENU_TIMEOUT).toEqual(menuTitles(OFFICIAL_MENU));
    const shown = await topMenuTexts(page);
    const masterOnly = menuTitles(MASTER_MENU.filter((key) => !OFFICIAL_MENU.includes(key)));
    expect(masterOnly.length).toBeGreaterThan(0);
    for (const title of masterOnly) expect(shown).not.toContain(title);
  });

  it("shows the server's message for a wrong password and stays on the login page", async () => {
    const { page } = await suite.openPage();
    await page.goto(LOGIN_PATH);
    const answer = await submitLogin(page, { username: DEMO.master.username, password: `${DEMO.master.password}-wrong` });
    const expected = localeText('server.auth.wrongCredentials');
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toBe(expected);
    await expectVisible(page.getByText(expected, { exact: true }));
    expect(new URL(page.url()).pathname).toBe(LOGIN_PATH);
  });
});
