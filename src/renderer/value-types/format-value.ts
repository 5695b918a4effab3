import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '@/utils/date-format';
import { formatMoney } from '@/utils/money';

// Numbers below this are read as Unix seconds, above as milliseconds (year 5138 in seconds).
const SECONDS_LIMIT = 1e11;

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

export function formatNumberValue(value: unknown, locale: string): string {
  const n = toNumber(value);
  return n === undefined ? String(value) : new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(n);
}

/** Stored money (× 10000) as two decimals with the locale's thousands separators. */
export function formatMoneyValue(value: unknown, locale: string): string {
  const n = toNumber(value);
  return n === undefined ? String(value) : formatMoney(n, locale);
}

/** YYYY-MM-DD or YYYY-MM-DD HH:mm:ss in local time; text that is no date stays as it is. */
export function formatDateValue(value: unknown, withTime: boolean): string {
  const n = typeof value === 'number' ? value : undefined;
  const parsed =
    n !== undefined
      ? dayjs(Math.abs(n) < SECONDS_LIMIT ? n * 1000 : n)
      : value instanceof Date || typeof value === 'string'
        ? dayjs(value)
        : undefined;
  if (!parsed || !parsed.isValid()) return String(value);
  return parsed.format(withTime ? DATE_TIME_FORMAT : DATE_FORMAT);
}

/** 0–100 rounded to at most one decimal. */
export function toPercent(value: unknown): number | undefined {
  const n = toNumber(value);
  if (n === undefined) return undefined;
  return Math.round(Math.min(100, Math.max(0, n)) * 10) / 10;
}
