import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { comments } from '../comments/tables';
import { workOrders } from '../workorders/tables';
import type { WorkOrderService } from '../workorders/work-order-service';
import type { AccountData } from '../db/account-data';
import { installDaily } from '../installs/tables';
import type { NoticeService } from '../notices/notice-service';
import { dayAfter, utcDay } from '../shared/days';
import { sumOf } from '../statistics/sums';

/** The workbench's figures (schemas/api/workbench.json), each read by its own area. */
export function createWorkbenchService(notices: NoticeService, workOrderService: WorkOrderService) {
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

  /** The account's orders the platform has not answered yet (open or being processed). */
  async function ordersWaiting(account: AccountData): Promise<number> {
    const [row] = await account.select({ n: count() }).from(workOrders, inArray(workOrders.state, ['open', 'processing']));
    return row?.n ?? 0;
  }

  /** Visible reviews of the account's apps that have no reply yet. */
  async function reviewsToAnswer(account: AccountData): Promise<number> {
    const [row] = await account.select({ n: count() }).from(comments, and(eq(comments.visible, true), eq(comments.reply, '')));
    return row?.n ?? 0;
  }

  return {
    async figures(account: AccountData, now = new Date()) {
      const [notices_unread, installs, workorders_answered, workorders_waiting, reviews_unanswered] = await Promise.all([
        notices.unreadCount(account),
        installDays(account, now),
        workOrderService.unreadCount(account),
        ordersWaiting(account),
        reviewsToAnswer(account),
      ]);
      return { notices_unread, workorders_answered, workorders_waiting, reviews_unanswered, ...installs };
    },
  };
}

export type WorkbenchService = ReturnType<typeof createWorkbenchService>;
