/*
 * The one rule for a CSV cell, for the console's exports and the server's downloads alike (CSV
 * injection): a text a spreadsheet would run as a formula, one starting with =, +, -, @, a tab or a
 * carriage return, gets a leading apostrophe so the spreadsheet shows it instead. A plain number (a
 * negative amount, a Telegram group id such as -1001234567890) and a lone "-" are left as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)*$/;

export function guardCell(value: string): string {
  return FORMULA_START.test(value) && value !== '-' && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Undoes guardCell on a cell read back from a file written with it; any other cell is returned as is. */
export function unguardCell(value: string): string {
  return value.startsWith("'") && guardCell(value.slice(1)) === value ? value.slice(1) : value;
}
