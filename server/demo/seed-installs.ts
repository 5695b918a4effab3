import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channels, installDaily, installEvents, pwaUsers, users } from '../db/schema';
import { planDemoInstalls, type DemoSource } from './demo-install-plan';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Visits a day of each demo channel (the bigger campaigns first), by the order the content step made them. */
const CHANNEL_DAILY_VISITS = [20, 13, 6, 3];
/** Rows per INSERT: well inside PostgreSQL's 65,535 parameters per statement. */
const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Thirty days of visits and installs ending now, through the demo master's channels: PWA users, their
 * funnel events and the daily aggregates, consistent with each other; then each channel's
 * `install_count` and the master's `total_install_sum` are set from the installed events. Only for an
 * account without PWA users (real traffic is never mixed with demo traffic).
 */
export async function seedDemoInstalls(tx: Tx, demoId: number, now = new Date()) {
  const [existing] = await tx.select({ n: count() }).from(pwaUsers).where(eq(pwaUsers.accountId, demoId));
  if ((existing?.n ?? 0) > 0) return;
  const demoChannels = await tx
    .select({ id: channels.id, appId: channels.appId })
    .from(channels)
    .where(eq(channels.accountId, demoId))
    .orderBy(asc(channels.createdAt), asc(channels.id));
  const sources: DemoSource[] = demoChannels.map((channel, i) => ({
    channelId: channel.id,
    appId: channel.appId,
    dailyVisits: CHANNEL_DAILY_VISITS[i] ?? 2,
  }));
  const plan = planDemoInstalls(sources, now);

  const ids = new Map<string, number>();
  await insertInBatches(plan.users, async (batch) => {
    const rows = await tx
      .insert(pwaUsers)
      .values(
        batch.map((user) => ({
          accountId: demoId,
          appId: user.appId,
          deviceId: user.deviceId,
          channelId: user.channelId,
          platform: user.platform,
          browser: user.browser,
          os: user.os,
          country: user.country,
          subscribed: user.subscribed,
          pushSubscription: user.pushSubscription,
          installedAt: user.installedAt,
          firstSeen: user.firstSeen,
          lastSeen: user.lastSeen,
        })),
      )
      .returning({ id: pwaUsers.id, deviceId: pwaUsers.deviceId });
    for (const row of rows) ids.set(row.deviceId, row.id);
  });

  const events = plan.users.flatMap((user) =>
    user.events.map((event) => ({
      accountId: demoId,
      appId: user.appId,
      pwaUserId: ids.get(user.deviceId)!,
      channelId: user.channelId,
      step: event.step,
      platform: user.platform,
      billing: event.step === 'installed' ? ('quota' as const) : null,
      amount: 0,
      createdAt: event.at,
    })),
  );
  await insertInBatches(events, (batch) => tx.insert(installEvents).values(batch));
  await insertInBatches(plan.daily, (batch) => tx.insert(installDaily).values(batch.map((row) => ({ accountId: demoId, ...row }))));

  // The counters follow the installed events, so they agree with the statistics.
  const installsOf = (channel: typeof channels.id) =>
    sql`(select count(*)::int from ${installEvents} e where e.channel_id = ${channel} and e.account_id = ${demoId} and e.step = 'installed')`;
  await tx
    .update(channels)
    .set({ installCount: installsOf(channels.id) })
    .where(and(eq(channels.accountId, demoId)));
  await tx
    .update(users)
    .set({
      totalInstallSum: sql`(select count(*)::int from ${installEvents} e where e.account_id = ${demoId} and e.step = 'installed')`,
    })
    .where(eq(users.id, demoId));
}
