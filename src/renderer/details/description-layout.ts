import type { Breakpoint } from 'antd';

/**
 * Label/value pairs per row at each screen width (antd's breakpoints): a phone shows one pair a row,
 * a tablet at most two, a laptop what the schema declares. Four cells a row squeeze a phone's values
 * to a character a line.
 */
export function descriptionColumns(declared: number): Record<Breakpoint, number> {
  const wanted = Math.max(1, Math.floor(declared));
  const tablet = Math.min(wanted, 2);
  return { xs: 1, sm: tablet, md: tablet, lg: wanted, xl: wanted, xxl: wanted };
}

/**
 * A label keeps a few characters' width, and a long value (an address) breaks anywhere rather than
 * widening the table: otherwise the table squeezes the label to a character a line or outgrows a phone.
 * A title (which may explain the record) wraps rather than ending in an ellipsis.
 */
export const DESCRIPTION_CELLS = {
  title: { whiteSpace: 'normal' },
  // The width is the cell's with its padding (up to 48 px): 7em leaves the text at least three characters.
  label: { minWidth: '7em' },
  content: { overflowWrap: 'anywhere' },
} as const;

/** Below antd's `sm` breakpoint: a phone, where cells get the small padding. */
export const PHONE_QUERY = '(max-width: 575.98px)';
