import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDb } from '../db/client';
import { inAudience } from './audience-sql';
import type { PushSender } from './push-sender';
import type { DeliveryState } from './tables';

/** How long a claimed delivery is its worker's before another may claim it again. */
export const LEASE_MS = 60_000;
/** Due pushes one tick starts at most. */
const START_LIMIT = 10;

/** A delivery a worker claimed, with what it sends and where. */
export interface ClaimedDelivery {
  id: number;
  pushId: number;
  subscriptionState: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
}

export interface DeliveryOutcome {
  id: number;
  state: Exclude<DeliveryState, 'queued' | 'claimed'>;
  code: number;
}

export interface PushJobsOptions {
  batchSize: number;
  /** Batches one tick has under way at once (default 2). */
  lanes?: number;
  /** The time the jobs take as now (tests move it instead of sleeping). */
  clock?: () => Date;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as Rows<T>).rows;

/** What a push service's answer makes of a delivery: 2xx accepted, 404/410 the subscription is gone, else failed. */
export function outcomeOf(status: number): DeliveryOutcome['state'] {
  if (status >= 200 && status < 300) return 'accepted';
  if (status === 404 || status === 410) return 'gone';
  return 'failed';
}

/**
 * Sending pushes as jobs in the database, safe with any number of workers in any number of processes:
 * a due push is started under `FOR UPDATE SKIP LOCKED` (its deliveries made for its audience in the same
 * transaction, in the subscriptions' order, so the delivery log shows the newest subscribers first), deliveries are claimed in batches under `SKIP LOCKED` with a lease, a batch is sent
 * concurrently and its outcomes written in one statement. An accepted delivery is never claimed again;
 * one whose worker stopped is claimed again when its lease ends, so a restart resumes a half-sent push.
 */
