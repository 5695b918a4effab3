import type { Page } from 'playwright-core';

/** The widths the layout must hold at: a phone, a tablet, a laptop. */
export const LAYOUT_WIDTHS = [390, 768, 1440] as const;

/**
 * Form controls (inputs, selects, buttons, help and error texts, radio groups) that stick out of
 * the box holding them: the dialog or drawer they are in, the sign-in card, else the viewport.
 * A control inside a scrolling or clipping region (a wide table) is where it belongs.
 * One readable line per offender.
 */
export function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const containers = '.ant-modal-content, .ant-drawer-content, .ant-popover-inner, main';
    const controls = [
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file])',
      'textarea',
      'select',
      'button',
      '.ant-select',
      '.ant-input-affix-wrapper',
      '.ant-input-number',
      '.ant-picker',
      '.ant-form-item-explain',
      '.ant-formily-item-help',
      '.ant-formily-item-extra',
      '.ant-radio-group',
    ].join(', ');
    const viewport = document.documentElement.clientWidth;
    const insideClipping = (element: Element, stop: Element | null) => {
      for (let parent = element.parentElement; parent && parent !== stop; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll(controls)) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const box = element.closest(containers);
      const limit = box ? box.getBoundingClientRect() : { left: 0, right: viewport };
      if (insideClipping(element, box)) continue;
      if (rect.right > limit.right + 1 || rect.left < limit.left - 1) {
        const name = (element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? '').trim();
        found.push(
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${name.slice(0, 40)}": ` +
            `${Math.round(rect.left)}..${Math.round(rect.right)} outside ${Math.round(limit.left)}..${Math.round(limit.right)}`,
        );
      }
    }
    return found;
  });
}

/**
 * Waits until antd's dialog and drawer animations have ended (a zooming dialog is drawn scaled down).
 * The click wave on a button (two seconds) moves no layout: it is not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        ':is([class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]):not(.ant-wave), .ant-spin-spinning',
      ),
  );
  // Two frames: a resize's media-query listeners and React's re-render are painted.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Checks the page at every layout width; returns the offenders, each prefixed with the width and what was shown. */
export async function overflowAtEveryWidth(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    for (const line of await overflowingControls(page)) problems.push(`${width}px ${what}: ${line}`);
  }
  return problems;
}
