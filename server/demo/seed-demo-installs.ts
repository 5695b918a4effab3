import { asc, count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { apps, demoInstalls } from '../db/schema';
import { daysAgo } from '../shared/days';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The team's tries of the install flow through the apps' test links: which app (by creation order), on what, how long ago. */
const TRIES = [
  { app: 0, platform: 'android', os: 'Android 14', browser: 'Chrome', daysAgo: 20 },
  { app: 0, platform: 'ios', os: 'iOS 17.5', browser: 'Safari', daysAgo: 11 },
  { app: 1, platform: 'android', os: 'Android 13', browser: 'Samsung Internet', daysAgo: 4 },
  { app: 0, platform: 'windows', os: 'Windows 10', browser: 'Edge', daysAgo: 1 },
];

/**
 * A few demo installs of the demo master's apps (ARCHITECTURE.md "Test links"), in the Starter and the
 * Standard periods, so the demo records show what a test link records. Only for an account without any.
 */
export async function seedDemoTestInstalls(tx: Tx, demoId: number, now = Date.now()) {
  const [existing] = await tx.select({ n: count() }).from(demoInstalls).where(eq(demoInstalls.accountId, demoId));
  if ((existing?.n ?? 0) > 0) return;
  const owned = await tx
    .select({ appId: apps.appId })
    .from(apps)
    .where(eq(apps.accountId, demoId))
    .orderBy(asc(apps.createdAt), asc(apps.id));
  const rows = TRIES.flatMap((tried) => {
    const app = owned[tried.app] ?? owned[0];
    if (!app) return [];
    const at = new Date(daysAgo(tried.daysAgo, now).getTime() - 3 * 60 * 60_000);
    return [
      {
        accountId: demoId,
        appId: app.appId,
        deviceId: randomBytes(24).toString('base64url'),
        platform: tried.platform,
        os: tried.os,
        browser: tried.browser,
        createdAt: at,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(demoInstalls).values(rows);
}
