import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, switchToEnglish } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, looseText } from '../support/locale-text';

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('the catalogue in the console', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('the admin changes a package price on /catalogue/packages; the demo master sees it on its packages page at once', async () => {
    const locale = 'en';
    const admin = (await suite.openPage()).page;
    await logIn(admin, DEMO.admin);
    await admin.waitForURL((url) => url.pathname !== '/login');
    await switchToEnglish(admin);
    await admin.goto('/catalogue/packages');
    const starter = rowOf(admin, 'Starter');
    await expectVisible(starter);
    await expectVisible(starter.getByText('199.00', { exact: true }));

    await starter.getByRole('button', { name: looseText(localeText('catalogue.action.edit', locale)) }).click();
    const dialog = admin.getByRole('dialog');
    const price = dialog.getByLabel(localeText('catalogue.field.price', locale), { exact: true });
    await price.fill('249.5');
    const edited = admin.waitForResponse((response) => new URL(response.url()).pathname === '/admin/v1/package-plan/edit');
    await dialog.getByRole('button', { name: looseText(localeText('renderer.form.submit', locale)) }).click();
    expect((await (await edited).json()).data).toMatchObject({ code: 'starter', price: 249_5000 });
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(rowOf(admin, 'Starter').getByText('249.50', { exact: true }));

    const master = (await suite.openPage()).page;
    await logIn(master, DEMO.master);
    await master.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await switchToEnglish(master);
    await master.goto('/packages/index?tab=buy');
    await expectVisible(rowOf(master, 'Starter').getByText('249.50', { exact: true }));
  });
});
