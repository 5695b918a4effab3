import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, LOGIN_PATH, logIn, logOut, submitLogin } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';

const USER_DETAILS = '/api/v1/user/get_user_details';

describe('session', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('logout returns to the login page and the server refuses the old token', async () => {
    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    const before = await apiGet(suite.baseUrl, USER_DETAILS, token);
    expect(before.httpStatus).toBe(200);
    expect(before.body.code).toBe(0);

    await logOut(page);
    await page.waitForURL((url) => url.pathname === LOGIN_PATH);
    await expectVisible(page.getByLabel(localeText('login.password'), { exact: true }));

    const after = await apiGet(suite.baseUrl, USER_DETAILS, token);
    expect(after.httpStatus).toBe(401);
    expect(after.body.code).toBe(401);
  });

  it('a protected URL opened while logged out goes to login with a redirect and returns there after login', async () => {
    const { page } = await suite.openPage();
    const protectedPath = '/account/index';
    await page.goto(protectedPath);
    await page.waitForURL((url) => url.pathname === LOGIN_PATH);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(protectedPath);

    const answer = await submitLogin(page, DEMO.master);
    expect(answer.code).toBe(0);
    await page.waitForURL((url) => url.pathname === protectedPath);
  });
});
