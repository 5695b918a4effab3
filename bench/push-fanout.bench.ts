import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newAccountKeys } from '../server/accounts/account-keys';
import { openPglite } from '../server/db/client';
import { apps, users } from '../server/db/schema';
import { pwaUsers } from '../server/installs/tables';
import { createPushJobs } from '../server/push/push-jobs';
import { createWebPushSender } from '../server/push/push-sender';
import { pushMessages, pushSubscriptions } from '../server/push/tables';
import { vapidKeysOf } from '../server/push/vapid-keys';
import { loadSecretKeys } from '../server/shared/secret-keys';
import { spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import type { BenchModule } from './bench-types';

/** Goal of issue 24: subscriptions encrypted and sent per second on this two-core machine. */
const GOAL_PER_SECOND = 500;
/** Subscribers of the measured push (`BENCH_PUSH_SUBSCRIBERS`). */
const SUBSCRIBERS = Number(process.env.BENCH_PUSH_SUBSCRIBERS ?? 3000);
const BATCH = Number(process.env.PUSH_BATCH ?? 50);
const ROWS_PER_INSERT = 1000;

/** A push service on loopback in a process of its own: answers 201 to every push, `GET /count` says how many. */
const SINK = `let n = 0;
require('node:http').createServer((q, s) => {
  q.resume();
  q.on('end', () => {
    if (q.method === 'GET') return s.end(String(n));
    n += 1;
    s.writeHead(201).end();
  });
}).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;

async function startSink() {
  const child = spawn(process.execPath, ['-e', SINK], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('the push sink stopped')));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    count: async () => Number(await (await fetch(`${origin}/count`)).text()),
    close: () => child.kill(),
  };
}

/**
 * Push fan-out: one push to SUBSCRIBERS subscriptions of a local push service (a process of its own on
 * loopback, answering 201), sent by one worker of the push jobs on an embedded database: deliveries made
 * for the audience, claimed in batches, each batch encrypted (RFC 8291) and signed (VAPID, reused per
 * push service) by web-push and sent concurrently, its outcomes written in one statement.
 */
export const pushFanout: BenchModule = {
  name: 'push fan-out',
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-bench-push-'));
    loadSecretKeys({ dataDir, secretsKey: 'bench-push-secrets-key', previousSecretsKeys: [] });
    const database = await openPglite(path.join(dataDir, 'pglite'));
    const receiver = await startSink();
    try {
      await database.migrate();
      const { db } = database;
      const [owner] = await db
        .insert(users)
        .values({ username: 'bench-push', passwordHash: 'x', role: 'master', ...newAccountKeys() })
        .returning({ id: users.id });
      const accountId = owner!.id;
      await db.insert(apps).values({ appId: 'benchpush01', accountId, appName: 'Bench push' });
      // One key pair for every subscription: the sender's work (a fresh ECDH per message) is what is measured.
      const ecdh = createECDH('prime256v1');
      const one = {
        endpoint: `${receiver.origin}/push/bench`,
        keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
      for (let start = 0; start < SUBSCRIBERS; start += ROWS_PER_INSERT) {
        const count = Math.min(ROWS_PER_INSERT, SUBSCRIBERS - start);
        const rows = await db
          .insert(pwaUsers)
          .values(Array.from({ length: count }, (_, i) => ({ accountId, appId: 'benchpush01', deviceId: `bench-device-${start + i}` })))
          .returning({ id: pwaUsers.id });
        await db.insert(pushSubscriptions).values(
          rows.map((row) => ({
            accountId,
            appId: 'benchpush01',
            pwaUserId: row.id,
            endpoint: one.endpoint,
            p256dh: one.keys.p256dh,
            auth: one.keys.auth,
            state: 'subscribed' as const,
          })),
        );
      }
      const keys = vapidKeysOf(db);
      await keys();
      await db.insert(pushMessages).values({
        accountId,
        appId: 'benchpush01',
        title: 'Weekend sale',
        body: 'Up to 50% off everything, this weekend only.',
        url: '/sale',
        audience: { kind: 'all' },
        state: 'scheduled',
        sendAt: new Date(),
      });
      const jobs = createPushJobs(db, createWebPushSender(keys, 'mailto:bench@example.com', [receiver.origin]), { batchSize: BATCH });
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const done = await jobs.runOnce(Number.MAX_SAFE_INTEGER);
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const received = await receiver.count();
      if (done.delivered !== SUBSCRIBERS || received !== SUBSCRIBERS) {
        throw new Error(`sent ${done.delivered}, received ${received} of ${SUBSCRIBERS}`);
      }
      const rate = SUBSCRIBERS / seconds;
      return [
        {
          measure: `push fan-out: subscriptions encrypted and sent per second (PGlite, batches of ${BATCH})`,
          value: Math.round(rate),
          unit: '/s',
          budget: GOAL_PER_SECOND,
          higherIsBetter: true,
          notes: [
            `${SUBSCRIBERS} subscriptions in ${seconds.toFixed(2)} s, one worker (two batches under way), to a push service on loopback;`,
            `CPU of the sending process ${((cpu.user + cpu.system) / 1000 / SUBSCRIBERS).toFixed(2)} ms per subscription (encryption, requests, embedded database).`,
          ],
        },
        {
          measure: 'push fan-out: estimated time to send one push to 100,000 subscribers',
          value: Math.round(100_000 / rate),
          unit: 's',
        },
      ];
    } finally {
      receiver.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
