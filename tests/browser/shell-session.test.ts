import { desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData } from '../../contract/generated/types';
import { outbox } from '../../server/db/schema';
import { DEMO, LOGIN_API, LOGIN_PATH, launchChromium, logIn, openPage, type OpenedPage } from '../support/browser';
import { apiGet, expectVisible, requireConsoleBuild } from '../support/browser-suite';
import { localeText, looseText } from '../support/locale-text';
import { startTestServer, type TestServer } from '../support/test-db';

const HOME_PATH = '/dashboard/analysis';
const USER_DETAILS = '/api/v1/user/get_user_details';

/**
 * The session family in a real browser against the real server: lock screen, session-timeout cover,
 * QR sign-in across two browsers, registration and password reset with the e-mailed codes (read
 * from the outbox table, the local mail delivery), password change.
 */
describe('session, lock and the sign-in family', () => {
  let server: TestServer;
  let browser: Browser;
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    server = await startTestServer({ consoleDir: requireConsoleBuild() });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((p) => p.close()));
    await browser?.close().catch(() => undefined);
    await server?.close();
  });

  async function newPage(): Promise<OpenedPage> {
    const page = await openPage(browser, server.baseUrl);
    opened.push(page);
    return page;
  }

  /** The six digits of the newest message the server "sent" to the address or phone number. */
  async function codeSentTo(recipient: string): Promise<string> {
    const [message] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (!code) throw new Error(`no code was sent to ${recipient}`);
    return code;
  }

  /** Calls the API; `Data` is what the test reads of a successful answer's data. */
  async function apiCall<Data = unknown>(method: string, apiPath: string, body: unknown, token?: string) {
    const response = await fetch(new URL(apiPath, server.baseUrl), {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; msg: string; data: Data };
  }

  async function openUserMenuItem(page: Page, itemId: string) {
    await page.getByRole('button', { name: localeText('layout.userMenu') }).click();
    await page.getByRole('menuitem', { name: localeText(itemId) }).click();
  }

  const button = (page: Page, id: string) => page.getByRole('button', { name: looseText(localeText(id)) });
  /** antd names a button that is (or just was) loading "loading <label>": match the label at the end. */
  const unlockButton = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`${looseText(localeText('lock.unlock')).source.slice(1, -1)}$`) });

  it('locks from the user menu, stays locked after a reload, refuses a wrong password and opens with the right one', async () => {
    const { page, problems } = await newPage();
    await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === HOME_PATH);

    await openUserMenuItem(page, 'account.lockScreen');
    const lock = page.getByRole('dialog', { name: localeText('lock.title') });
    await expectVisible(lock);

    await page.reload();
    await expectVisible(lock);

    const unlockAnswer = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/unlock');
    await lock.getByLabel(localeText('lock.password'), { exact: true }).fill('not-the-password');
    let answered = unlockAnswer();
    await unlockButton(page).click();
    expect(((await (await answered).json()) as { data: { valid: boolean } }).data.valid).toBe(false);
    await expectVisible(lock.getByText(localeText('lock.wrongPassword')));

    await lock.getByLabel(localeText('lock.password'), { exact: true }).fill(DEMO.master.password);
    answered = unlockAnswer();
    await unlockButton(page).click();
    await answered;
    await lock.waitFor({ state: 'detached' });
    // The page is usable again.
    await expectVisible(page.getByRole('button', { name: localeText('layout.userMenu') }));
    expect(problems).toEqual([]);
  });

  it('goes to login when the fifth wrong password makes the server end the session', async () => {
    const { page } = await newPage();
    const token = await logIn(page, DEMO.master);
    await openUserMenuItem(page, 'account.lockScreen');
    const lock = page.getByRole('dialog', { name: localeText('lock.title') });
    const password = lock.getByLabel(localeText('lock.password'), { exact: true });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await password.fill(`wrong-${attempt}`);
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/unlock');
      await unlockButton(page).click();
      expect((await answered).status()).toBe(attempt < 5 ? 200 : 401);
      // The lock screen has taken the answer in (message shown, field emptied) before the next try.
      if (attempt < 5) await expect.poll(() => password.inputValue()).toBe('');
    }
    await page.waitForURL((url) => url.pathname === LOGIN_PATH);
    await lock.waitFor({ state: 'detached' });
    expect((await apiGet(server.baseUrl, USER_DETAILS, token)).httpStatus).toBe(401);
    // Signing in again starts unlocked.
    await logIn(page, DEMO.master);
    await expectVisible(page.getByRole('button', { name: localeText('layout.userMenu') }));
    expect(await lock.count()).toBe(0);
  });

  it('covers the page with a login form when the session is revoked, and the re-login keeps the page and its state', async () => {
    const { page } = await newPage();
    // The session-timeout setting is in the full settings drawer, a developer tool: the admin's.
    const token = await logIn(page, DEMO.admin);

    // Choose "re-login on the current page" in the settings drawer, as a person does.
    await page.getByRole('button', { name: localeText('setting.title') }).click();
    const drawer = page.getByRole('dialog', { name: localeText('setting.title') });
    // antd draws the chosen value over its combobox input: click the whole select.
    const combobox = page.getByRole('combobox', { name: localeText('setting.sessionTimeout') });
    const select = drawer.locator('.ant-select', { has: combobox });
    await select.scrollIntoViewIfNeeded();
    await select.click();
    await page.locator('.ant-select-item-option', { hasText: localeText('setting.sessionTimeout.page-cover') }).click();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.goto('/setting/security');
    const chatId = page.getByLabel(localeText('account.telegramChatId'));
    await chatId.fill('424242');
    const urlBefore = page.url();

    // The session ends on the server (as an expiry or a logout elsewhere would), then the page asks for something.
    expect((await apiGet(server.baseUrl, '/api/v1/user/logout', token)).body.code).toBe(0);
    // The admin has no unread-count bell to ask on focus: switching the language asks for its texts.
    await page.getByRole('button', { name: localeText('common.chooseLanguage') }).click();
    await page.getByRole('menuitem', { name: localeText('common.localeName.en') }).click();

    const cover = page.getByRole('dialog', { name: localeText('account.sessionTimeoutTitle') });
    await expectVisible(cover);
    expect(page.url()).toBe(urlBefore);
    expect(await cover.getByLabel(localeText('login.username'), { exact: true }).inputValue()).toBe(DEMO.admin.username);
    await cover.getByLabel(localeText('login.password'), { exact: true }).fill(DEMO.admin.password);
    const login = page.waitForResponse((response) => new URL(response.url()).pathname === LOGIN_API);
    await cover.getByRole('button', { name: looseText(localeText('login.submit')) }).click();
    const answer = (await (await login).json()) as { code: number; data: { token: string } };
    expect(answer.code).toBe(0);
    await cover.waitFor({ state: 'detached' });

    expect(page.url()).toBe(urlBefore);
    expect(await chatId.inputValue()).toBe('424242');
    expect((await apiGet(server.baseUrl, USER_DETAILS, answer.data.token)).httpStatus).toBe(200);
  });

  it('signs in by QR code: a signed-in browser opens the code, confirms, and the waiting page is signed in', async () => {
    const waiting = await newPage();
    const created = waiting.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/qr_login/create');
    await waiting.page.goto(LOGIN_PATH);
    await waiting.page.getByRole('link', { name: localeText('login.qrLogin') }).click();
    const qr = ((await (await created).json()) as { data: { qr_id: string; url: string } }).data;
    await expectVisible(waiting.page.getByRole('img', { name: localeText('login.qrAlt') }));
    await expectVisible(waiting.page.getByText(localeText('login.qrPending')));

    const phone = await newPage();
    await logIn(phone.page, DEMO.master);
    await phone.page.goto(new URL(qr.url).pathname + new URL(qr.url).search);
    await expectVisible(phone.page.getByRole('heading', { name: localeText('account.qrConfirmHeading') }));
    await expectVisible(waiting.page.getByText(localeText('login.qrScanned')));

    await phone.page.getByRole('button', { name: looseText(localeText('account.qrConfirmSignIn')) }).click();
    await expectVisible(phone.page.getByText(localeText('account.qrConfirmDone')));
    await waiting.page.waitForURL((url) => url.pathname === HOME_PATH, { timeout: 10_000 });
    await expectVisible(waiting.page.getByRole('button', { name: localeText('layout.userMenu') }));
    expect(qr.qr_id.length).toBeGreaterThan(20);
  });

  it('signs in with a phone number and the texted code', async () => {
    const { page } = await newPage();
    await page.goto(LOGIN_PATH);
    await page.getByRole('link', { name: localeText('login.mobileLogin') }).click();
    await page.getByLabel(localeText('login.mobile'), { exact: true }).fill('138 0000 0000');
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/send_sms_code');
    await button(page, 'login.sendCode').click();
    expect(((await (await sent).json()) as { code: number }).code).toBe(0);
    await page.getByLabel(localeText('login.smsCode'), { exact: true }).fill(await codeSentTo('+8613800000000'));
    await button(page, 'login.submit').click();
    await page.waitForURL((url) => url.pathname === HOME_PATH);
    await expectVisible(page.getByRole('button', { name: localeText('layout.userMenu') }));
  });

  it('registers with an invite code and the e-mailed code, then signs in as the new user', async () => {
    const inviter = await apiCall<LoginData>('POST', LOGIN_API, DEMO.master);
    const inviteCode = inviter.data.userInfo.invite_code;
    expect(inviteCode).toBeTruthy();

    const { page } = await newPage();
    await page.goto(`/register?invite=${encodeURIComponent(inviteCode)}`);
    expect(await page.getByLabel(localeText('login.inviteCode')).inputValue()).toBe(inviteCode);
    await page.getByLabel(localeText('login.username'), { exact: true }).fill('browser_newbie');
    await page.getByLabel(localeText('login.password'), { exact: true }).fill('newbie123');
    await page.getByLabel(localeText('login.confirmPassword'), { exact: true }).fill('newbie123');
    await page.getByLabel(localeText('login.email'), { exact: true }).fill('newbie@example.com');
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/send_email_code');
    await button(page, 'login.sendCode').click();
    expect(((await (await sent).json()) as { code: number }).code).toBe(0);
    await expectVisible(page.getByRole('button', { name: /60/ }));

    await page.getByLabel(localeText('login.emailCode'), { exact: true }).fill(await codeSentTo('newbie@example.com'));
    await button(page, 'login.registerSubmit').click();
    await page.waitForURL((url) => url.pathname === LOGIN_PATH);
    expect(await page.getByLabel(localeText('login.username'), { exact: true }).inputValue()).toBe('browser_newbie');

    await page.getByLabel(localeText('login.password'), { exact: true }).fill('newbie123');
    await button(page, 'login.submit').click();
    await page.waitForURL((url) => url.pathname !== LOGIN_PATH);
    await expectVisible(page.getByRole('button', { name: localeText('layout.userMenu') }));
  });

  it('resets a forgotten password with the e-mailed code; the old password stops working', async () => {
    const { page } = await newPage();
    await page.goto(LOGIN_PATH);
    await page.getByRole('link', { name: localeText('login.forgotPassword') }).click();
    await page.getByLabel(localeText('login.email'), { exact: true }).fill('operator@example.com');
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/send_email_code');
    await button(page, 'login.sendCode').click();
    await sent;
    await page.getByLabel(localeText('login.emailCode'), { exact: true }).fill(await codeSentTo('operator@example.com'));
    await button(page, 'login.nextStep').click();

    await page.getByLabel(localeText('login.newPassword'), { exact: true }).fill('operator456');
    await page.getByLabel(localeText('login.confirmPassword'), { exact: true }).fill('operator456');
    await button(page, 'login.resetSubmit').click();
    await page.waitForURL((url) => url.pathname === LOGIN_PATH);

    expect((await apiCall('POST', LOGIN_API, DEMO.official)).code).not.toBe(0);
    await logIn(page, { username: DEMO.official.username, password: 'operator456' });
  });

  it('changes the password from the user menu: this session stays, the other sessions are signed out', async () => {
    const other = await apiCall<LoginData>('POST', LOGIN_API, DEMO.master);
    const { page } = await newPage();
    const token = await logIn(page, DEMO.master);
    try {
      await openUserMenuItem(page, 'account.changePassword');
      const dialog = page.getByRole('dialog', { name: localeText('account.changePassword') });
      await dialog.getByLabel(localeText('account.oldPassword'), { exact: true }).fill(DEMO.master.password);
      await dialog.getByLabel(localeText('account.newPassword'), { exact: true }).fill('demo4567');
      await dialog.getByLabel(localeText('account.confirmPassword'), { exact: true }).fill('demo4568');
      await dialog.getByRole('button', { name: looseText(localeText('account.save')) }).click();
      await expectVisible(dialog.getByText(localeText('account.confirmationMismatch')));

      await dialog.getByLabel(localeText('account.confirmPassword'), { exact: true }).fill('demo4567');
      await dialog.getByRole('button', { name: looseText(localeText('account.save')) }).click();
      await expectVisible(page.getByText(localeText('account.passwordChanged')));

      expect((await apiGet(server.baseUrl, USER_DETAILS, other.data.token)).httpStatus).toBe(401);
      expect((await apiGet(server.baseUrl, USER_DETAILS, token)).httpStatus).toBe(200);
      expect((await apiCall('POST', LOGIN_API, { username: DEMO.master.username, password: 'demo4567' })).code).toBe(0);
    } finally {
      // The demo account keeps its documented password for whatever runs after this.
      await apiCall(
        'PUT',
        '/api/v1/user/password_edit',
        { old_password: 'demo4567', new_password: DEMO.master.password, password_confirmation: DEMO.master.password },
        token,
      );
    }
  });
});
