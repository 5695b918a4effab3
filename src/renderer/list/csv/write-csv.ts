const BOM = '\uFEFF';

/** A field quoted when it holds a comma, quote or line break; quotes doubled (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Cells that start like a formula are prefixed with an apostrophe, so a spreadsheet shows them
 * instead of running them (CSV injection).
 */
export function neutraliseFormula(value: string): string {
  if (value === '-') return value;
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+([.,]\d+)*$/.test(value) ? `'${value}` : value;
}

/** Undoes neutraliseFormula on a cell read back from a file this console wrote. */
export function restoreFormula(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) && neutraliseFormula(value.slice(1)) === value ? value.slice(1) : value;
}

/** UTF-8 CSV text with a BOM (so spreadsheet programs read Chinese text right) and CRLF line ends. */
export function writeCsv(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map((cell) => csvField(neutraliseFormula(cell))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
