import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { cachedSql } from '../db/statement-cache';
import type { FunnelStep, PushSubscriptionJson } from './tables';
import type { DeviceKind } from './user-agent';

export interface HostedEvent {
  appId: string;
  deviceId: string;
  step: FunnelStep;
  /** The channel code of the page's `?c=` (or short link), as the page sends it. */
  channel?: string;
  pushSubscription?: PushSubscriptionJson;
  device: DeviceKind;
  /** ISO 3166 alpha-2, or empty when unknown. */
  country: string;
  /** The install token the page was served with (install-token.ts), when it sent one. */
  token?: string;
  /** The raw User-Agent header ('' when absent) and the caller's address, for the install checks. */
  userAgent: string;
  address: string;
}

/** The parameters of `record_hosted_event` (server/db/functions/record_hosted_event.sql), by name. */
export interface EventParameters {
  app: string;
  code: string;
  device: string;
  step: FunnelStep;
  platform: string;
  browser: string;
  os: string;
  country: string;
  push: PushSubscriptionJson | null;
}

export const parametersOf = (event: HostedEvent): EventParameters => ({
  app: event.appId,
  code: event.channel ?? '',
  device: event.deviceId,
  step: event.step,
  platform: event.device.platform,
  browser: event.device.browser,
  os: event.device.os,
  country: event.country,
  push: event.pushSubscription ?? null,
});

/** What `record_hosted_event` answers for one step. */
export interface Outcome {
  result: 'not_found' | 'repeated' | 'recorded' | 'unbilled';
  account: number | null;
  /** The account's unit price (× 10000), read under its lock; the driver may hand a bigint over as text. */
  price: string | number | null;
}

/** What `record_hosted_events` answers for each step of a batch, in the batch's order. */
export interface BatchRow {
  result: Outcome['result'] | 'not_covered' | 'failed';
  /** The app's account; null for an unknown app or a step that failed. */
  account: number | null;
}

/** The SQLSTATE `record_hosted_event` raises for an install neither quota nor balance covers, having written nothing. */
export const NOT_COVERED = 'PWI01';

const NAMES = ['app', 'code', 'device', 'step', 'platform', 'browser', 'os', 'country', 'push'] as const;

/** One step; with `unbilledOk`, an install neither quota nor balance covers is recorded unbilled instead of raising. */
export function recordOne(db: PlatformDb, parameters: EventParameters, unbilledOk: boolean): Promise<Outcome> {
  const statement = cachedSql(
    'hosted.event',
    () =>
      sql`select result, account, price from record_hosted_event(${sql.join(
        NAMES.map((name) => sql`${sql.placeholder(name)}::text`),
        sql`, `,
      )}, ${sql.placeholder('unbilledOk')}::boolean)`,
  );
  const push = parameters.push && JSON.stringify(parameters.push);
  return statement.execute<Outcome>(db, { ...parameters, push, unbilledOk }).then((rows) => rows[0]!);
}

/** Many steps in one statement and one transaction; a step that failed there wrote nothing. */
export async function recordBatch(db: PlatformDb, batch: EventParameters[]): Promise<BatchRow[]> {
  const statement = cachedSql(
    'hosted.events',
    () => sql`select result, account from record_hosted_events(${sql.placeholder('events')}::text::jsonb) order by n`,
  );
  return statement.execute<BatchRow>(db, { events: JSON.stringify(batch) });
}
