/** Money is stored as an integer: display × 10000 (spec §9). */
export const MONEY_SCALE = 10000;

export function toDisplayMoney(stored: number): number {
  return stored / MONEY_SCALE;
}

/** stored = rounded display × 10000 */
export function toStoredMoney(display: number): number {
  return Math.round(display * MONEY_SCALE);
}

/** Two decimals with the locale's thousands separators, e.g. 12345678 → "1,234.57" (en). */
export function formatMoney(stored: number | null | undefined, localeTag: string): string {
  const value = typeof stored === 'number' && Number.isFinite(stored) ? toDisplayMoney(stored) : 0;
  return new Intl.NumberFormat(localeTag, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

export function formatInteger(value: number | null | undefined, localeTag: string): string {
  const safe = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
  return new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }).format(safe);
}
