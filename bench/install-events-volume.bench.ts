import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/client';
import { monthStart } from '../server/installs/install-event-months';
import { maintainInstallEventPartitions } from '../server/installs/install-event-partitions';
import type { BenchFigure, BenchModule } from './bench-types';
import { seedMonthOfEvents } from './server/install-events-month';
import { createThrowawayDatabase } from './server/throwaway-postgres';
import { calls, timeCalls } from './statistics.bench';

/** A month at a million installs a day; `BENCH_MONTH_EVENTS` makes it smaller for a quick run. */
const FULL_SIZE = 30_000_000;
const EVENTS = Number(process.env.BENCH_MONTH_EVENTS ?? FULL_SIZE);

const seconds = (value: number) => Number(value.toFixed(1));

/**
 * Statistics over a month of install events on PostgreSQL: `EVENTS` rows of `install_events` (30
 * million by default) over the last 30 days with their daily roll-ups, then each statistics call
 * timed in process as the statistics bench does; last, the retention's drop of those months.
 */
export const installEventsVolume: BenchModule = {
  name: 'install events · a month',
  async run() {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      return [
        { measure: 'PostgreSQL · a month of install events', value: 0, unit: 'skipped', notes: ['skipped: TEST_DATABASE_URL is not set'] },
      ];
    }
    const throwaway = await createThrowawayDatabase(serverUrl);
    const database = await openPostgres(throwaway.url);
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-bench-files-'));
    try {
      await database.migrate();
      const now = new Date();
      const month = await seedMonthOfEvents(database.db, EVENTS, now);
      const size =
        EVENTS === FULL_SIZE ? 'full size' : `reduced size (BENCH_MONTH_EVENTS=${EVENTS}; full size ${FULL_SIZE.toLocaleString('en')})`;
      const made = month.seconds;
      const figures: BenchFigure[] = [
        {
          measure: 'PostgreSQL · a month of install events · made in',
          value: seconds(made.devices + made.events + made.foreignKey + made.rollUps + made.analyze),
          unit: 's',
          notes: [
            `${size}: ${month.events.toLocaleString('en')} install events over 30 days (${Math.round(month.events / 30).toLocaleString('en')} a day), ` +
              `${month.devices.toLocaleString('en')} devices with a visit, an install and an open each, ${month.dailyRows.toLocaleString('en')} install_daily rows made from them; ` +
              `made in SQL: devices ${seconds(made.devices)} s, events ${seconds(made.events)} s, foreign key ${seconds(made.foreignKey)} s, ` +
              `roll-ups ${seconds(made.rollUps)} s, analyze ${seconds(made.analyze)} s`,
          ],
        },
      ];
      const app = await buildApp({ config: loadConfig(process.env, { filesDir, logLevel: 'silent' }), database });
      try {
        figures.push(...(await timeCalls(app, month.token, calls(month), 'PostgreSQL · month of events')));
      } finally {
        await app.close();
      }
      // Retention two months on, keeping one: the months of these events go whole.
      const started = performance.now();
      const outcome = await maintainInstallEventPartitions(database.db, monthStart(now, 2), { keepMonths: 1 });
      figures.push({
        measure: 'PostgreSQL · month of events · retention drops its months',
        value: Math.round(performance.now() - started),
        unit: 'ms',
        notes: [
          `retention dropped ${outcome.dropped.join(', ')} (every event above) with their rows, ${outcome.deletedFromDefault} rows of the default partition`,
        ],
      });
      return figures;
    } finally {
      await database.close();
      await throwaway.drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  },
};
