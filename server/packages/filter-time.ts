import { badRequest } from '../http/api-error';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A `YYYY-MM-DD[ HH:mm:ss]` filter bound (spec §5) as a time; a date alone is the start of that day, or
 * with `endOfDay` its last second (a range's end includes its day).
 */
export function filterTime(field: string, value: string, { endOfDay = false } = {}): Date {
  const match = DATE_TIME.exec(value);
  const time = match?.[4] ? `${match[4]}:${match[5]}:${match[6]}` : endOfDay ? '23:59:59.999' : '00:00:00';
  const date = match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${time}`) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw badRequest(`${field}: not a date`);
  return date;
}
