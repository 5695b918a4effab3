import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn, switchToEnglish } from '../support/browser';
import { apiGet, expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText, type TestLocale } from '../support/locale-text';

const TAGS: Record<TestLocale, string> = { zh_CN: 'zh-CN', en: 'en-US' };
const number = (value: number, locale: TestLocale) => new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 2 }).format(value);
/** Money is stored as display × 10000 and shown with two decimals (spec §9). */
const money = (stored: number, locale: TestLocale) =>
  new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(stored / 10000);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
const button = (id: string, locale: TestLocale) => ({ name: new RegExp(`${[...localeText(id, locale)].map(escape).join('\\s?')}$`) });
const figure = (page: Page, field: string) => page.getByTestId(`figure-${field}`);
/** A chart card: its title, and the chart ECharts drew (an SVG with its aria description). */
const chart = (page: Page, title: string) =>
  page
    .locator('.ant-card', { has: page.getByText(title, { exact: true }) })
    .locator('svg')
    .first();

async function data<T>(suite: BrowserSuite, path: string, token: string): Promise<T> {
  const answer = await apiGet(suite.baseUrl, path, token);
  expect(answer.body.code, path).toBe(0);
  return answer.body.data as T;
}

describe('statistics pages fed by the demo data', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it("the demo master's dashboard shows its figures, three charts and the account modal", async () => {
    const locale: TestLocale = 'zh_CN';
    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    const balance = await data<{ balance: number; unit_price: number }>(suite, '/api/v1/user/get_balance', token);
    const figures = await data<Record<string, number>>(suite, '/api/v1/statistics/analysis', token);
    // The seed's 30 days of traffic: the week's figures cannot be zero.
    expect(figures.installs_week).toBeGreaterThan(0);

    await expectVisible(figure(page, 'balance').getByText(money(balance.balance, locale), { exact: true }));
    await expectVisible(figure(page, 'unit_price').getByText(money(balance.unit_price, locale), { exact: true }));
    await expectVisible(figure(page, 'installs_week').getByText(number(figures.installs_week!, locale), { exact: true }));
    await expectVisible(figure(page, 'installs_total').getByText(number(figures.installs_total!, locale), { exact: true }));
    await expectVisible(figure(page, 'visits_month').getByText(number(figures.visits_month!, locale), { exact: true }));
    await expectVisible(figure(page, 'conversion').getByText(number(figures.conversion!, locale), { exact: true }));

    for (const title of ['dashboard.chart.daily', 'dashboard.chart.byChannel', 'dashboard.chart.byPlatform']) {
      await expectVisible(chart(page, localeText(title, locale)));
    }
    // The daily chart draws both series, named in the legend.
    const daily = page.locator('.ant-card', { has: page.getByText(localeText('dashboard.chart.daily', locale), { exact: true }) });
    await expectVisible(daily.getByText(localeText('dashboard.chart.installs', locale), { exact: true }).first());
    await expectVisible(daily.getByText(localeText('dashboard.chart.visits', locale), { exact: true }).first());

    await page.getByRole('button', button('dashboard.action.account', locale)).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(localeText('dashboard.account.title', locale), { exact: true }));
    await expectVisible(dialog.getByText('demo', { exact: true }));
    await expectVisible(dialog.getByText(money(balance.balance, locale), { exact: true }));
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the operator reads install statistics and user management with filters and the details drawer, in English', async () => {
    const locale: TestLocale = 'en';
    const { page } = await suite.openPage();
    const token = await logIn(page, DEMO.official);
    await page.waitForURL((url) => url.pathname === '/dashboard/analysis');
    await switchToEnglish(page);
    // An operator sees its master's figures.
    const figures = await data<Record<string, number>>(suite, '/api/v1/statistics/analysis', token);
    await expectVisible(figure(page, 'installs_week').getByText(number(figures.installs_week!, locale), { exact: true }));

    // Install statistics: totals, a chart and a list by day, all following the filters.
    await page.goto('/install/index');
    const totals = await data<{ installs: number; visits: number }>(suite, '/api/v1/statistics/install_totals', token);
    await expectVisible(figure(page, 'installs').getByText(number(totals.installs, locale), { exact: true }));
    await expectVisible(chart(page, localeText('install.chart.daily', locale)));
    const list = await data<{ items: { day: string; installs: number }[] }>(suite, '/api/v1/statistics/install_list?pageSize=30', token);
    await expectVisible(page.locator('.ant-table-row', { hasText: list.items[0]!.day }).first());

    // The daily list's filters come first; the install events tab below has filters of its own.
    await page
      .getByRole('combobox', { name: localeText('install.field.platform', locale), exact: true })
      .first()
      .click();
    await page.locator('.ant-select-item-option', { hasText: localeText('install.platform.ios', locale) }).click();
    const filtered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/statistics/install_totals' && r.url().includes('platform=ios'),
    );
    await page.getByRole('button', button('renderer.list.search', locale)).first().click();
    await filtered;
    expect(new URL(page.url()).searchParams.get('platform')).toBe('ios');
    const ios = await data<{ installs: number }>(suite, '/api/v1/statistics/install_totals?platform=ios', token);
    expect(ios.installs).toBeLessThan(totals.installs);
    await expectVisible(figure(page, 'installs').getByText(number(ios.installs, locale), { exact: true }));

    // CSV export through the list's export.
    const download = page.waitForEvent('download');
    await page.getByRole('button', button('install.action.export', locale)).click();
    expect((await download).suggestedFilename()).toBe('install-statistics.csv');

    // User management: the subscribed filter, then one user's details with its events.
    await page.goto('/user/index');
    const subscribed = await data<{ total: number; items: { device_id: string }[] }>(
      suite,
      '/api/v1/statistics/user_list?subscribed=yes&cursor=&pageSize=20',
      token,
    );
    expect(subscribed.total).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: localeText('pwauser.field.subscribed', locale), exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: localeText('pwauser.yes', locale) }).click();
    const listed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/statistics/user_list' && r.url().includes('subscribed=yes'),
    );
    await page.getByRole('button', button('renderer.list.search', locale)).click();
    await listed;
    const first = page.locator('.ant-table-row', { hasText: subscribed.items[0]!.device_id });
    await expectVisible(first);
    await first.getByRole('button', button('pwauser.action.detail', locale)).click();
    const drawer = page.getByRole('dialog');
    await expectVisible(drawer.getByText(localeText('pwauser.detail.title', locale), { exact: true }));
    await expectVisible(drawer.getByText(subscribed.items[0]!.device_id).first());
    const events = drawer.getByRole('region', { name: localeText('pwauser.detail.events', locale) });
    await expectVisible(events.getByText(localeText('pwauser.step.visit', locale), { exact: true }));
    await expectVisible(events.getByText(localeText('pwauser.step.installed', locale), { exact: true }));
  });
});
