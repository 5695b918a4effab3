import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts that fail a page: what keeps a person from using it (axe-core's own grading). */
export const FAILING_IMPACTS = ['critical', 'serious'] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  /** Each element in violation: its selector, and for a contrast failure the colours and their ratio. */
  elements: string[];
}

/**
 * Runs axe-core with its default rules on the page's document. The engine is evaluated into the page
 * once per document (evaluation is not subject to the page's Content-Security-Policy, a script tag
 * would be); a navigation inside the app keeps it.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const results = await engine.run(document, { resultTypes: ['violations'], elementRef: true });
    // axe collects the elements first and judges them afterwards: an element the page replaced meanwhile
    // (a form field re-mounted when a late answer arrived) is judged outside the document, where nothing
    // labels it, and named by the selector ':root'. Nobody can meet such an element; its replacement is
    // in the page, and the walk's other runs of the page (the other theme and language) judge it.
    const inPage = (node: { element?: Element }) => !node.element || node.element.isConnected;
    const violations = results.violations
      .map((violation) => ({ ...violation, nodes: violation.nodes.filter(inPage) }))
      .filter((violation) => violation.nodes.length > 0);
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      elements: violation.nodes.map((node) => {
        const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as
          { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = contrast?.fgColor ? ` (${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio})` : '';
        return `${node.target.join(' ')}${colours}`;
      }),
    }));
  });
}

/**
 * The page's failing violations, one readable line each: where, the rule id, its impact, what it asks
 * and the elements in violation.
 */
export async function failingViolations(page: Page, where: string): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations
    .filter((violation) => (FAILING_IMPACTS as readonly string[]).includes(violation.impact ?? ''))
    .map((violation) => `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.elements.join(' | ')}`);
}
