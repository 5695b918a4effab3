import { bizError, BizCode } from '../http/api-error';

/** The farthest a domain's expiry may lie ahead of today (registries cap a total term the same way). */
export const MAX_TERM_YEARS = 10;

/** `from` plus whole years (a 29 February start ends on 1 March of a common year, as Date does). */
export const addYears = (from: Date, years: number) => {
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + years);
  return end;
};

/** Refuses an expiry more than MAX_TERM_YEARS ahead of `now`, naming the expiry it would have been. */
export function assertWithinTerm(domain: string, expiresAt: Date, now: Date) {
  if (expiresAt.getTime() <= addYears(now, MAX_TERM_YEARS).getTime()) return;
  throw bizError(BizCode.domainTermTooLong, 'domain.termTooLong', {
    domain,
    end: expiresAt.toISOString().slice(0, 10),
    years: MAX_TERM_YEARS,
  });
}
