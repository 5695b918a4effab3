import type { Page } from 'playwright-core';

/** The widths the layout must hold at: a phone, a tablet, a laptop. */
export const LAYOUT_WIDTHS = [390, 768, 1440] as const;

/**
 * What a person cannot read or reach on the screen as it is, one readable line per offender (one
 * evaluation per screen, so the walk stays cheap):
 * - form controls (inputs, selects, buttons, help and error texts, radio groups) that stick out of the
 *   box holding them: the dialog or drawer they are in, the sign-in card, else the viewport; a control
 *   inside a scrolling or clipping region (a wide table) is where it belongs;
 * - a page wider than the window;
 * - a table or description cell squeezed below a few characters (a date read downwards);
 * - a table whose pinned columns cover its row's first column, or more than half of its width;
 * - a menu label cut short (an ellipsis);
 * - a chart's texts (legend, axis labels) drawn over each other.
 */
export function layoutProblems(page: Page): Promise<string[]> {
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
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const insideClipping = (element: Element, stop: Element | null) => {
      for (let parent = element.parentElement; parent && parent !== stop; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll(controls)) {
      if (!shown(element)) continue;
      const rect = element.getBoundingClientRect();
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

    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport + 1) found.push(`the page is ${pageWidth} px wide in a ${viewport} px window`);

    // A cell's text breaks into lines no wider than two or three characters (a date read downwards).
    const range = document.createRange();
    const wraps = (cell: Element) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) return true;
      }
      return false;
    };
    for (const cell of document.querySelectorAll('.ant-table-cell, .ant-descriptions-item-label, .ant-descriptions-item-content')) {
      const text = textOf(cell);
      if (text.length < 3 || !shown(cell)) continue;
      const style = getComputedStyle(cell);
      const inner = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const least = 2.5 * parseFloat(style.fontSize);
      if (inner < least && wraps(cell)) found.push(`cell "${text.slice(0, 40)}" is ${Math.round(inner)} px wide and wraps`);
    }

    // Pinned columns cover at most half a table and leave its rows' first column readable: in view, or
    // (a wide one) at least two fifths of the table's width of it.
    for (const table of document.querySelectorAll('.ant-table-wrapper')) {
      const row = table.querySelector('.ant-table-tbody > tr.ant-table-row');
      if (!row || !shown(row)) continue;
      const cells = [...row.children].filter((cell) => !cell.classList.contains('ant-table-selection-column'));
      const pinned = cells.filter((cell) => /ant-table-cell-fix-(left|right)/.test(cell.className));
      if (!pinned.length) continue;
      const body = (table.querySelector('.ant-table-content, .ant-table-body') ?? table).getBoundingClientRect();
      const first = cells[0].getBoundingClientRect();
      const pinnedWidth = pinned.reduce((sum, cell) => sum + cell.getBoundingClientRect().width, 0);
      const coverFrom = Math.min(
        body.right,
        ...pinned.filter((cell) => cell !== cells[0]).map((cell) => cell.getBoundingClientRect().left),
      );
      const visible = Math.min(first.right, coverFrom) - first.left;
      const what = `table "${textOf(cells[0]).slice(0, 20)}…"`;
      if (visible < Math.min(first.width, (body.width * 2) / 5) - 1) {
        found.push(`${what}: ${Math.round(visible)} of its first column's ${Math.round(first.width)} px in view`);
      }
      // On a laptop a table with pinned columns fits: a column scrolled under them is out of sight.
      const content = table.querySelector('.ant-table-content');
      if (viewport >= 1200 && content && content.scrollWidth > content.clientWidth + 1) {
        found.push(`${what}: ${content.scrollWidth - content.clientWidth} px of its columns are under its pinned columns`);
      }
      if (pinnedWidth > body.width / 2 + 1)
        found.push(`${what}: pinned columns take ${Math.round(pinnedWidth)} of ${Math.round(body.width)} px`);
    }

    // Menu labels shown in full (the sider, the top menu).
    for (const label of document.querySelectorAll('.ant-menu-item, .ant-menu-title-content, .ant-menu-title-content *')) {
      if (shown(label) && label.scrollWidth > label.clientWidth + 1) {
        found.push(`menu label "${textOf(label)}" is cut (${label.scrollWidth - label.clientWidth} px more than its ${label.clientWidth})`);
      }
    }

    for (const chart of document.querySelectorAll('[_echarts_instance_]')) {
      // A paging legend draws its hidden items too (clipped, running under its pager or out of the chart).
      const frame = chart.getBoundingClientRect();
      const texts = [...chart.querySelectorAll('text')]
        .filter(shown)
        .map((text) => ({ text: textOf(text), rect: text.getBoundingClientRect() }))
        .filter(({ text, rect }) => !/^\d+\/\d+$/.test(text) && rect.left >= frame.left - 1 && rect.right <= frame.right + 1);
      texts.forEach((one, index) => {
        for (const other of texts.slice(index + 1)) {
          const across = Math.min(one.rect.right, other.rect.right) - Math.max(one.rect.left, other.rect.left);
          const down = Math.min(one.rect.bottom, other.rect.bottom) - Math.max(one.rect.top, other.rect.top);
          // Text boxes include their line's leading: boxes that merely touch are not drawn over each other.
          const smaller = Math.min(one.rect.width * one.rect.height, other.rect.width * other.rect.height);
          if (across > 0 && down > 0 && across * down > smaller / 5) found.push(`chart texts "${one.text}" and "${other.text}" overlap`);
        }
      });
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
    for (const line of await layoutProblems(page)) problems.push(`${width}px ${what}: ${line}`);
  }
  return problems;
}
