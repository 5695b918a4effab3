import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import type { BenchFigure, BenchModule } from './bench-types';
import { seedInstallVolume, type InstallVolume } from './server/install-volume';
import { createThrowawayDatabase } from './server/throwaway-postgres';
import { median } from './support/stats';

/** Issue 14: dashboard and install statistics answer within this, over the volume below. */
const LATENCY_BUDGET_MS = 100;
const VOLUME = {
  pglite: { events: Number(process.env.BENCH_STATS_EVENTS_PGLITE ?? 1_000_000), users: 50_000 },
  postgres: { events: Number(process.env.BENCH_STATS_EVENTS_POSTGRES ?? 10_000_000), users: 250_000 },
};
const WARM_UP = 3;
const CALLS = 25;

type Kind = keyof typeof VOLUME;
const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export interface StatisticsCall {
  label: string;
  path: string;
  budget?: number;
}

/** The calls the statistics pages make, with the filters a user would set. */
export function calls(volume: Pick<InstallVolume, 'appId' | 'channelId' | 'userId'>): StatisticsCall[] {
  const month = `day_start=${new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)}`;
  return [
    { label: 'dashboard figures', path: '/api/v1/statistics/analysis', budget: LATENCY_BUDGET_MS },
    { label: 'dashboard · 30 days by day', path: '/api/v1/statistics/series?by=day', budget: LATENCY_BUDGET_MS },
    { label: 'dashboard · by channel', path: '/api/v1/statistics/series?by=channel', budget: LATENCY_BUDGET_MS },
    { label: 'dashboard · by platform', path: '/api/v1/statistics/series?by=platform', budget: LATENCY_BUDGET_MS },
    { label: 'install statistics · list', path: `/api/v1/statistics/install_list?${month}`, budget: LATENCY_BUDGET_MS },
    { label: 'install statistics · totals', path: `/api/v1/statistics/install_totals?${month}`, budget: LATENCY_BUDGET_MS },
    {
      label: 'install statistics · a year, one app and channel',
      path: `/api/v1/statistics/install_list?day_start=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}&app_id=${volume.appId}&channel_id=${volume.channelId}&pageSize=100`,
      budget: LATENCY_BUDGET_MS,
    },
    { label: 'users · first page', path: '/api/v1/statistics/user_list' },
    { label: 'users · subscribed on android', path: `/api/v1/statistics/user_list?platform=android&subscribed=yes` },
    { label: 'users · details with events', path: `/api/v1/statistics/user_detail?id=${volume.userId}` },
  ];
}

/** Each call timed in process (Fastify inject), after a few to warm up: its median and 95th percentile. */
export async function timeCalls(app: FastifyInstance, token: string, list: StatisticsCall[], label: string): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const headers = { authorization: `Bearer ${token}` };
  for (const call of list) {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + CALLS; i++) {
      const started = performance.now();
      const answer = await app.inject({ method: 'GET', url: call.path, headers });
      const elapsed = performance.now() - started;
      const body = answer.json() as { code: number; msg: string };
      if (body.code !== 0) throw new Error(`${call.path}: ${answer.statusCode} ${body.code} ${body.msg}`);
      if (i >= WARM_UP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    figures.push({ measure: `${label} · ${call.label} · median`, value: Number(median(times).toFixed(1)), unit: 'ms' });
    figures.push({
      measure: `${label} · ${call.label} · p95`,
      value: Number(times[Math.floor(times.length * 0.95)]!.toFixed(1)),
      unit: 'ms',
      budget: call.budget,
    });
  }
  return figures;
}

async function measure(kind: Kind, database: Database): Promise<BenchFigure[]> {
  await database.migrate();
  const volume = await seedInstallVolume(database.db, VOLUME[kind]);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-bench-files-'));
  const app = await buildApp({ config: loadConfig(process.env, { filesDir, logLevel: 'silent' }), database });
  const db = LABEL[kind];
  const figures: BenchFigure[] = [
    {
      measure: `${db} · volume made in`,
      value: Number(volume.seconds.toFixed(1)),
      unit: 's',
      notes: [
        `${db}: ${volume.aggregatedEvents.toLocaleString('en')} funnel events summed in ${volume.dailyRows.toLocaleString('en')} install_daily rows ` +
          `(a year × 5 apps × 40 channels × 6 platforms), ${volume.pwaUsers.toLocaleString('en')} PWA users with ${volume.eventRows.toLocaleString('en')} event rows`,
      ],
    },
  ];
  try {
    figures.push(...(await timeCalls(app, volume.token, calls(volume), db)));
  } finally {
    await app.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
  return figures;
}

/**
 * Statistics at volume: a year of installs pre-aggregated by day, app, channel and platform
 * (1 M events on PGlite, 10 M on PostgreSQL when `TEST_DATABASE_URL` names a server), then each
 * statistics call timed in process (Fastify inject: routing, validation, the queries, serialisation).
 */
export const statisticsBench: BenchModule = {
  name: 'statistics',
  async run() {
    const figures: BenchFigure[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-bench-stats-'));
    const pglite = await openPglite(dataDir);
    try {
      figures.push(...(await measure('pglite', pglite)));
    } finally {
      await pglite.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const throwaway = await createThrowawayDatabase(serverUrl);
      const postgres = await openPostgres(throwaway.url);
      try {
        figures.push(...(await measure('postgres', postgres)));
      } finally {
        await postgres.close();
        await throwaway.drop();
      }
    } else figures[0]!.notes = [...(figures[0]!.notes ?? []), 'PostgreSQL skipped: TEST_DATABASE_URL is not set'];
    return figures;
  },
};
