import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { newAccountKeys } from '../accounts/account-keys';
import { ADOPTED_KEY_NAME } from '../sdk/sdk-key-service';
import { sdkCalls, sdkKeys } from '../sdk/tables';
import type { SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SECOND_KEY_NAME: Record<SeedLocale, string> = { en: 'CRM backend', zh_CN: 'CRM 后端' };

/** What the demo's keys were used for: call, answer, and how often in the last week. */
const CALLS = [
  { call: 'sdkEventReport', status: 200, code: 0, times: 18 },
  { call: 'sdkInstallCounts', status: 200, code: 0, times: 9 },
  { call: 'sdkEventReport', status: 401, code: 401, times: 3 },
  { call: 'sdkInstallCounts', status: 400, code: 400, times: 1 },
];

/**
 * The demo master's access keys: its original app_key adopted (as every account's is at start) and a
 * second key, with a week of logged calls (a few refused), so the SDK page shows its key list and log.
 * Only for an account without any logged call.
 */
export async function seedDemoSdk(tx: Tx, demoId: number, locale: SeedLocale, now = Date.now()) {
  const [logged] = await tx.select({ n: count() }).from(sdkCalls).where(eq(sdkCalls.accountId, demoId));
  if ((logged?.n ?? 0) > 0) return;
  const [demo] = await tx.select({ appKey: users.appKey, appSecret: users.appSecret }).from(users).where(eq(users.id, demoId));
  if (!demo) return;
  await tx
    .insert(sdkKeys)
    .values({
      accountId: demoId,
      name: ADOPTED_KEY_NAME,
      appKey: demo.appKey,
      secret: demo.appSecret,
      createdAt: new Date(now - 30 * 86_400_000),
    })
    .onConflictDoNothing();
  const { appKey, appSecret } = newAccountKeys();
  await tx
    .insert(sdkKeys)
    .values({ accountId: demoId, name: SECOND_KEY_NAME[locale], appKey, secret: appSecret, createdAt: new Date(now - 8 * 86_400_000) });
  const keys = await tx.select({ id: sdkKeys.id }).from(sdkKeys).where(eq(sdkKeys.accountId, demoId));
  const rows = CALLS.flatMap(({ call, status, code, times }, c) =>
    Array.from({ length: times }, (_, i) => ({
      accountId: demoId,
      keyId: keys[(i + c) % keys.length]!.id,
      call,
      status,
      code,
      address: `203.0.113.${10 + ((i * 7 + c) % 40)}`,
      durationMs: 4 + ((i * 13 + c * 5) % 37),
      // Spread over the last seven days, the newest a few minutes ago.
      createdAt: new Date(now - 5 * 60_000 - ((i * 97 + c * 31) % 168) * 3_600_000),
    })),
  );
  await tx.insert(sdkCalls).values(rows);
  for (const key of keys) {
    await tx
      .update(sdkKeys)
      .set({ lastUsedAt: new Date(now - 5 * 60_000) })
      .where(eq(sdkKeys.id, key.id));
  }
}
