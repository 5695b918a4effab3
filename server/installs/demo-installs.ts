import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { cachedSql } from '../db/statement-cache';
import type { HostedEvent } from './hosted-event-sql';

/**
 * Demo installs an app takes in one UTC day: the test link is for the account's own people trying the
 * install flow, not a way round billing, so a leaked link cannot record free installs at scale.
 */
export const DEMO_INSTALLS_PER_APP_PER_DAY = 20;

/**
 * Records a demo install (ARCHITECTURE.md "Test links"): once per device and app, within the app's daily
 * cap, in `demo_installs` only (no PWA user, event, day row, quota, balance or count). True when a row
 * was added; false for a repeat, an unknown app or a full day.
 */
export async function recordDemoInstall(db: PlatformDb, event: HostedEvent): Promise<boolean> {
  const statement = cachedSql(
    'installs.demo',
    () => sql`insert into demo_installs (account_id, app_id, device_id, platform, browser, os)
      select a.account_id, a.app_id, ${sql.placeholder('device')}::text, ${sql.placeholder('platform')}::text, ${sql.placeholder('browser')}::text, ${sql.placeholder('os')}::text
      from apps a
      where a.app_id = ${sql.placeholder('app')}::text
        and (select count(*) from demo_installs d
             where d.app_id = a.app_id and d.created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') < ${sql.placeholder('cap')}::int
      on conflict (app_id, device_id) do nothing
      returning id`,
  );
  const rows = await statement.execute<{ id: string | number }>(db, {
    app: event.appId,
    device: event.deviceId,
    platform: event.device.platform,
    browser: event.device.browser,
    os: event.device.os,
    cap: DEMO_INSTALLS_PER_APP_PER_DAY,
  });
  return rows.length > 0;
}
