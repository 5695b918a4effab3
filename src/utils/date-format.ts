/** Spec §9 date formats (dayjs tokens). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** A dayjs (or moment) object, recognised without importing dayjs so the HTTP layer stays small. */
export interface DayjsLike {
  format(template: string): string;
  isValid(): boolean;
  toDate(): Date;
}

export function isDayjsLike(value: unknown): value is DayjsLike {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<DayjsLike>;
  return typeof v.format === 'function' && typeof v.isValid === 'function' && typeof v.toDate === 'function';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` in local time. */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD HH:mm:ss` in local time. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
