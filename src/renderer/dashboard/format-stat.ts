import { formatMoney } from '@/utils/money';

export type StatValueType = 'number' | 'money' | 'text';

/** A stat's value as text: money is stored × 10000 (two decimals shown), numbers with separators. */
export function formatStat(value: unknown, valueType: StatValueType, locale: string): string {
  if (value === undefined || value === null || value === '') return '-';
  if (valueType === 'text') return String(value);
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  if (valueType === 'money') return formatMoney(n, locale);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
}
