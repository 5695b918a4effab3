import { ApiError } from '../http/api-error';
import { dayAfter, daysBetween, utcDay, utcDayStart } from '../shared/days';

/** A range of UTC days, both ends included, as YYYY-MM-DD (install_daily's `day`). */
export interface DayRange {
  start: string;
  end: string;
}

/** The longest range a statistics call reads: a year by day is still a few hundred points. */
export const MAX_RANGE_DAYS = 366;
/** The default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

const rangeError = (value: string) => new ApiError(400, 400, 'statistics.rangeInvalid', { value, max: MAX_RANGE_DAYS });

/** A real calendar day (2026-02-31 is not), else a 400 naming it. */
function calendarDay(text: string): string {
  if (!utcDayStart(text)) throw rangeError(text);
  return text;
}

/**
 * The range a query asks for: `day_end` defaults to today (UTC), `day_start` to 29 days before the end;
 * a start after the end or a range longer than MAX_RANGE_DAYS is a 400.
 */
export function dayRangeOf(query: { day_start?: string; day_end?: string }, now = new Date()): DayRange {
  const end = query.day_end ? calendarDay(query.day_end) : utcDay(now);
  const start = query.day_start ? calendarDay(query.day_start) : dayAfter(end, -(DEFAULT_RANGE_DAYS - 1));
  if (start > end || daysBetween(start, end) >= MAX_RANGE_DAYS) throw rangeError(`${start} – ${end}`);
  return { start, end };
}

/** Every day of the range, in order. */
export function daysOf({ start, end }: DayRange): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = dayAfter(day, 1)) days.push(day);
  return days;
}

/** Installs per 100 visits, two decimals; 0 without visits. */
export const conversionOf = (installs: number, visits: number): number => (visits > 0 ? Math.round((installs / visits) * 10_000) / 100 : 0);
