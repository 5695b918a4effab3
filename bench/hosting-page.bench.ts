import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { seedDemoData } from '../server/demo/seed';
import { loadSecretKeys } from '../server/shared/secret-keys';
import type { BenchModule } from './bench-types';
import { median } from './support/stats';
import { localFileStorage } from '../server/files/local-file-storage';

/** Issue 14: the install page with its script and styles, compressed. */
const PAGE_BUDGET_KB = 30;
const DOMAIN = 'demo-shop.app.localhost';
const PAGE_FILES = ['/', '/h/page.js', '/h/funnel.js', '/h/hosted.css'];
const SAMPLES = 300;

interface Fetched {
  bytes: number;
  ttfbMs: number;
}

/** One GET with the demo domain as Host: the bytes on the wire (body as sent) and the time to the first byte of the answer. */
function fetchOnce(port: number, urlPath: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let ttfbMs = 0;
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        headers: { host: `${DOMAIN}:${port}`, 'accept-encoding': 'gzip', 'accept-language': 'en' },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200 ? resolve({ bytes, ttfbMs }) : reject(new Error(`${urlPath}: HTTP ${response.statusCode}`)),
        );
      },
    );
    request.on('socket', (socket) => socket.once('data', () => (ttfbMs = Number(process.hrtime.bigint() - started) / 1e6)));
    request.on('error', reject);
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/**
 * The hosted install page of the demo shop on its domain, over loopback: bytes transferred (gzip) for
 * the page with its script and styles, and the time to first byte of the page, warm (icon colour
 * measured, statements prepared), one request at a time on a new connection each.
 */
export const hostingPage: BenchModule = {
  name: 'hosted install page',
  async run() {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-bench-files-'));
    const config = loadConfig(process.env, {
      port: 0,
      host: '127.0.0.1',
      consoleDir: undefined,
      databaseUrl: undefined,
      logLevel: 'warn',
      filesDir,
      dataDir: filesDir,
    });
    // The demo seed seals secrets before the server would load the key.
    loadSecretKeys(config);
    const database = await openPglite('memory://');
    let app: FastifyInstance | undefined;
    try {
      await database.migrate();
      const storage = localFileStorage(filesDir);
      await seedDemoData(database.db, { files: storage });
      app = await buildApp({ config, database, logger: false, files: storage });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('server has no TCP address');
      const { port } = address;

      const files = await Promise.all(PAGE_FILES.map(async (file) => ({ file, ...(await fetchOnce(port, file)) })));
      const totalKb = files.reduce((sum, f) => sum + f.bytes, 0) / 1024;
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) times.push((await fetchOnce(port, '/?c=bench')).ttfbMs);
      return [
        {
          measure: 'install page + script + styles, transferred (gzip)',
          value: Number(totalKb.toFixed(1)),
          unit: 'KB',
          budget: PAGE_BUDGET_KB,
          notes: files.map((f) => `${f.file}: ${f.bytes} bytes`),
        },
        { measure: 'install page · time to first byte p50 (loopback)', value: Number(median(times).toFixed(2)), unit: 'ms' },
        { measure: 'install page · time to first byte p99 (loopback)', value: Number(percentile(times, 0.99).toFixed(2)), unit: 'ms' },
      ];
    } finally {
      await app?.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  },
};
