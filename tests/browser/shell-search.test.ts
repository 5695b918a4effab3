import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { expectVisible, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';

const HOME = '/dashboard/analysis';

function searchDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: localeText('search.title') });
}

function searchInput(page: Page): Locator {
  return page.getByRole('combobox', { name: localeText('search.placeholder') });
}

/** The accessible name of the option the combobox points at (aria-activedescendant). */
async function activeOption(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const input = document.querySelector('[role="combobox"]');
    const id = input?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return option?.getAttribute('aria-selected') === 'true' ? option.getAttribute('aria-label') : null;
  });
}

async function optionNames(page: Page): Promise<string[]> {
  return page.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('aria-label') ?? ''));
}

describe('menu search by keyboard', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('opens with Ctrl+K although the header hides the button, finds an entry by part of its name and opens it with Enter', async () => {
    const { page, problems } = await suite.openPage();
    await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === HOME);
    await expectVisible(page.getByRole('menu').first());
    // Spec §9: the header hides search by default.
    expect(await page.getByRole('button', { name: localeText('search.open') }).count()).toBe(0);

    await page.keyboard.press('Control+k');
    await expectVisible(searchDialog(page));
    await expect.poll(() => searchInput(page).evaluate((input) => input === document.activeElement)).toBe(true);

    // "我域" is a subsequence of "我的域名" (my domains), and of nothing else in the master's menu.
    await page.keyboard.type('我域');
    const target = `${localeText('menu.domainmanage')} > ${localeText('menu.domainmanage.mydomain')}`;
    await expect.poll(() => optionNames(page)).toEqual([target]);
    await expectVisible(page.getByRole('option', { name: target }).locator('mark').first());

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/domainmanage/mydomain');
    await searchDialog(page).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('moves with the arrows, wrapping at both ends and scrolling the active result into view; Escape closes', async () => {
    const { page } = await suite.openPage();
    await page.setViewportSize({ width: 1280, height: 480 });
    await logIn(page, DEMO.master);
    await page.waitForURL((url) => url.pathname === HOME);
    await expectVisible(page.getByRole('menu').first());

    // "/" opens the search when no input has the focus.
    await page.locator('body').click({ position: { x: 640, y: 300 } });
    await page.keyboard.press('/');
    await expectVisible(searchDialog(page));
    await page.keyboard.type('理');
    await expect.poll(async () => (await optionNames(page)).length).toBeGreaterThan(4);
    const names = await optionNames(page);
    for (const name of names) expect(name).toContain('理');

    const list = page.getByRole('listbox');
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await activeOption(page)).toBe(names[0]);

    await page.keyboard.press('ArrowUp');
    expect(await activeOption(page)).toBe(names[names.length - 1]);
    // The last result is scrolled fully into view (after the 100 ms animation).
    const lastVisible = () =>
      list.evaluate((element) => {
        const options = element.querySelectorAll('[role="option"]');
        const last = options[options.length - 1].getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return last.top >= box.top - 1 && last.bottom <= box.bottom + 1;
      });
    await expect.poll(lastVisible).toBe(true);

    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe(names[0]);
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe(names[1]);

    await page.keyboard.press('Escape');
    await searchDialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(HOME);
  });
});
