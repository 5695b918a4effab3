import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createInstallTokens } from '../server/installs/install-token';
import type { BenchFigure, BenchModule } from './bench-types';
import { CONNECTIONS } from './server/load';
import { installProblems, tallyOf, tallyPostgres, TALLY_SQL, type InstallTally } from './server/install-checks';
import { serverCommand } from './server/server-command';
import { startServerProcess, type ServerProcess } from './server/server-process';
import { createThrowawayDatabase } from './server/throwaway-postgres';

/** Goals of issue 14 (events per second with billing on, on this two-core machine). */
const GOAL = { pglite: 500, postgres: 2000 };
type Kind = keyof typeof GOAL;
const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
export const EVENT_PATH = '/api/v1/hosted/event';
export const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function call<T>(server: ServerProcess, pathName: string, token?: string): Promise<T> {
  const answer = await fetch(new URL(pathName, server.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const envelope = (await answer.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${pathName} answered ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** The demo master's channels (each with its app): installs are spread over them and over no channel. */
export async function demoChannels(server: ServerProcess) {
  const login = await fetch(new URL('/api/v1/auth/login', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo123' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const list = await call<{ items: { app_id: string; code: string }[] }>(server, '/api/v1/channel/list?page=1&pageSize=50', data.token);
  if (!list.items.length) throw new Error('the demo account has no channel');
  return list.items;
}

export interface InstallLoad {
  rate: number;
  /** CPU time of the server's own process per recorded install (steadier than rates on a busy machine). */
  cpuMicrosPerInstall: number;
  p99Ms: number;
  recorded: number;
  withChannel: number;
  refused: number;
}

/** How many installs a run sends (`BENCH_INSTALLS`); a count, not a duration, so every answer is in before the tally. */
export const INSTALLS = Number(process.env.BENCH_INSTALLS ?? 3000);

/** The install token key the bench's servers are started with, so the bench signs what their pages would be served with. */
const TOKEN_SECRET = 'bench-install-token-secret';

export interface DeviceCall {
  app_id: string;
  device_id: string;
  channel?: string;
  token: string;
}

/** The devices of a run, each with its target and its install token; every fourth comes without a channel. */
export async function devicesOf(targets: { app_id: string; code: string }[]): Promise<DeviceCall[]> {
  const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const tokens = createInstallTokens(() => Promise.resolve(TOKEN_SECRET));
  return Promise.all(
    Array.from({ length: INSTALLS }, async (_, n) => {
      const target = targets[n % targets.length]!;
      const device_id = `bench-${run}-${n}`.padEnd(16, '0');
      return {
        app_id: target.app_id,
        device_id,
        channel: n % 4 === 3 ? undefined : target.code,
        token: await tokens.issue(target.app_id, device_id),
      };
    }),
  );
}

/** Each device's page visit, as the hosted page sends it before any install (not measured). */
export async function sendVisits(server: ServerProcess, devices: DeviceCall[]) {
  let sent = 0;
  await autocannon({
    url: new URL(EVENT_PATH, server.url).href,
    connections: CONNECTIONS,
    amount: devices.length,
    timeout: 120,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
        setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ ...devices[sent++]!, step: 'visit' }) }),
      },
    ],
  });
}

/** `INSTALLS` calls over `CONNECTIONS` connections, each the install of a new device that visited (so each one is verified and billed). */
export async function loadInstalls(server: ServerProcess, targets: { app_id: string; code: string }[]): Promise<InstallLoad> {
  const devices = await devicesOf(targets);
  await sendVisits(server, devices);
  let sent = 0;
  let recorded = 0;
  let withChannel = 0;
  let refused = 0;
  const cpuBefore = server.cpuMicros();
  // autocannon's own `duration` ends at its next one-second sample after the last answer: the rate is
  // taken from the clock, up to the last answer.
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await autocannon({
    url: new URL(EVENT_PATH, server.url).href,
    connections: CONNECTIONS,
    amount: INSTALLS,
    // A busy machine answers slowly; a call given up on would still be recorded by the server.
    timeout: 120,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
        setupRequest: (request: autocannon.Request, context: { channel?: boolean }) => {
          const device = devices[sent++]!;
          context.channel = device.channel !== undefined;
          return { ...request, body: JSON.stringify({ ...device, step: 'installed' }) };
        },
        onResponse: (status: number, body: string, context: { channel?: boolean }) => {
          lastAnswerAt = performance.now();
          const envelope = status === 200 ? (JSON.parse(body) as { code: number; data: { recorded: boolean } | null }) : undefined;
          if (envelope?.code === 0 && envelope.data?.recorded) {
            recorded++;
            if (context.channel) withChannel++;
          } else refused++;
        },
      },
    ],
  });
  return {
    rate: recorded / ((lastAnswerAt - startedAt) / 1000),
    cpuMicrosPerInstall: Math.round((server.cpuMicros() - cpuBefore) / Math.max(1, recorded)),
    p99Ms: result.latency.p99,
    recorded,
    withChannel,
    refused: refused + result.errors + result.timeouts,
  };
}

