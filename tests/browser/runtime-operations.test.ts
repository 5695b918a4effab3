import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/browser';
import { expectVisible, requireConsoleBuild, startBrowserSuite, type BrowserSuite } from '../support/browser-suite';
import {
  addGreetingsFixture,
  GREETING_LIST,
  GREETING_LIST_PATH,
  GREETINGS,
  GREETINGS_PAGE_PATH,
  handlersWithGreetings,
} from '../support/greetings-fixture';
import { copySchemas, type SchemasCopy } from '../support/schemas-copy';

/** Every script of the built console. */
function builtScripts(): string[] {
  const dir = requireConsoleBuild();
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
}

// Issue 11: a page over a new operation needs a server restart at most, never a console build. The
// server runs on a copy of the schemas holding an operation and a page the built console never saw.
describe('a page over an operation the console was built without', () => {
  let schemas: SchemasCopy;
  let suite: BrowserSuite;
  beforeAll(async () => {
    schemas = copySchemas();
    addGreetingsFixture(schemas);
    suite = await startBrowserSuite({ config: { schemasDir: schemas.root }, handlers: handlersWithGreetings() });
  });
  afterAll(async () => {
    await suite?.close();
    schemas?.remove();
  });

  it('is unknown to the built console', () => {
    const scripts = builtScripts();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((script) => script.includes(GREETING_LIST) || script.includes(GREETING_LIST_PATH))).toBe(false);
  });

  it('shows the rows the operation answers, called through the table the server sent at sign-in', async () => {
    const { page } = await suite.openPage();
    await logIn(page, DEMO.master);
    const listCall = page.waitForResponse((response) => new URL(response.url()).pathname === GREETING_LIST_PATH);
    await page.goto(GREETINGS_PAGE_PATH);
    expect((await listCall).status()).toBe(200);
    for (const greeting of GREETINGS) await expectVisible(page.locator('.ant-table-row', { hasText: greeting }));
    expect(await page.locator('.ant-table-row').count()).toBe(GREETINGS.length);
  });
});
