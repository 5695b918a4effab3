import { and, eq, sql } from 'drizzle-orm';
import { apps } from '../apps/tables';
import { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { bizError, BizCode } from '../http/api-error';
import { sqlStateOf } from '../shared/db-errors';
import {
  NOT_COVERED,
  parametersOf,
  recordBatch,
  recordOne,
  type EventParameters,
  type HostedEvent,
  type Outcome,
} from './hosted-event-sql';
import type { InstallVerification, Judgement } from './install-verification';
import { recordDemoInstall } from './demo-installs';
import { createKeyedBatches, type Pending } from './keyed-batches';
import { installChecks, installDaily, pwaUsers, type InstallVerdict } from './tables';
import type { UnpaidInstalls } from './unpaid-installs';

/**
 * The most steps one statement records: each runs in a subtransaction of its own, and PostgreSQL keeps
 * up to 64 of a transaction's subtransaction ids in shared memory (more slow down every snapshot).
 */
const MAX_BATCH = 32;

/** Apps whose account is kept; past it the map starts again (it only groups turns). */
const MAX_APPS_KNOWN = 10_000;

type Recorded = { recorded: boolean };

export const hostedAppNotFound = () => bizError(BizCode.hostedAppNotFound, 'hosted.appNotFound');

/**
 * The hosted pages' funnel call. The database does the work in one statement (`record_hosted_event`,
 * server/db/functions/; ARCHITECTURE.md says why it lives there): it resolves the app and the channel
 * code, upserts the PWA user (first attribution kept) and records the step; for an install it also
 * claims it once per device and app, bills it (package quota, else `unit_price` from the balance with
 * its ledger row) and counts it everywhere.
 *
 * Calls of one account take turns: steps sent while the account's turn runs go together in its next
 * one, one statement and one commit for them all (`record_hosted_events`). An install neither quota
 * nor balance covers comes back having written nothing and is recorded in a transaction of its own
 * that may record it unbilled, then pauses the account's apps with a notice to its master
 * (`unpaid-installs.ts`).
 *
 * A step that would claim an install is judged first (`install-verification.ts`): only a verified one
 * reaches the function and is billed; an unverified or suspicious one is kept in `install_checks` with
 * its reason and nothing else (ARCHITECTURE.md "Install verification").
 */
export function createInstallIngestion(platform: PlatformDb, unpaid: UnpaidInstalls, verification: InstallVerification) {
  /** The account's row stays locked from the statement to the commit: the balance cannot change between them. */
  const recordUnbilled = (parameters: EventParameters) =>
    platform.transaction(async (tx) => {
      const outcome = await recordOne(tx, parameters, true);
      if (outcome.result === 'unbilled') {
        await unpaid.markUnpaid(AccountData.of(tx, outcome.account!), Number(outcome.price));
      }
      return outcome.result;
    });

  /** One step on its own, for a step that failed in its batch: its own error, if any, reaches its caller. */
  async function recordAlone(parameters: EventParameters): Promise<Outcome['result']> {
    try {
      return (await recordOne(platform, parameters, false)).result;
    } catch (error) {
      if (sqlStateOf(error) !== NOT_COVERED) throw error;
    }
    return recordUnbilled(parameters);
  }

  function settle(pending: Pending<EventParameters, Recorded>, result: Outcome['result']) {
    if (result === 'not_found') pending.reject(hostedAppNotFound());
    else pending.resolve({ recorded: result !== 'repeated' });
  }

  async function runTurn(batch: Pending<EventParameters, Recorded>[]) {
    const rows = await recordBatch(
      platform,
      batch.map((pending) => pending.item),
    );
    const later: [Pending<EventParameters, Recorded>, 'not_covered' | 'failed'][] = [];
    batch.forEach((pending, i) => {
      const { result, account } = rows[i]!;
      if (account !== null) noteAccount(pending.item.app, account);
      if (result === 'not_covered' || result === 'failed') later.push([pending, result]);
      else settle(pending, result);
    });
    // Within the turn, so the account's steps never wait on each other's locks from two connections.
    for (const [pending, result] of later) {
      try {
        settle(pending, await (result === 'not_covered' ? recordUnbilled(pending.item) : recordAlone(pending.item)));
      } catch (error) {
        pending.reject(error);
      }
    }
  }

  const turns = createKeyedBatches(runTurn, MAX_BATCH);

  /**
   * The account of each app seen (apps never change account): turns are the account's, so one
   * account's steps never wait on each other's row locks from two connections of this process. An
   * app not seen yet takes turns of its own, keyed by the app. The map only groups turns: every row
   * is found and locked in the database, whatever the grouping.
   */
  const accountOfApp = new Map<string, number>();
  function noteAccount(appId: string, account: number) {
    if (accountOfApp.size >= MAX_APPS_KNOWN && !accountOfApp.has(appId)) accountOfApp.clear();
    accountOfApp.set(appId, account);
  }
  const turnOf = (appId: string) => {
    const account = accountOfApp.get(appId);
    return account === undefined ? `app ${appId}` : `account ${account}`;
  };

  /** The app's account, from the turns' map or the database; undefined for an unknown app. */
  async function accountOf(appId: string): Promise<number | undefined> {
    const known = accountOfApp.get(appId);
    if (known !== undefined) return known;
    const [row] = await platform.select({ accountId: apps.accountId }).from(apps).where(eq(apps.appId, appId));
    return row?.accountId;
  }

  /**
   * Keeps an install's verdict; false when the device's install was judged before (nothing written). An
   * install not billed also counts in the day's `unverified` or `suspicious`, under the device's channel.
   */
  function noteVerdict(accountId: number, event: HostedEvent, verdict: InstallVerdict, reason: string): Promise<boolean> {
    const check = (db: Pick<PlatformDb, 'insert'>) =>
      db
        .insert(installChecks)
        .values({
          accountId,
          appId: event.appId,
          deviceId: event.deviceId,
          address: event.address,
          platform: event.device.platform,
          verdict,
          reason,
        })
        .onConflictDoNothing()
        .returning({ day: sql<string>`(${installChecks.createdAt} at time zone 'UTC')::date::text` });
    // A verified install's verdict is one statement: no transaction (two round trips fewer on the hot path).
    if (verdict === 'verified') return check(platform).then((rows) => rows.length > 0);
    return platform.transaction(async (tx) => {
      const rows = await check(tx);
      const day = rows[0]?.day;
      if (day === undefined) return false;
      const [user] = await tx
        .select({ channelId: pwaUsers.channelId })
        .from(pwaUsers)
        .where(and(eq(pwaUsers.appId, event.appId), eq(pwaUsers.deviceId, event.deviceId)));
      const column = verdict === 'suspicious' ? installDaily.suspicious : installDaily.unverified;
      await tx
        .insert(installDaily)
        .values({
          accountId,
          day,
          appId: event.appId,
          channelId: user?.channelId ?? 0,
          platform: event.device.platform,
          [verdict]: 1,
        })
        .onConflictDoUpdate({
          target: [installDaily.accountId, installDaily.day, installDaily.appId, installDaily.channelId, installDaily.platform],
          set: { [verdict]: sql`${column} + 1` },
        });
      return true;
    });
  }

  async function recordInstall(event: HostedEvent): Promise<Recorded> {
    const judgement: Judgement = await verification.judge({
      appId: event.appId,
      deviceId: event.deviceId,
      token: event.token,
      userAgent: event.userAgent,
      platform: event.device.platform,
      address: event.address,
    });
    if (judgement.kind === 'pass') return turns.submit(turnOf(event.appId), parametersOf(event));
    if (judgement.kind === 'repeated') return { recorded: false };
    if (judgement.verdict !== 'verified') {
      const accountId = await accountOf(event.appId);
      if (accountId === undefined) throw hostedAppNotFound();
      return { recorded: await noteVerdict(accountId, event, judgement.verdict, judgement.reason) };
    }
    const recorded = await turns.submit(turnOf(event.appId), parametersOf(event));
    const accountId = recorded.recorded ? await accountOf(event.appId) : undefined;
    if (accountId !== undefined) await noteVerdict(accountId, event, 'verified', '');
    return recorded;
  }

  const claimsInstall = (event: HostedEvent) => event.step === 'installed' || event.step === 'standalone';

  return {
    /**
     * Records one funnel step; `recorded` is false when it changed nothing (a repeated install). A step of
     * a page opened through the app's test link is a demo: its install is kept apart (`demo-installs.ts`),
     * its other steps are not recorded, so neither counts anywhere.
     */
    async record(event: HostedEvent): Promise<Recorded> {
      if (await verification.isDemo(event)) return { recorded: claimsInstall(event) && (await recordDemoInstall(platform, event)) };
      return claimsInstall(event) ? recordInstall(event) : turns.submit(turnOf(event.appId), parametersOf(event));
    },
  };
}

export type InstallIngestion = ReturnType<typeof createInstallIngestion>;
