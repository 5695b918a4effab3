import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, topMenuTexts } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
const button = (id: string) => ({ name: new RegExp(`${[...localeText(id)].map(escape).join('\\s?')}$`) });
const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

/** The install statistics page (schemas/pages/install.json) and the call its list makes. */
const INSTALL_PAGE = '/install/index';
const INSTALL_LIST = '/api/v1/statistics/install_list';

async function apiPost(baseUrl: string, apiPath: string, token: string, body: unknown) {
  const response = await fetch(new URL(apiPath, baseUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

describe('a role without the install statistics page', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('the admin creates it and gives it to a new operator, whose menu, pages and calls lack the page', async () => {
    // The demo master adds an operator (its team page's call).
    const { page: master } = await suite.openPage();
    const masterToken = await logIn(master, DEMO.master);
    const added = await apiPost(suite.baseUrl, '/api/v1/account/add', masterToken, {
      username: 'reviewer1',
      email: 'reviewer1@example.test',
      password: 'reviewer123',
      password_confirmation: 'reviewer123',
    });
    expect(added.code, added.msg).toBe(0);

    // The admin creates a role of operators granted the reviews page only.
    const { page } = await suite.openPage();
    await logIn(page, DEMO.admin);
    await page.goto('/systems/sub/accounts/role');
    await expectVisible(rowOf(page, 'reviews-desk'));
    await page.getByRole('button', button('role.action.add')).click();
    const dialog = page.getByRole('dialog').filter({ visible: true });
    await dialog.getByLabel(localeText('role.field.code'), { exact: true }).fill('reviews-only');
    await dialog.getByLabel(localeText('role.field.name'), { exact: true }).fill('Reviews only');
    const comment = dialog.locator('.ant-tree-treenode', { hasText: localeText('menu.comment') }).first();
    await comment.locator('.ant-tree-checkbox').click();
    await dialog.getByRole('button', button('renderer.form.submit')).click();
    await expectVisible(rowOf(page, 'reviews-only'));

    // …and gives it to the new operator.
    await page.getByRole('button', button('role.action.assign')).click();
    const assign = page.getByRole('dialog').filter({ visible: true });
    await assign.getByLabel(localeText('role.field.username'), { exact: true }).fill('reviewer1');
    await assign.getByLabel(localeText('role.field.role'), { exact: true }).first().click();
    await page.locator('.ant-select-item-option', { hasText: 'Reviews only' }).click();
    await assign.getByRole('button', button('renderer.form.submit')).click();
    await expectVisible(page.getByText(localeText('role.assigned'), { exact: true }));

    // The operator's menu lacks the install statistics; a direct visit finds no such page; the call is refused.
    const { page: operator } = await suite.openPage();
    const token = await logIn(operator, { username: 'reviewer1', password: 'reviewer123' } as typeof DEMO.official);
    await expect.poll(() => topMenuTexts(operator), { timeout: 10_000 }).toContain(localeText('menu.comment'));
    expect(await topMenuTexts(operator)).not.toContain(localeText('menu.install'));
    await operator.goto(INSTALL_PAGE);
    await expectVisible(operator.getByText(localeText('exception.notFound'), { exact: true }));
    const refused = await apiGet(suite.baseUrl, INSTALL_LIST, token);
    expect(refused.httpStatus).toBe(403);
    // The demo's own operator, of the built-in role, still has the page.
    const { page: other } = await suite.openPage();
    const otherToken = await logIn(other, DEMO.official);
    expect((await apiGet(suite.baseUrl, INSTALL_LIST, otherToken)).httpStatus).toBe(200);
  });
});
