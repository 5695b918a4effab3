import autocannon from 'autocannon';
import type { BenchFigure, BenchModule } from './bench-types';
import {
  demoChannels,
  devicesOf,
  EVENT_PATH,
  INSTALLS,
  sendVisits,
  SERVER_ENV,
  USER_AGENT,
  type DeviceCall,
} from './install-ingestion.bench';
import { CONNECTIONS } from './server/load';
import { installProblems, tallyPostgres } from './server/install-checks';
import { serverCommand } from './server/server-command';
import { startServerProcess, type ServerProcess } from './server/server-process';
import { createThrowawayDatabase } from './server/throwaway-postgres';

interface SplitLoad {
  rate: number;
  recorded: number;
  withChannel: number;
  refused: number;
  /** Installs recorded through each process, in order. */
  perProcess: number[];
  problems: string[];
}

/** The devices' installs sent at once, each process taking every n-th device over its share of `CONNECTIONS`. */
async function installsAcross(servers: ServerProcess[], devices: DeviceCall[]): Promise<Omit<SplitLoad, 'problems'>> {
  const shares = servers.map((_, k) => devices.filter((__, n) => n % servers.length === k));
  const perProcess = servers.map(() => 0);
  let withChannel = 0;
  let refused = 0;
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const results = await Promise.all(
    servers.map((server, k) => {
      const share = shares[k]!;
      let sent = 0;
      return autocannon({
        url: new URL(EVENT_PATH, server.url).href,
        connections: Math.max(1, Math.round(CONNECTIONS / servers.length)),
        amount: share.length,
        timeout: 120,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
            setupRequest: (request: autocannon.Request, context: { channel?: boolean }) => {
              const device = share[sent++]!;
              context.channel = device.channel !== undefined;
              return { ...request, body: JSON.stringify({ ...device, step: 'installed' }) };
            },
            onResponse: (status: number, body: string, context: { channel?: boolean }) => {
              lastAnswerAt = performance.now();
              const envelope = status === 200 ? (JSON.parse(body) as { code: number; data: { recorded: boolean } | null }) : undefined;
              if (envelope?.code === 0 && envelope.data?.recorded) {
                perProcess[k]!++;
                if (context.channel) withChannel++;
              } else refused++;
            },
          },
        ],
      });
    }),
  );
  const recorded = perProcess.reduce((sum, n) => sum + n, 0);
  for (const result of results) refused += result.errors + result.timeouts;
  return { rate: recorded / ((lastAnswerAt - startedAt) / 1000), recorded, withChannel, refused, perProcess };
}

/** `count` server processes on one new database (the first migrates and seeds it), loaded with `INSTALLS` installs of new devices. */
async function withProcesses(serverUrl: string, count: number): Promise<SplitLoad> {
  const database = await createThrowawayDatabase(serverUrl);
  const servers: ServerProcess[] = [];
  try {
    // One after the other: the first migrates and seeds, the next finds it done.
    for (let k = 0; k < count; k++) servers.push(await startServerProcess(serverCommand(), { ...SERVER_ENV, DATABASE_URL: database.url }));
    const devices = await devicesOf(await demoChannels(servers[0]!));
    await sendVisits(servers[0]!, devices);
    const before = await tallyPostgres(database.url);
    const load = await installsAcross(servers, devices);
    const problems = installProblems(before, await tallyPostgres(database.url), load.recorded, load.withChannel);
    return { ...load, problems };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

const checkNote = (label: string, load: SplitLoad) =>
  `${label}: ${load.recorded} installs recorded (${load.perProcess.join(' + ')} by process), ${load.refused} calls refused or failed; ` +
  (load.problems.length
    ? `CHECK FAILED: ${load.problems.join('; ')}`
    : 'check: no install lost, none billed twice, every count and the ledger agree');

/**
 * Install ingestion on PostgreSQL with two server processes against one: each case a new database,
 * its processes (the built server, each on its own port) sharing it, and `INSTALLS` installs of new
 * devices (every device's visit first) spread evenly over them, `CONNECTIONS` connections in all.
 * Every install goes to the demo master's account, whose row every install locks: the processes'
 * turns of that account wait on each other in the database.
 */
export const installProcesses: BenchModule = {
  name: 'install ingestion · processes',
  async run() {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      return [{ measure: 'PostgreSQL · two processes', value: 0, unit: 'skipped', notes: ['skipped: TEST_DATABASE_URL is not set'] }];
    }
    const one = await withProcesses(serverUrl, 1);
    const two = await withProcesses(serverUrl, 2);
    const figures: BenchFigure[] = [
      {
        measure: 'PostgreSQL · one process · installs ingested and billed',
        value: Math.round(one.rate),
        unit: 'events/s',
        higherIsBetter: true,
        notes: [
          checkNote('one process', one),
          checkNote('two processes', two),
          `load: autocannon, ${INSTALLS} installs over ${CONNECTIONS} connections in all (split evenly between the processes), one new device per call, loopback; ` +
            'one account (the demo master) takes every install',
        ],
      },
      {
        measure: 'PostgreSQL · two processes · installs ingested and billed',
        value: Math.round(two.rate),
        unit: 'events/s',
        higherIsBetter: true,
      },
      { measure: 'PostgreSQL · two processes ÷ one', value: Number((two.rate / one.rate).toFixed(2)), unit: '×' },
      {
        measure: 'PostgreSQL · processes · installs lost or double-billed',
        value: one.problems.length + two.problems.length,
        unit: 'problems',
        budget: 0,
      },
    ];
    return figures;
  },
};
