import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchOwnChromium } from '../tests/support/chromium-launch';
import type { BenchContext, BenchModule } from './bench-types';
import { hostingPage } from './hosting-page.bench';
import { installEventsVolume } from './install-events-volume.bench';
import { installIngestion } from './install-ingestion.bench';
import { installProcesses } from './install-processes.bench';
import { listDepth } from './list-depth.bench';
import { loginJsSize } from './login-js-size.bench';
import { loginPasswordVisible } from './login-password-visible.bench';
import { pushFanout } from './push-fanout.bench';
import { rendererJsdom } from './renderer-jsdom.bench';
import { schemaListJs } from './schema-list-js.bench';
import { serverApi } from './server-api.bench';
import { statisticsBench } from './statistics.bench';
import { startConsoleServer, type RunningConsole } from './support/console-server';
import { ensureConsoleBuild } from './support/ensure-console-build';
import { printTable, type BenchRow } from './support/print-table';

/** `BENCH_ONLY="login,jsdom"` runs only the benches whose names contain one of those words. */
const ONLY = process.env.BENCH_ONLY?.split(',');
/** The benches, run in this order. Add a new bench module here. */
const BENCHES: BenchModule[] = [
  loginJsSize,
  loginPasswordVisible,
  schemaListJs,
  rendererJsdom,
  serverApi,
  listDepth,
  installIngestion,
  installProcesses,
  hostingPage,
  statisticsBench,
  installEventsVolume,
  pushFanout,
].filter((bench) => !ONLY || ONLY.some((word) => bench.name.includes(word)));

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** `npm run bench -- --build` rebuilds the console first; otherwise an existing build is measured. */
const forceBuild = process.argv.includes('--build');

function lazy<T>(start: () => Promise<T>): { get(): Promise<T>; started(): Promise<T> | undefined } {
  let pending: Promise<T> | undefined;
  return { get: () => (pending ??= start()), started: () => pending };
}

const server = lazy<RunningConsole>(() => startConsoleServer(ensureConsoleBuild(repoRoot, forceBuild)));
const browser = lazy<Browser>(() => launchOwnChromium());
const context: BenchContext = {
  consoleUrl: async () => (await server.get()).url,
  browser: () => browser.get(),
};

const rows: BenchRow[] = [];
let failed = false;
try {
  for (const bench of BENCHES) {
    console.log(`running: ${bench.name}`);
    try {
      for (const figure of await bench.run(context)) rows.push({ bench: bench.name, ...figure });
    } catch (error) {
      failed = true;
      console.error(`bench "${bench.name}" failed: ${(error as Error).stack ?? String(error)}`);
    }
  }
} finally {
  await (await browser.started()?.catch(() => undefined))?.close();
  await (await server.started()?.catch(() => undefined))?.close();
}
printTable(rows);
// Timings mean little on a busy machine; say how busy it was.
const [load1] = os.loadavg();
console.log(`\nload average (1 min) at the end: ${load1!.toFixed(2)} on ${os.cpus().length} CPUs`);
if (failed) process.exitCode = 1;
