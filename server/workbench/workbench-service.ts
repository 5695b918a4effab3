import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { comments } from '../comments/tables';
import { pushMessages } from '../push/tables';
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

  /** Pushes waiting for their time, and those sent in the last 24 hours with their click rate (clicks per accepted). */
  async function pushes(account: AccountData, now: Date) {
    const since = new Date(now.getTime() - 86_400_000);
    const sentToday = and(eq(pushMessages.state, 'sent'), gte(pushMessages.sentAt, since));
    const [row] = await account
      .select({
        scheduled: sql<number>`count(*) filter (where ${pushMessages.state} = 'scheduled')`.mapWith(Number),
        sent: sql<number>`count(*) filter (where ${sentToday})`.mapWith(Number),
        accepted: sumOf(pushMessages.accepted, sentToday),
        clicked: sumOf(pushMessages.clicked, sentToday),
      })
      .from(pushMessages, inArray(pushMessages.state, ['scheduled', 'sent']));
    const accepted = row?.accepted ?? 0;
    return {
      pushes_scheduled: row?.scheduled ?? 0,
      pushes_sent_day: row?.sent ?? 0,
      push_click_rate_day: accepted > 0 ? Math.min(1, Math.round(((row?.clicked ?? 0) / accepted) * 10000) / 10000) : 0,
    };
  }

  return {
    async figures(account: AccountData, now = new Date()) {
      const [notices_unread, installs, workorders_answered, workorders_waiting, reviews_unanswered, pushFigures] = await Promise.all([
        notices.unreadCount(account),
        installDays(account, now),
        workOrderService.unreadCount(account),
        ordersWaiting(account),
        reviewsToAnswer(account),
        pushes(account, now),
      ]);
      return { notices_unread, workorders_answered, workorders_waiting, reviews_unanswered, ...pushFigures, ...installs };
    },
  };
}

export type WorkbenchService = ReturnType<typeof createWorkbenchService>;
