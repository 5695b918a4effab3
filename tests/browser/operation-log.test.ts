import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { overflowAtEveryWidth } from '../support/overflow';

// The admin's operation log page (/systems/log/admin of schemas/pages/systems.json): a change made just
// before is found by its operation, and the list exports its CSV.
const text = (id: string) => localeText(id, 'zh_CN');
const button = (id: string) => ({
  name: new RegExp(`${[...text(id)].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`),
});

describe('the operation log page', () => {
  let suite: BrowserSuite;
  let page: Page;
  let token: string;
  beforeAll(async () => {
    suite = await startBrowserSuite();
    ({ page } = await suite.openPage());
    token = await logIn(page, DEMO.admin);
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('filters by operation and shows the row of a change made just before', { timeout: 120_000 }, async () => {
    const plans = await apiGet(suite.baseUrl, '/admin/v1/recharge-plan/list', token);
    const plan = (plans.body.data as { items: { id: number; amount: number }[] }).items[0]!;
    const edited = await fetch(`${suite.baseUrl}/admin/v1/recharge-plan/edit`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: plan.id, amount: plan.amount }),
    });
    expect(edited.status).toBe(200);

    await page.goto('/systems/log/admin');
    // The demo's log rows are there from the start.
    await expectVisible(page.locator('.ant-table-row', { hasText: 'adminAppBan' }).first());
    const problems = await overflowAtEveryWidth(page, 'operation log');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The select lists every logged operation (a virtual list): typing narrows it.
    const operation = page.getByRole('combobox', { name: text('oplog.field.operation'), exact: true });
    await operation.click();
    await operation.pressSequentially('rechargePlanEdit');
    await page.locator('.ant-select-item-option', { hasText: /^rechargePlanEdit$/ }).click();
    const filtered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/admin/v1/log/list' && new URL(r.url()).searchParams.get('operation_id') === 'rechargePlanEdit',
    );
    await page.getByRole('button', button('renderer.list.search')).click();
    await filtered;
    const row = page.locator('.ant-table-row', { hasText: `id=${plan.id}` }).filter({ hasText: '127.0.0.1' });
    await expectVisible(row.first());
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.ant-table-row')].every((r) => r.textContent?.includes('rechargePlanEdit')),
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', button('oplog.action.export')).click();
    expect((await download).suggestedFilename()).toBe('operation-log.csv');
    expect(problems).toEqual([]);
  });
});
