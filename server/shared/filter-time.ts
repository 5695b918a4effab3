import { badRequest } from '../http/api-error';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** A `YYYY-MM-DD[ HH:mm:ss]` filter bound (the console's format, spec §5) as a time; the message names a bad one. */
export function filterTimeOf(field: string, value: string): Date {
  const match = DATE_TIME.exec(value);
  const date = match
    ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4] ?? '00'}:${match[5] ?? '00'}:${match[6] ?? '00'}`)
    : undefined;
  if (!date || Number.isNaN(date.getTime())) throw badRequest(`${field}: not a date`);
  return date;
}
