import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, LOGIN_PATH, logIn, topMenuTexts } from '../support/browser';
import { startBrowserSuite, type BrowserSuite } from '../support/browser-suite';

/** Records Content-Security-Policy violations the page reports (kept as source text for the page). */
const RECORD_CSP_VIOLATIONS = `(() => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code'));
  });
})();`;

describe('content security policy', () => {
  let suite: BrowserSuite;
  beforeAll(async () => {
    suite = await startBrowserSuite();
  });
  afterAll(async () => {
    await suite?.close();
  });

  it("the console logs in under the server's CSP (no 'unsafe-eval') without console or page errors", async () => {
    const { page, problems } = await suite.openPage();
    await page.addInitScript({ content: RECORD_CSP_VIOLATIONS });

    const response = await page.goto(LOGIN_PATH);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toContain('unsafe-eval');

    await logIn(page, DEMO.master);
    await expect.poll(() => topMenuTexts(page), { timeout: 10_000 }).not.toEqual([]);
    await page.waitForLoadState('networkidle');

    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
