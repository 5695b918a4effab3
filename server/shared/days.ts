/*
 * Days as the server counts them: UTC days, named YYYY-MM-DD (statistics' days, filters by day,
 * package periods, demo data "n days ago").
 */

export const DAY_MS = 86_400_000;

/** The UTC day of a time, as YYYY-MM-DD. */
export const utcDay = (time: Date | number): string => new Date(time).toISOString().slice(0, 10);

/** The time `days` whole days after `from` (before it when negative). */
export const addDays = (from: Date | number, days: number): Date => new Date(new Date(from).getTime() + days * DAY_MS);

/** The time `days` whole days before `now`. */
export const daysAgo = (days: number, now: Date | number = Date.now()): Date => addDays(now, -days);

/** The start (00:00 UTC) of a YYYY-MM-DD day; undefined for text that names no calendar day (2026-02-31). */
export function utcDayStart(day: string): Date | undefined {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && utcDay(time) === day ? new Date(time) : undefined;
}

/** The YYYY-MM-DD day `days` days after `day` (before it when negative). */
export const dayAfter = (day: string, days: number): string => utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Whole days from one YYYY-MM-DD day to another (negative when `end` is first). */
export const daysBetween = (start: string, end: string): number => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS);
