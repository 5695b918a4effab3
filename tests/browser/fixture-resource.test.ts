import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { expectVisible, requireConsoleBuild, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import { localeText } from '../support/locale-text';
import { copySchemas, type SchemasCopy } from '../support/schemas-copy';

// Issue 11: a resource no code knows (tests/fixtures/extra-schemas: its declaration, its page and its
// texts), added to a copy of the schemas folder, is served by a restarted server and drawn by a console
// built without it: no TypeScript, no build.
const FIXTURE = fileURLToPath(new URL('../fixtures/extra-schemas', import.meta.url));
const LIST_PATH = '/api/v1/promotion_material/list';
const fixtureTexts = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'locales/zh_CN/promotion.json'), 'utf8')) as Record<string, string>;
const own = (key: string) => fixtureTexts[key]!;
const text = (id: string) => localeText(id, 'zh_CN');
/** A button by its label: antd puts a space between two Chinese characters, and an icon adds its own name first. */
const button = (label: string) => ({
  name: new RegExp(`${[...label].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`),
});
const rowOf = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name });

/** Adds the fixture's files to the copy, as a person would drop them into the schemas folder. */
function addFixture(schemas: SchemasCopy) {
  for (const folder of ['resources', 'pages']) {
    for (const file of fs.readdirSync(path.join(FIXTURE, folder))) {
      const json = JSON.parse(fs.readFileSync(path.join(FIXTURE, folder, file), 'utf8')) as Record<string, unknown>;
      schemas.writeJson(`${folder}/${file}`, { ...json, $schema: `../meta/${folder === 'pages' ? 'page' : 'resource'}.schema.json` });
    }
  }
  fs.cpSync(path.join(FIXTURE, 'locales'), path.join(path.dirname(schemas.root), 'locales'), { recursive: true });
}

describe('a resource declared in a schemas folder, with its page, after a restart and without a build', () => {
  let schemas: SchemasCopy;
  let suite: BrowserSuite;
  beforeAll(async () => {
    schemas = copySchemas();
    addFixture(schemas);
    suite = await startBrowserSuite({ config: { schemasDir: schemas.root } });
  });
  afterAll(async () => {
    await suite?.close();
    schemas?.remove();
  });

  it('is unknown to the built console', () => {
    const dir = requireConsoleBuild();
    const scripts = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(fs.readFileSync(path.join(dir, file), 'utf8')).not.toContain('promotion_material');
  });

  it('adds, edits and deletes a material through its page', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    const firstList = page.waitForResponse((r) => new URL(r.url()).pathname === LIST_PATH);
    await page.goto('/promotion/index');
    expect((await firstList).status()).toBe(200);
    await expectVisible(page.getByText(own('listTitle')).first());

    await page.getByRole('button', button(own('action.create'))).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(own('modal.create')));
    await dialog.getByLabel(own('field.name'), { exact: true }).fill('Spring banner');
    await dialog.getByLabel(own('field.url'), { exact: true }).fill('https://example.test/spring.png');
    await dialog.getByRole('button', button(text('renderer.form.submit'))).click();
    await expectVisible(rowOf(page, 'Spring banner'));

    await rowOf(page, 'Spring banner')
      .getByRole('button', button(own('action.edit')))
      .click();
    const editDialog = page.getByRole('dialog').filter({ hasText: own('modal.edit') });
    await editDialog.getByLabel(own('field.name'), { exact: true }).fill('Summer banner');
    await editDialog.getByRole('button', button(text('renderer.form.submit'))).click();
    await expectVisible(rowOf(page, 'Summer banner'));

    await rowOf(page, 'Summer banner')
      .getByRole('button', button(own('action.delete')))
      .click();
    await page.getByRole('button', button(text('renderer.action.confirm'))).click();
    await rowOf(page, 'Summer banner').waitFor({ state: 'detached' });
    expect(await page.locator('.ant-table-row').count()).toBe(0);
  });
});
