import { formatMoney } from '@/utils/money';

export type StatValueType = 'number' | 'money' | 'text' | 'percent';

/** A stat's value as text: money is stored × 10000 (two decimals shown), numbers with separators. */
export function formatStat(value: unknown, valueType: StatValueType, locale: string): string {
  if (value === undefined || value === null || value === '') return '-';
  if (valueType === 'text') return String(value);
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  if (valueType === 'money') return formatMoney(n, locale);
  // A rate stored as a fraction (0.125 → 12.5%).
  if (valueType === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(n);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
}
