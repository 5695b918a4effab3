/** What a cell shows (and CSV holds) for a missing value. */
export const EMPTY_TEXT = '-';

export const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
