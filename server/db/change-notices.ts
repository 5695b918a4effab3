import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';

/** The one channel of change notices; a notice's payload names the topic whose caches every process forgets. */
export const CHANGE_CHANNEL = 'pwa_console_changes';

/** How the listening connection is named in `pg_stat_activity`. */
export const LISTENER_NAME = 'pwa-console-listener';

/**
 * What a notice names: `sessions` (a write of `users` or `sessions`: the session cache) or `grants` (a
 * write of roles, their menus or the admin menus: the grants and the console's frame sources).
 */
export const CHANGE_TOPICS = ['sessions', 'grants'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

const isTopic = (payload: string | undefined): payload is ChangeTopic => CHANGE_TOPICS.includes(payload as ChangeTopic);

/**
 * Process-local caches of data any process may change, kept right across processes (ARCHITECTURE.md,
 * "Several processes"). A write of a watched table (./watch-writes.ts) forgets the topic's caches in its
 * own process at once and sends a notice with its commit; every process forgets on the notice. A
 * request catches up before it reads a cache.
 */
export interface ChangeNotices {
  /** True when notices travel between processes (PostgreSQL); PGlite is one process. */
  readonly shared: boolean;
  /** What this process forgets when `topic` changes (and everything, when notices may have been missed). */
  onChange(topic: ChangeTopic, forget: () => void): void;
  /** Forgets the topic's caches in this process now (a write through this process is under way). */
  changedHere(topic: ChangeTopic): void;
  /** Sends the topics' notice through `executor`; inside a transaction it leaves with the commit. Nothing on PGlite. */
  announce(executor: Pick<Db, 'execute'>, topics: Iterable<ChangeTopic>): Promise<void>;
  /**
   * Call before a request reads a cache: resolves once this process has applied every notice committed
   * before the call; when it cannot tell (the listening connection is down), it forgets every cache instead.
   */
  catchUp(): Promise<void>;
  close(): Promise<void>;
}

function forgetRegistry() {
  const forgets = new Map<ChangeTopic, (() => void)[]>();
  const forget = (topic: ChangeTopic) => forgets.get(topic)?.forEach((run) => run());
  return {
    onChange(topic: ChangeTopic, run: () => void) {
      forgets.set(topic, [...(forgets.get(topic) ?? []), run]);
    },
    forget,
    forgetAll: () => CHANGE_TOPICS.forEach(forget),
  };
}

const RESOLVED = Promise.resolve();

/** One process (PGlite): writes forget in their own process, nothing travels. */
export function localChangeNotices(): ChangeNotices {
  const registry = forgetRegistry();
  return {
    shared: false,
    onChange: registry.onChange,
    changedHere: registry.forget,
    announce: () => RESOLVED,
    catchUp: () => RESOLVED,
    close: () => RESOLVED,
  };
}

export interface SharedNoticesOptions {
  /** A new connection of its own, not connected yet (`Database.dedicatedClient`). */
  connect: () => pg.Client;
  log: { warn(object: object, message: string): void; info(message: string): void };
  /** The wait before listening again after the connection was lost: `firstMs`, doubling to `maxMs`. */
  retry?: { firstMs: number; maxMs: number };
}

/**
 * Several processes (PostgreSQL): this process listens on one connection of its own and forgets what each
 * notice names. When that connection is lost it forgets everything, trusts no cache (every `catchUp`
 * forgets everything) and listens again with a back-off; once listening again it forgets everything once
 * more, as notices sent meanwhile were missed. Resolves once listening (a first failure rejects).
 *
 * `catchUp` sends `select 1` on the listening connection and waits for its answer. PostgreSQL signals the
 * listening backends while it commits a transaction with a notice, before its client hears of the
 * commit, and a backend sends the notices it was signalled for before it reads the next query; so the
 * notices of every transaction committed before `catchUp` was called arrive (and are applied: node-pg
 * emits them as they are read) before that query's answer. Calls while one query is on the wire share
 * the next one, so a burst of requests costs one round trip on this connection, not one each.
 */
export async function sharedChangeNotices({
  connect,
  log,
  retry = { firstMs: 100, maxMs: 10_000 },
}: SharedNoticesOptions): Promise<ChangeNotices> {
  const registry = forgetRegistry();
  let listening: pg.Client | undefined;
  let closed = false;
  let retryMs = retry.firstMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let onWire: Promise<boolean> | undefined;
  let next: Promise<boolean> | undefined;

  async function listen(): Promise<void> {
    const client = connect();
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && isTopic(message.payload)) registry.forget(message.payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listening = client;
    retryMs = retry.firstMs;
    // Notices sent while nobody listened here are lost: whatever the caches hold may be stale.
    registry.forgetAll();
  }

  function lost(client: pg.Client) {
    if (client !== listening) return;
    listening = undefined;
    registry.forgetAll();
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (closed) return;
    log.warn({ retryMs }, 'the change notices connection was lost; caches are not trusted until it listens again');
    listenAgain();
  }

  function listenAgain() {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().then(
        () => !closed && log.info('the change notices connection listens again'),
        () => {
          retryMs = Math.min(retryMs * 2, retry.maxMs);
          if (!closed) listenAgain();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  function roundTrip(client: pg.Client): Promise<boolean> {
    const answered = client.query('select 1').then(
      () => client === listening,
      () => false,
    );
    onWire = answered;
    void answered.then(() => {
      if (onWire === answered) onWire = undefined;
    });
    return answered;
  }

  await listen();
  return {
    shared: true,
    onChange: registry.onChange,
    changedHere: registry.forget,
    async announce(executor, topics) {
      const notices = [...new Set(topics)].map((topic) => sql`pg_notify(${CHANGE_CHANNEL}, ${topic})`);
      if (notices.length) await executor.execute(sql`select ${sql.join(notices, sql`, `)}`);
    },
    async catchUp() {
      const client = listening;
      if (!client) return registry.forgetAll();
      // A query already on the wire may have been read before a commit this call follows: wait for the next one.
      const answered = onWire
        ? (next ??= onWire.then(() => {
            next = undefined;
            return listening ? roundTrip(listening) : false;
          }))
        : roundTrip(client);
      if (!(await answered)) registry.forgetAll();
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listening;
      listening = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