export function createPushJobs(db: PlatformDb, sender: PushSender, options: PushJobsOptions) {
  const clock = options.clock ?? (() => new Date());

  /** Starts the scheduled pushes that are due: deliveries for their audience, state sending (sent when nobody is in it). */
  async function startDue(): Promise<number> {
    const now = clock();
    return db.transaction(async (tx) => {
      const due = await rowsOf<{ id: number }>(
        tx.execute(sql`select id from push_messages where state = 'scheduled' and send_at <= ${now}
          order by send_at, id limit ${START_LIMIT} for update skip locked`),
      );
      for (const { id } of due) {
        await tx.execute(sql`insert into push_deliveries (account_id, push_id, subscription_id)
          select s.account_id, m.id, s.id from push_messages m
          join push_subscriptions s on s.account_id = m.account_id and s.app_id = m.app_id and s.state = 'subscribed'
          where m.id = ${id} and ${inAudience(sql`m.audience`)}
          order by s.id
          on conflict do nothing`);
        await tx.execute(sql`update push_messages m set
            total = t.n,
            state = case when t.n = 0 then 'sent' else 'sending' end,
            started_at = ${now},
            sent_at = case when t.n = 0 then ${now}::timestamptz end,
            updated_at = ${now}
          from (select count(*)::int n from push_deliveries where push_id = ${id}) t
          where m.id = ${id}`);
      }
      return due.length;
    });
  }

  /** Claims up to `limit` open deliveries (queued, or claimed by a worker whose lease ended), with their messages. */
  async function claim(limit = options.batchSize): Promise<ClaimedDelivery[]> {
    const now = clock();
    const until = new Date(now.getTime() + LEASE_MS);
    const rows = await rowsOf<{
      id: string | number;
      push_id: number;
      sub_state: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      payload: string;
    }>(
      db.execute(sql`with claimed as (
          update push_deliveries d set state = 'claimed', lease_until = ${until}, attempts = d.attempts + 1
          where d.id in (
            select id from push_deliveries
            where state in ('queued', 'claimed') and (state = 'queued' or lease_until < ${now})
            order by id limit ${limit} for update skip locked)
          returning d.id, d.push_id, d.subscription_id)
        select c.id, c.push_id, s.state as sub_state, s.endpoint, s.p256dh, s.auth,
          json_build_object('title', m.title, 'body', m.body, 'icon', nullif(m.icon, ''), 'image', nullif(m.image, ''),
            'url', nullif(m.url, ''), 'push', m.id, 'app', m.app_id, 'device', u.device_id)::text as payload
        from claimed c
        join push_subscriptions s on s.id = c.subscription_id
        join push_messages m on m.id = c.push_id
        join pwa_users u on u.id = s.pwa_user_id
        order by c.id`),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      pushId: r.push_id,
      subscriptionState: r.sub_state,
      endpoint: r.endpoint,
      p256dh: r.p256dh,
      auth: r.auth,
      payload: r.payload,
    }));
  }

  /** Sends a claimed batch concurrently; a subscription no longer subscribed is not contacted. */
  async function deliver(batch: ClaimedDelivery[]): Promise<DeliveryOutcome[]> {
    return Promise.all(
      batch.map(async (d): Promise<DeliveryOutcome> => {
        if (d.subscriptionState !== 'subscribed') return { id: d.id, state: 'failed', code: 0 };
        const code = await sender.send(d, d.payload).catch(() => 0);
        return { id: d.id, state: outcomeOf(code), code };
      }),
    );
  }

  /**
   * Writes a batch's outcomes in one statement: the deliveries (only while still claimed), gone
   * subscriptions (and their PWA users no longer subscribed), and the pushes' figures.
   */
  async function record(outcomes: DeliveryOutcome[]): Promise<number> {
    if (!outcomes.length) return 0;
    const now = clock();
    const [row] = await rowsOf<{ recorded: number }>(
      db.execute(sql`with outcome as (
          select * from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(id bigint, state text, code int)),
        done as (
          update push_deliveries d set state = o.state, status_code = o.code, sent_at = ${now}, lease_until = null
          from outcome o where d.id = o.id and d.state = 'claimed'
          returning d.push_id, d.subscription_id, d.state),
        gone as (
          update push_subscriptions s set state = 'gone', updated_at = ${now}
          from done where done.state = 'gone' and s.id = done.subscription_id
          returning s.pwa_user_id),
        users_gone as (
          update pwa_users u set subscribed = false, push_subscription = null from gone where u.id = gone.pwa_user_id returning u.id),
        figures as (
          update push_messages m set sent = m.sent + f.n, accepted = m.accepted + f.a, failed = m.failed + f.n - f.a, updated_at = ${now}
          from (select push_id, count(*)::int n, (count(*) filter (where state = 'accepted'))::int a from done group by push_id) f
          where m.id = f.push_id returning m.id)
        select (select count(*) from done)::int as recorded, (select count(*) from users_gone)::int as gone, (select count(*) from figures)::int as pushes`),
    );
    return row?.recorded ?? 0;
  }

  /** Pushes whose deliveries are all done become sent (failed when none was accepted). */
  async function finish(): Promise<number> {
    const now = clock();
    const rows = await rowsOf<{ id: number }>(
      db.execute(sql`update push_messages m set
          state = case when m.accepted = 0 and m.failed > 0 then 'failed' else 'sent' end, sent_at = ${now}, updated_at = ${now}
        where m.state = 'sending'
          and not exists (select 1 from push_deliveries d where d.push_id = m.id and d.state in ('queued', 'claimed'))
        returning m.id`),
    );
    return rows.length;
  }

  /** One batch: claim, send, record. Answers how many deliveries it handled (0: nothing open). */
  async function sendBatch(limit = options.batchSize): Promise<number> {
    const batch = await claim(limit);
    if (!batch.length) return 0;
    await record(await deliver(batch));
    return batch.length;
  }

  /**
   * One tick of a worker: start due pushes, send batches until none is open (or `maxBatches`), finish
   * pushes. `lanes` batches are under way at once (one is sent while another's outcomes are written),
   * each claimed on its own like another worker's.
   */
  async function runOnce(maxBatches = 1000, lanes = options.lanes ?? 2): Promise<{ started: number; delivered: number; finished: number }> {
    const started = await startDue();
    let delivered = 0;
    let batches = 0;
    const lane = async () => {
      while (batches < maxBatches) {
        batches += 1;
        const n = await sendBatch();
        if (!n) return;
        delivered += n;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
    const finished = await finish();
    return { started, delivered, finished };
  }

  return { startDue, claim, deliver, record, finish, sendBatch, runOnce };
}

export type PushJobs = ReturnType<typeof createPushJobs>;

/**
 * The process's push worker: a tick every `tickMs` (0: only when kicked), one tick at a time; `kick`
 * runs one soon (a push sent now goes out without waiting for the tick). Answers kick and stop.
 */
export function startPushWorker(jobs: PushJobs, tickMs: number, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = jobs
      .runOnce()
      .then(
        (done) => done.delivered > 0 && log.info(`push: ${done.delivered} deliveries sent, ${done.finished} pushes finished`),
        (error: unknown) => log.warn({ err: error }, 'push worker tick failed'),
      )
      .then(() => {
        running = undefined;
        if (again) {
          again = false;
          setImmediate(tick);
        }
      });
  };
  const timer = tickMs > 0 ? setInterval(tick, tickMs) : undefined;
  timer?.unref();
  return {
    /** Runs a tick soon; nothing when the worker is off (tickMs 0: tests run the jobs themselves). */
    kick: () => {
      if (timer) setImmediate(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
