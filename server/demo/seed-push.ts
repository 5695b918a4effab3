import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pwaUsers } from '../installs/tables';
import { pushDeliveries, pushMessages, pushSubscriptions } from '../push/tables';
import type { SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;

const TEXTS: Record<SeedLocale, { title: string; body: string }[]> = {
  zh_CN: [
    { title: '周末特惠开始了', body: '全场商品低至五折，仅限本周末。' },
    { title: '新版本已上线', body: '更快的加载速度和全新的夜间模式，快来体验。' },
    { title: '明日早报', body: '每天早上八点，为你送上今日头条。' },
  ],
  en: [
    { title: 'The weekend sale is on', body: 'Up to 50% off everything, this weekend only.' },
    { title: 'A new version is live', body: 'Faster loading and a new dark mode. Take a look.' },
    { title: 'Tomorrow’s briefing', body: 'Every morning at eight: the day’s headlines.' },
  ],
};

/**
 * The demo's push: a subscription for each subscribed demo PWA user (their endpoints are placeholders
 * on a reserved name, which the sender never contacts), two sent pushes with their delivery logs and
 * figures, and one scheduled for tomorrow. Only for an account without pushes.
 */
export async function seedDemoPush(tx: Tx, demoId: number, locale: SeedLocale, now = new Date()) {
  const [existing] = await tx.select({ n: count() }).from(pushMessages).where(eq(pushMessages.accountId, demoId));
  if ((existing?.n ?? 0) > 0) return;
  await tx.execute(sql`insert into push_subscriptions (account_id, app_id, pwa_user_id, endpoint, p256dh, auth, state, platform, country, channel_id, created_at, updated_at)
    select account_id, app_id, id, coalesce(push_subscription->>'endpoint', ''), coalesce(push_subscription->'keys'->>'p256dh', ''),
      coalesce(push_subscription->'keys'->>'auth', ''), 'subscribed', platform, country, channel_id, last_seen, last_seen
    from pwa_users where account_id = ${demoId} and subscribed
    on conflict do nothing`);
  const subscribers = await tx
    .select({ id: pushSubscriptions.id, appId: pushSubscriptions.appId })
    .from(pushSubscriptions)
    .innerJoin(pwaUsers, eq(pwaUsers.id, pushSubscriptions.pwaUserId))
    .where(and(eq(pushSubscriptions.accountId, demoId), eq(pushSubscriptions.state, 'subscribed')))
    .orderBy(asc(pushSubscriptions.id));
  const byApp = new Map<string, number[]>();
  for (const s of subscribers) byApp.set(s.appId, [...(byApp.get(s.appId) ?? []), s.id]);
  const appIds = [...byApp.keys()];
  if (!appIds.length) return;
  const [sale, release, briefing] = TEXTS[locale];
  const sent = [
    { text: sale!, appId: appIds[0]!, at: new Date(now.getTime() - 3 * 24 * HOUR_MS) },
    { text: release!, appId: appIds[1] ?? appIds[0]!, at: new Date(now.getTime() - 26 * HOUR_MS) },
  ];
  for (const [i, push] of sent.entries()) {
    const targets = byApp.get(push.appId) ?? [];
    // Most are accepted; a few fail; about one in five accepted is clicked.
    const outcomes = targets.map((id, n) => ({
      id,
      state: n % 17 === 5 ? ('failed' as const) : ('accepted' as const),
      clicked: n % 5 === i,
    }));
    const accepted = outcomes.filter((o) => o.state === 'accepted');
    const clicked = accepted.filter((o) => o.clicked).length;
    const [row] = await tx
      .insert(pushMessages)
      .values({
        accountId: demoId,
        appId: push.appId,
        title: push.text.title,
        body: push.text.body,
        url: '',
        audience: { kind: 'all' },
        state: 'sent',
        sendAt: push.at,
        startedAt: push.at,
        sentAt: new Date(push.at.getTime() + 20_000),
        total: targets.length,
        sent: targets.length,
        accepted: accepted.length,
        failed: targets.length - accepted.length,
        clicked,
        createdAt: new Date(push.at.getTime() - HOUR_MS),
        updatedAt: push.at,
      })
      .returning({ id: pushMessages.id });
    if (outcomes.length) {
      await tx.insert(pushDeliveries).values(
        outcomes.map((o) => ({
          accountId: demoId,
          pushId: row!.id,
          subscriptionId: o.id,
          state: o.state,
          attempts: 1,
          statusCode: o.state === 'accepted' ? 201 : 500,
          sentAt: new Date(push.at.getTime() + 5_000),
          clickedAt: o.state === 'accepted' && o.clicked ? new Date(push.at.getTime() + 2 * HOUR_MS) : null,
        })),
      );
    }
  }
  const tomorrow = new Date(now.getTime() + 24 * HOUR_MS);
  await tx.insert(pushMessages).values({
    accountId: demoId,
    appId: appIds[appIds.length - 1]!,
    title: briefing!.title,
    body: briefing!.body,
    audience: { kind: 'all' },
    state: 'scheduled',
    sendAt: new Date(Math.ceil(tomorrow.getTime() / HOUR_MS) * HOUR_MS),
  });
}