function figuresOf(kind: Kind, load: InstallLoad, problems: string[]): BenchFigure[] {
  const db = LABEL[kind];
  return [
    {
      measure: `${db} · installs ingested and billed`,
      value: Math.round(load.rate),
      unit: 'events/s',
      budget: GOAL[kind],
      higherIsBetter: true,
      notes: [
        `${db}: ${load.recorded} installs recorded (${load.withChannel} with a channel), ${load.refused} calls refused or failed; ` +
          (problems.length
            ? `CHECK FAILED: ${problems.join('; ')}`
            : 'check: no install lost, none billed twice, every count and the ledger agree'),
      ],
    },
    {
      measure: `${db} · server CPU per install`,
      value: load.cpuMicrosPerInstall,
      unit: 'µs',
      notes: [
        kind === 'pglite'
          ? 'PGlite runs inside the server process: its CPU is counted here'
          : 'the PostgreSQL server is a process of its own: its CPU is not counted here',
      ],
    },
    { measure: `${db} · install call p99`, value: load.p99Ms, unit: 'ms' },
    { measure: `${db} · installs lost or double-billed`, value: problems.length, unit: 'problems', budget: 0 },
  ];
}

/** Every call comes from loopback: the per-address install limits and the funnel's pace are out of reach. */
export const SERVER_ENV = {
  HOSTED_EVENT_RATE_MAX: '1000000000',
  INSTALL_TOKEN_SECRET: TOKEN_SECRET,
  INSTALL_MIN_FUNNEL_SECONDS: '0',
  INSTALLS_PER_ADDRESS_PER_DAY: '1000000000',
  INSTALL_DEVICES_PER_ADDRESS_PER_DAY: '1000000000',
};

async function onPglite(): Promise<BenchFigure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-bench-installs-'));
  const tally = async (): Promise<InstallTally> => {
    const { openPglite } = await import('../server/db/client');
    const database = await openPglite(dataDir);
    try {
      const result = (await database.db.execute(TALLY_SQL as never)) as unknown as { rows: Record<string, unknown>[] };
      return tallyOf(result.rows[0]!);
    } finally {
      await database.close();
    }
  };
  try {
    // The server owns the data folder while it runs: the tallies are read with it stopped.
    let server = await startServerProcess(serverCommand(), { ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: '' });
    const targets = await demoChannels(server);
    await server.stop();
    const before = await tally();
    server = await startServerProcess(serverCommand(), { ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: '' });
    let load: InstallLoad;
    try {
      load = await loadInstalls(server, targets);
    } finally {
      await server.stop();
    }
    return figuresOf('pglite', load, installProblems(before, await tally(), load.recorded, load.withChannel));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string): Promise<BenchFigure[]> {
  const database = await createThrowawayDatabase(serverUrl);
  try {
    const server = await startServerProcess(serverCommand(), { ...SERVER_ENV, DATABASE_URL: database.url });
    try {
      const targets = await demoChannels(server);
      const before = await tallyPostgres(database.url);
      const load = await loadInstalls(server, targets);
      return figuresOf('postgres', load, installProblems(before, await tallyPostgres(database.url), load.recorded, load.withChannel));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * Install ingestion with billing on: the production server as its own process, `CONNECTIONS`
 * connections sending `INSTALLS` installs of new devices (each billed: the demo master's balance covers
 * them), then the database is tallied: every recorded install is one event, one day count, one on
 * the account and its channel, and one ledger row that moved the balance.
 */
export const installIngestion: BenchModule = {
  name: 'install ingestion',
  async run() {
    const figures = await onPglite();
    const postgresUrl = process.env.TEST_DATABASE_URL;
    if (postgresUrl) figures.push(...(await onPostgres(postgresUrl)));
    figures[0]!.notes = [
      ...(figures[0]!.notes ?? []),
      `load: autocannon, ${INSTALLS} calls over ${CONNECTIONS} connections, one new device per call (step installed with its page's token, after its visit), loopback`,
      ...(postgresUrl ? [] : ['PostgreSQL skipped: TEST_DATABASE_URL is not set']),
    ];
    return figures;
  },
};
