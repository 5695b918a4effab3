import { sql } from 'drizzle-orm';
import { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { cachedSql } from '../db/statement-cache';
import { bizError, BizCode } from '../http/api-error';
import { sqlStateOf } from '../shared/db-errors';
import type { FunnelStep, PushSubscriptionJson } from './tables';
import type { UnpaidInstalls } from './unpaid-installs';
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
}

/** What `record_hosted_event` (migration 0011) answers. */
interface Outcome {
  result: 'not_found' | 'repeated' | 'recorded' | 'unbilled';
  account: number | null;
  /** The account's unit price (× 10000), read under its lock; the driver may hand a bigint over as text. */
  price: string | number | null;
}

/** SQLSTATEs `record_hosted_event` raises, rolling back everything the call wrote. */
const NOT_COVERED = 'PWI01';
const RECORDED_BEFORE = 'PWI02';

const PARAMETERS = ['app', 'code', 'device', 'step', 'platform', 'browser', 'os', 'country', 'push'] as const;

const RECORD_STATEMENT = () =>
  sql`select result, account, price from record_hosted_event(${sql.join(
    PARAMETERS.map((name) => sql`${sql.placeholder(name)}::text`),
    sql`, `,
  )}, ${sql.placeholder('unbilledOk')}::boolean)`;

const runRecord = (db: PlatformDb, values: Record<string, unknown>) =>
  cachedSql('hosted.event', RECORD_STATEMENT).execute<Outcome>(db, values) as Promise<[Outcome]>;

export const hostedAppNotFound = () => bizError(BizCode.hostedAppNotFound, 'hosted.appNotFound');

/**
 * The hosted pages' funnel call. One statement, `record_hosted_event`, does the work in the database
 * (its own transaction): resolves the app and the channel code, upserts the PWA user (first
 * attribution kept), and records the step; for an install it also claims it once per device and app,
 * bills it (package quota, else `unit_price` from the balance with its ledger row) and counts it
 * everywhere. The SQL is in the migration and ARCHITECTURE.md says why it lives there.
 *
 * Only an install that neither quota nor balance covers leaves the statement: it raises and writes
 * nothing, and the install is recorded again in a transaction that may record it unbilled and then
 * pauses the account's apps with a notice to its master (`unpaid-installs.ts`, texts in Node).
 */
export function createInstallIngestion(platform: PlatformDb, unpaid: UnpaidInstalls) {
  function valuesOf(event: HostedEvent) {
    const { device } = event;
    return {
      app: event.appId,
      code: event.channel ?? '',
      device: event.deviceId,
      step: event.step,
      platform: device.platform,
      browser: device.browser,
      os: device.os,
      country: event.country,
      push: event.pushSubscription ? JSON.stringify(event.pushSubscription) : null,
    };
  }

  /** The fallback: the account's row stays locked from the statement to the commit, so the balance cannot change between them. */
  const recordUnbilled = (values: ReturnType<typeof valuesOf>) =>
    platform.transaction(async (tx) => {
      const [outcome] = await runRecord(tx, { ...values, unbilledOk: true });
      if (outcome.result === 'unbilled') {
        await unpaid.markUnpaid(new AccountData(tx, outcome.account!, outcome.account!), Number(outcome.price));
      }
      return outcome;
    });

  async function outcomeOf(values: ReturnType<typeof valuesOf>): Promise<Outcome> {
    try {
      const [outcome] = await runRecord(platform, { ...values, unbilledOk: false });
      return outcome;
    } catch (error) {
      if (sqlStateOf(error) !== NOT_COVERED) throw error;
    }
    return recordUnbilled(values);
  }

  return {
    /** Records one funnel step; `recorded` is false when it changed nothing (a repeated install). */
    async record(event: HostedEvent): Promise<{ recorded: boolean }> {
      let outcome: Outcome;
      try {
        outcome = await outcomeOf(valuesOf(event));
      } catch (error) {
        // Never raised while the claim holds; should it be, the statement wrote nothing.
        if (sqlStateOf(error) === RECORDED_BEFORE) return { recorded: false };
        throw error;
      }
      if (outcome.result === 'not_found') throw hostedAppNotFound();
      return { recorded: outcome.result !== 'repeated' };
    },
  };
}

export type InstallIngestion = ReturnType<typeof createInstallIngestion>;
