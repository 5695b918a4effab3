import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, logOut, topMenuTexts, switchToEnglish } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, type TestLocale } from '../support/locale-text';
import { OFFICIAL_MENU, menuTitles } from '../support/spec-menus';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
const button = (id: string, locale: TestLocale) => ({ name: new RegExp(`${[...localeText(id, locale)].map(escape).join('\\s?')}$`) });
const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('account management and invite registration', () => {
  let suite: BrowserSuite;
  let page: Page;
  beforeAll(async () => {
    suite = await startBrowserSuite();
    page = (await suite.openPage()).page;
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('the invite page shows demo’s code, its link as a QR code and the accounts registered with it (zh_CN)', async () => {
    const token = await logIn(page, DEMO.master);
    const code = ((await apiGet(suite.baseUrl, '/api/v1/user/get_user_details', token)).body.data as { invite_code: string }).invite_code;
    await page.goto('/invitereg/index');
    await expectVisible(page.getByText(localeText('invite.detailsTitle', 'zh_CN')));
    await expectVisible(page.getByText(code, { exact: true }).first());
    await expectVisible(page.getByText(new RegExp(`/register\\?invite=${code}$`)).first());
    // The link as a QR code a phone scans (drawn in the browser, named by its text).
    const link = `${suite.baseUrl}/register?invite=${code}`;
    await expectVisible(page.getByRole('img', { name: localeText('renderer.value.qrAlt', 'zh_CN', { text: link }) }));
    await expectVisible(rowOf(page, 'invited_one'));
    await expectVisible(rowOf(page, 'invited_two'));
    // The seeded first recharge of invited_one earned 10% of 100.00.
    await expectVisible(rowOf(page, 'invited_one').getByText('10.00', { exact: true }));
  });

  it('demo creates an operator (en), downloads the account list as account-list.csv, and the operator signs in to the operator’s menu', async () => {
    const locale = 'en';
    await page.goto('/dashboard/analysis');
    await switchToEnglish(page);
    await page.goto('/account/index');
    await expectVisible(rowOf(page, 'operator2'));
    await expectVisible(rowOf(page, 'operator2').getByText(localeText('account.status.disabled', locale), { exact: true }));

    // The owner's own row: its package and what is left of it (past its first actions, in the row's menu).
    await rowOf(page, 'Demo master').getByRole('button', button('renderer.list.moreActions', locale)).click();
    await page.getByRole('menuitem', button('account.action.package', locale)).click();
    const packageDrawer = page.locator('.ant-drawer-content').filter({ hasText: localeText('account.drawer.package', locale) });
    await expectVisible(packageDrawer.getByText('Standard', { exact: true }));
    await expectVisible(packageDrawer.getByText(localeText('package.field.installsLeft', locale), { exact: true }));
    await page.keyboard.press('Escape');
    await packageDrawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', button('account.action.create', locale)).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(localeText('account.modal.create', locale)));

    // Four mistakes are shown at once, each under its field (checked by the operation's schema), and nothing is sent.
    const sent: string[] = [];
    const watchAdd = (request: Request) => {
      if (new URL(request.url()).pathname === '/api/v1/account/add') sent.push(request.method());
    };
    page.on('request', watchAdd);
    await dialog.getByLabel(localeText('account.field.username', locale), { exact: true }).fill('a b');
    await dialog.getByLabel(localeText('account.field.email', locale), { exact: true }).fill('not-an-address');
    await dialog.getByLabel(localeText('account.field.password', locale), { exact: true }).fill('12345');
    await dialog.getByRole('button', button('renderer.form.submit', locale)).click();
    const fieldItem = (labelId: string) =>
      dialog.locator('.ant-formily-item').filter({
        has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?\\s*${escape(localeText(labelId, locale))}\\s*:?$`) }),
      });
    await expectVisible(fieldItem('account.field.username').getByText('Use 3–32 letters, digits, “_”, “.”, or “-”', { exact: true }));
    await expectVisible(fieldItem('account.field.email').getByText(localeText('renderer.validation.email', locale), { exact: true }));
    await expectVisible(
      fieldItem('account.field.password').getByText(localeText('renderer.validation.minLength', locale, { limit: 6 }), { exact: true }),
    );
    await expectVisible(
      fieldItem('account.field.passwordConfirmation').getByText(localeText('renderer.validation.required', locale), { exact: true }),
    );
    page.off('request', watchAdd);
    expect(sent).toEqual([]);

    await dialog.getByLabel(localeText('account.field.username', locale), { exact: true }).fill('browserop');
    await dialog.getByLabel(localeText('account.field.truename', locale), { exact: true }).fill('Browser Operator');
    await dialog.getByLabel(localeText('account.field.email', locale), { exact: true }).fill('browserop@example.test');
    await dialog.getByLabel(localeText('account.field.password', locale), { exact: true }).fill('browser-pass-1');
    await dialog.getByLabel(localeText('account.field.passwordConfirmation', locale), { exact: true }).fill('browser-pass-1');
    const added = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/account/add');
    await dialog.getByRole('button', button('renderer.form.submit', locale)).click();
    expect((await (await added).json()).code).toBe(0);
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(rowOf(page, 'browserop'));

    // A row's details drawer, and a binding modal opened from it.
    await rowOf(page, 'browserop').getByRole('button', button('account.action.details', locale)).click();
    const drawer = page.locator('.ant-drawer-content');
    await expectVisible(drawer.getByText('browserop@example.test', { exact: true }));
    await drawer.getByRole('button', button('account.action.telegram', locale)).click();
    const telegram = page.getByRole('dialog').filter({ hasText: localeText('account.modal.telegram', locale) });
    await telegram.getByLabel(localeText('account.field.telegram', locale), { exact: true }).fill('-100200');
    const bound = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/account/bind_chat_id');
    await telegram.getByRole('button', button('renderer.form.submit', locale)).click();
    expect((await (await bound).json()).data.telegram_chat_id).toBe('-100200');
    await page.keyboard.press('Escape');
    await expectVisible(rowOf(page, 'browserop').getByText('-100200', { exact: true }));

    // The server's CSV of what the list shows (its filters are in the URL), saved under the spec's
    // default name for an account list.
    await page.goto('/account/index?role=official');
    await expectVisible(rowOf(page, 'browserop'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', button('account.action.download', locale)).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('account-list.csv');
    // The browser is the run's shared one, reached over a connection: the file is saved here to be read.
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-download-')), file.suggestedFilename());
    await file.saveAs(saved);
    const lines = fs
      .readFileSync(saved, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Username,Name,E-mail,Role,State,Telegram chat ID,Created,Last sign-in');
    const usernames = lines.slice(1).map((line) => line.split(',')[1]);
    expect(usernames).toEqual(expect.arrayContaining(['operator', 'operator2', 'browserop']));
    expect(usernames).not.toContain('demo');

    await logOut(page, locale);
    await logIn(page, { username: 'browserop', password: 'browser-pass-1' }, locale);
    // The operator's (official) menu of the spec, none of the master's entries.
    await expect.poll(() => topMenuTexts(page), { timeout: 10_000 }).toEqual(menuTitles(OFFICIAL_MENU, locale));
    expect(await topMenuTexts(page)).not.toContain(localeText('menu.account', locale));
  });
});
