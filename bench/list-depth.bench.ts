import pg from 'pg';
import type { BenchFigure, BenchModule } from './bench-types';
import { newBenchAccount } from './server/bench-account';
import { DEEP_ROW, MILLION, secondsSince, type DeepList } from './server/deep-list';
import { CONNECTIONS, SECONDS, load, type LoadRequest } from './server/load';
import { loadFigures } from './server/load-figures';
import { seedMillionInstallEvents } from './server/million-install-events';
import { seedMillionLedgerRows } from './server/million-ledger';
import { seedMillionOperationLogs } from './server/million-operation-logs';
import { seedMillionPushDeliveries } from './server/million-push-deliveries';
import { seedMillionPwaUsers } from './server/million-pwa-users';
import { seedMillionUsageRecords } from './server/million-usage-records';
import { serverCommand } from './server/server-command';
import { startServerProcess, type ServerProcess } from './server/server-process';
import { createThrowawayDatabase } from './server/throwaway-postgres';

/** The goal for a page of any of these lists, first or deep, at 50 connections. */
const P99_BUDGET_MS = 100;
const PAGE_SIZE = 20;

/** Makes the seven lists' million rows, in an order where each table's seed finds what it names. */
async function seedLists(databaseUrl: string): Promise<DeepList[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = new Date();
    const account = await newBenchAccount(client);
    const users = await seedMillionPwaUsers(client, account, now);
    const events = await seedMillionInstallEvents(client, account, users.firstId, now);
    const lists = [
      users,
      events,
      await seedMillionLedgerRows(client, account, events.firstId, now),
      await seedMillionUsageRecords(client, account, events.firstId, now),
      ...(await seedMillionPushDeliveries(client, account, now)),
      await seedMillionOperationLogs(client, account, now),
    ];
    // What autovacuum does soon after a million inserts (autovacuum_vacuum_insert_threshold), done before
    // the load rather than during it: the visibility map lets a first page's capped count read the index alone.
    await client.query(
      'vacuum (analyze) pwa_users, install_events, ledger, package_usage_records, push_subscriptions, push_deliveries, operation_logs',
    );
    return lists;
  } finally {
    await client.end();
  }
}

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** One call as the load makes it: the status, and the envelope's code, message and first item's id. */
async function probe(server: ServerProcess, request: LoadRequest) {
  const answer = await fetch(new URL(request.path, server.url), { headers: request.headers });
  const text = await answer.text();
  let envelope: { code?: number; msg?: string; data?: { items?: { id: number }[]; total?: number } } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    envelope = { msg: text.slice(0, 200) };
  }
  const answered = answer.status === 200 && envelope.code === 0;
  const data = envelope.data;
  return { answered, status: answer.status, code: envelope.code, msg: envelope.msg ?? '', items: data?.items ?? [], total: data?.total };
}

/**
 * One page of a list under load, after one call that checks it is answered (a refusal, e.g. a list that
 * does not take `cursor` yet, is a figure with a note instead of a load run) and, for a deep page, that
 * it starts with the row after row `DEEP_ROW`.
 */
async function measurePage(server: ServerProcess, list: DeepList, page: string, query: string, deep: boolean): Promise<BenchFigure[]> {
  const label = `${list.label} · ${page}`;
  const request: LoadRequest = { path: withQuery(list.path, query), headers: { authorization: `Bearer ${list.token}` } };
  const probeStarted = performance.now();
  const first = await probe(server, request);
  const probeMs = Math.round(performance.now() - probeStarted);
  if (!first.answered) {
    return [
      {
        measure: `${label} · refused`,
        value: first.status,
        unit: 'HTTP',
        notes: [`GET ${request.path} was refused: HTTP ${first.status}, code ${first.code ?? '-'}, "${first.msg}"; not loaded`],
      },
    ];
  }
  const notes: string[] = [];
  if (first.items.length !== PAGE_SIZE) notes.push(`the page held ${first.items.length} rows, not ${PAGE_SIZE}`);
  if (deep && first.items[0]?.id !== list.middleFirstId) {
    notes.push(
      `the page started with id ${first.items[0]?.id ?? 'none'}, not ${list.middleFirstId} (row ${DEEP_ROW + 1} in the default order)`,
    );
  }
  if (first.total !== undefined) notes.push(`the list's total: ${first.total}`);
  const result = await load(server.url, request);
  const figures = loadFigures(label, result, P99_BUDGET_MS);
  if (result.answered === 0) {
    // No call came back within the run: its latencies would read 0 ms.
    const p99 = figures.find((figure) => figure.measure.endsWith('p99'))!;
    p99.value = SECONDS * 1000;
    notes.push(`no call was answered within the ${SECONDS} s run; p99 shown as the run's length`);
  }
  if (notes.length) figures[0]!.notes = [...(figures[0]!.notes ?? []), ...notes];
  // The one call before the load, alone: a first page's count and estimate made (the load's calls find it kept).
  return [{ measure: `${label} · one call alone`, value: probeMs, unit: 'ms' }, ...figures];
}

/** Each list's first page (which also counts or estimates its total) and the page after row `DEEP_ROW`, by cursor. */
async function measureList(server: ServerProcess, list: DeepList): Promise<BenchFigure[]> {
  return [
    ...(await measurePage(server, list, 'first page', `cursor=&pageSize=${PAGE_SIZE}`, false)),
    ...(await measurePage(server, list, `after row ${DEEP_ROW}`, `cursor=${list.middleCursor}&pageSize=${PAGE_SIZE}`, true)),
  ];
}

/**
 * Seven lists that grow to millions of rows, on PostgreSQL: for each, a million rows of one account (the
 * operation log: platform-wide) made with `INSERT … SELECT generate_series`, then its first page and
 * the page after row 500,000 in its default order loaded through the production server (a process of
 * its own) with autocannon, by cursor (made by the server's own encoder). A list that refuses a cursor
 * is reported, not loaded.
 */
export const listDepth: BenchModule = {
  name: 'lists at a million rows',
  async run() {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      return [
        { measure: 'PostgreSQL · lists at a million rows', value: 0, unit: 'skipped', notes: ['skipped: TEST_DATABASE_URL is not set'] },
      ];
    }
    const database = await createThrowawayDatabase(serverUrl);
    try {
      const command = serverCommand();
      const server = await startServerProcess(command, { DATABASE_URL: database.url });
      try {
        const started = performance.now();
        const lists = await seedLists(database.url);
        const figures: BenchFigure[] = [
          {
            measure: `PostgreSQL · ${lists.length} lists of ${MILLION} rows · made in`,
            value: secondsSince(started),
            unit: 's',
            notes: [
              `server: ${command.description}; load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per page, loopback; p99 goal ${P99_BUDGET_MS} ms`,
              ...lists.map((list) => `${list.label} (GET ${list.path}): ${list.description}`),
            ],
          },
        ];
        for (const list of lists) figures.push(...(await measureList(server, list)));
        return figures;
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  },
};
