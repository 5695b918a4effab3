import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchFigure, BenchModule } from './bench-types';
import { CONNECTIONS, SECONDS, load, type LoadRequest, type LoadResult } from './server/load';
import { loadFigures } from './server/load-figures';
import { MILLION, seedMillionChannels } from './server/million-rows';
import { serverCommand } from './server/server-command';
import { startServerProcess, type ServerProcess } from './server/server-process';
import { createThrowawayDatabase } from './server/throwaway-postgres';

/** Goals of issue 10, as ratios of one run (the machine is shared, absolute rates wander). */
const FLOOR_OVER_LIST_BUDGET = { pglite: 10, postgres: 4 };
const LIST_P99_BUDGET_MS = { postgres: 25 };
const IDLE_RSS_BUDGET_MB = { pglite: 300 };

type Kind = 'pglite' | 'postgres';
const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const LIST_PATH = '/api/v1/channel/list?page=1&pageSize=20';

async function call<T>(server: ServerProcess, request: LoadRequest): Promise<T> {
  const answer = await fetch(new URL(request.path, server.url), {
    method: request.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const envelope = (await answer.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${request.path} answered ${answer.status} ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const signInRequest: LoadRequest = { method: 'POST', path: '/api/v1/auth/login', body: { username: 'demo', password: 'demo123' } };

/** A load run with the server process's own CPU time per answered call (steadier than rates on a busy machine). */
async function loadWithCpu(
  server: ServerProcess,
  request: LoadRequest,
  expectStatus?: number,
): Promise<LoadResult & { cpuMicrosPerCall: number }> {
  const before = server.cpuMicros();
  const result = await load(server.url, request, expectStatus);
  return { ...result, cpuMicrosPerCall: Math.round((server.cpuMicros() - before) / Math.max(1, result.total)) };
}

/** The calls every database runs, then (PostgreSQL) the million-row list. */
async function measure(kind: Kind, server: ServerProcess): Promise<BenchFigure[]> {
  const db = LABEL[kind];
  const figures: BenchFigure[] = [];
  const idle = server.rssMb();
  if (idle !== undefined)
    figures.push({ measure: `${db} · server RSS idle`, value: Math.round(idle), unit: 'MB', budget: IDLE_RSS_BUDGET_MB[kind as 'pglite'] });

  const { token } = await call<{ token: string }>(server, signInRequest);
  const auth = { authorization: `Bearer ${token}` };
  const list = await call<{ items: { id: number }[] }>(server, { path: LIST_PATH, headers: auth });
  const channelId = list.items[0]?.id;
  if (!channelId) throw new Error('the demo account has no channel to edit');

  const floor = await loadWithCpu(server, { path: '/api/v1/user/get_user_details' }, 401);
  figures.push(...loadFigures(`${db} · floor (refused without token)`, floor));
  const listed = await loadWithCpu(server, { path: LIST_PATH, headers: auth });
  figures.push(...loadFigures(`${db} · list (demo, 20 per page)`, listed, LIST_P99_BUDGET_MS[kind as 'postgres']));
  figures.push({
    measure: `${db} · floor rate ÷ list rate`,
    value: Number((floor.requestsPerSecond / Math.max(1, listed.requestsPerSecond)).toFixed(1)),
    unit: '×',
    budget: FLOOR_OVER_LIST_BUDGET[kind],
  });
  figures.push({
    measure: `${db} · list CPU per call ÷ floor CPU per call`,
    value: Number((listed.cpuMicrosPerCall / Math.max(1, floor.cpuMicrosPerCall)).toFixed(1)),
    unit: '×',
  });
  const write = await loadWithCpu(server, {
    method: 'PUT',
    path: '/api/v1/channel/edit',
    headers: auth,
    body: { id: channelId, name: 'Bench channel' },
  });
  figures.push(...loadFigures(`${db} · write (channel edit)`, write));
  const signIn = await load(server.url, signInRequest);
  figures.push(...loadFigures(`${db} · sign-in (argon2id)`, signIn));
  const after = server.rssMb();
  if (after !== undefined) figures.push({ measure: `${db} · server RSS after load`, value: Math.round(after), unit: 'MB' });
  return figures;
}

async function measureMillion(server: ServerProcess, databaseUrl: string): Promise<BenchFigure[]> {
  const { token, middleCursor } = await seedMillionChannels(databaseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const figures: BenchFigure[] = [];
  const first = await load(server.url, { path: LIST_PATH, headers: auth });
  figures.push(...loadFigures('PostgreSQL · 1M-row list, first page', first));
  const deep = await load(server.url, { path: '/api/v1/channel/list?page=25000&pageSize=20', headers: auth });
  figures.push(...loadFigures('PostgreSQL · 1M-row list, page 25000 (offset)', deep));
  const keysetFirst = await load(server.url, { path: '/api/v1/channel/list?cursor=&pageSize=20', headers: auth });
  figures.push(...loadFigures('PostgreSQL · 1M-row list, first page (keyset)', keysetFirst));
  const keysetMiddle = await load(server.url, { path: `/api/v1/channel/list?cursor=${middleCursor}&pageSize=20`, headers: auth });
  figures.push(...loadFigures('PostgreSQL · 1M-row list, after row 500000 (keyset)', keysetMiddle));
  return figures;
}

async function onPglite(): Promise<BenchFigure[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-bench-pglite-'));
  try {
    const server = await startServerProcess(serverCommand(), { DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      return await measure('pglite', server);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string): Promise<BenchFigure[]> {
  const database = await createThrowawayDatabase(serverUrl);
  try {
    const server = await startServerProcess(serverCommand(), { DATABASE_URL: database.url });
    try {
      return [...(await measure('postgres', server)), ...(await measureMillion(server, database.url))];
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/**
 * The API server under load: autocannon from this process against the production server started as
 * a process of its own, on loopback, each run `CONNECTIONS` connections for `SECONDS` seconds. PGlite
 * always; PostgreSQL when `TEST_DATABASE_URL` names a server (a throw-away database is made and
 * dropped there, and a list over one million rows is measured too).
 */
export const serverApi: BenchModule = {
  name: 'server API',
  async run() {
    const figures = await onPglite();
    const postgresUrl = process.env.TEST_DATABASE_URL;
    if (postgresUrl) figures.push(...(await onPostgres(postgresUrl)));
    const command = serverCommand();
    figures[0]!.notes = [
      ...(figures[0]!.notes ?? []),
      `server: ${command.description}; load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per call, loopback`,
      ...(postgresUrl
        ? [`PostgreSQL 1M-row lists: a master account with ${MILLION} channels (generate_series)`]
        : ['PostgreSQL skipped: TEST_DATABASE_URL is not set']),
    ];
    return figures;
  },
};
