import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import { apps } from '../apps/tables';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { bizError, BizCode } from '../http/api-error';
import { installDaily, pwaUsers } from '../installs/tables';
import { dayRangeOf } from '../statistics/date-range';
import { sdkEvents } from './tables';

/** Events of PWA users reported with a key (server to server) or by pwa-sdk.js, and the install counts a key reads. */
export function createSdkEventService(platform: PlatformDb) {
  return {
    /** A conversion or custom event of a device of one of the account's apps (another account's app is unknown). */
    async report(account: AccountData, body: BodyOf<'sdkEventReport'>) {
      const [app] = await account.rows(apps, eq(apps.appId, body.app_id)).limit(1);
      if (!app) throw bizError(BizCode.appNotFound, 'sdk.appNotFound');
      const [user] = await account
        .select({ id: pwaUsers.id })
        .from(pwaUsers, eq(pwaUsers.appId, body.app_id), eq(pwaUsers.deviceId, body.device))
        .limit(1);
      await account.insert(sdkEvents, {
        appId: body.app_id,
        deviceId: body.device,
        pwaUserId: user?.id ?? null,
        kind: body.kind,
        name: body.name,
        value: body.value ?? 0,
        source: 'server',
      });
      return { recorded: true, known_user: user !== undefined };
    },

    /** What pwa-sdk.js reports from an app's page: the app named by its public id (no secret in a browser). */
    async browserEvent(body: BodyOf<'sdkBrowserEvent'>) {
      const [app] = await platform
        .select({ accountId: apps.accountId, state: apps.state })
        .from(apps)
        .where(eq(apps.appId, body.app_id))
        .limit(1);
      if (!app) throw bizError(BizCode.hostedAppNotFound, 'hosted.appNotFound');
      if (app.state === 'banned') return { recorded: false };
      const [user] = await platform
        .select({ id: pwaUsers.id })
        .from(pwaUsers)
        .where(and(eq(pwaUsers.appId, body.app_id), eq(pwaUsers.deviceId, body.device_id)))
        .limit(1);
      await platform.insert(sdkEvents).values({
        accountId: app.accountId,
        appId: body.app_id,
        deviceId: body.device_id,
        pwaUserId: user?.id ?? null,
        kind: body.kind,
        name: body.name ?? '',
        source: 'browser',
      });
      return { recorded: true };
    },

    /** Installs, visits and standalone opens by UTC day from the daily aggregates, for one app or all. */
    async installCounts(account: AccountData, query: QueryOf<'sdkInstallCounts'>) {
      const range = dayRangeOf(query);
      const filters: SQL[] = [gte(installDaily.day, range.start), lte(installDaily.day, range.end)];
      if (query.app_id) filters.push(eq(installDaily.appId, query.app_id));
      const rows = await account
        .select({
          day: installDaily.day,
          installs: sql<number>`sum(${installDaily.installs})::int`,
          visits: sql<number>`sum(${installDaily.visits})::int`,
          opens: sql<number>`sum(${installDaily.opens})::int`,
        })
        .from(installDaily, ...filters)
        .groupBy(installDaily.day)
        .orderBy(asc(installDaily.day));
      const days = rows.map((row) => ({
        day: row.day,
        installs: Number(row.installs),
        visits: Number(row.visits),
        opens: Number(row.opens),
      }));
      return { days, installs: days.reduce((sum, day) => sum + day.installs, 0) };
    },
  };
}

export type SdkEventService = ReturnType<typeof createSdkEventService>;
