import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { installDaily } from '../installs/tables';
import { dayAfter, utcDay } from '../shared/days';
import { conversionOf, DEFAULT_RANGE_DAYS } from './date-range';
import { sumOf } from './sums';

/** schemas/entities/install-analysis.json without the account's own figures (money and the install total). */
export interface InstallFigures {
  installs_today: number;
  installs_week: number;
  installs_month: number;
  visits_today: number;
  visits_week: number;
  visits_month: number;
  /** Installs the install checks did not bill (unverified or suspicious), apart from the installs. */
  suspicious_month: number;
  conversion: number;
}

/**
 * The dashboard's install figures: one aggregate over the account's daily rows of the last 30 days (a
 * few per day, app, channel and platform, read by the primary key's account-and-day prefix), never over
 * the events themselves, and never over every day the account ever had.
 */
export function createAnalysisService() {
  return {
    async figures(account: AccountData, now = new Date()): Promise<InstallFigures> {
      const today = utcDay(now);
      const isToday = eq(installDaily.day, today);
      const inWeek = gte(installDaily.day, dayAfter(today, -6));
      const [row] = await account
        .select({
          installsToday: sumOf(installDaily.installs, isToday),
          installsWeek: sumOf(installDaily.installs, inWeek),
          installsMonth: sumOf(installDaily.installs),
          visitsToday: sumOf(installDaily.visits, isToday),
          visitsWeek: sumOf(installDaily.visits, inWeek),
          visitsMonth: sumOf(installDaily.visits),
          suspiciousMonth: sql<number>`${sumOf(installDaily.suspicious)} + ${sumOf(installDaily.unverified)}`.mapWith(Number),
        })
        .from(installDaily, and(gte(installDaily.day, dayAfter(today, -(DEFAULT_RANGE_DAYS - 1))), lte(installDaily.day, today)));
      const sums = row ?? {
        installsToday: 0,
        installsWeek: 0,
        installsMonth: 0,
        visitsToday: 0,
        visitsWeek: 0,
        visitsMonth: 0,
        suspiciousMonth: 0,
      };
      return {
        installs_today: sums.installsToday,
        installs_week: sums.installsWeek,
        installs_month: sums.installsMonth,
        visits_today: sums.visitsToday,
        visits_week: sums.visitsWeek,
        visits_month: sums.visitsMonth,
        suspicious_month: sums.suspiciousMonth,
        conversion: conversionOf(sums.installsMonth, sums.visitsMonth),
      };
    },
  };
}
