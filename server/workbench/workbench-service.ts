import { and, eq, gte, lte } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { installDaily } from '../installs/tables';
import type { NoticeService } from '../notices/notice-service';
import { dayAfter, utcDay } from '../shared/days';
import { sumOf } from '../statistics/sums';

/** The workbench's figures (schemas/api/workbench.json), each read by its own area. */
export function createWorkbenchService(notices: NoticeService) {
  async function installDays(account: AccountData, now: Date) {
    const today = utcDay(now);
    const yesterday = dayAfter(today, -1);
    const [row] = await account
      .select({
        today: sumOf(installDaily.installs, eq(installDaily.day, today)),
        yesterday: sumOf(installDaily.installs, eq(installDaily.day, yesterday)),
      })
      .from(installDaily, and(gte(installDaily.day, yesterday), lte(installDaily.day, today)));
    return { installs_today: row?.today ?? 0, installs_yesterday: row?.yesterday ?? 0 };
  }

  return {
    async figures(account: AccountData, now = new Date()) {
      const [notices_unread, installs] = await Promise.all([notices.unreadCount(account), installDays(account, now)]);
      return { notices_unread, ...installs };
    },
  };
}

export type WorkbenchService = ReturnType<typeof createWorkbenchService>;
