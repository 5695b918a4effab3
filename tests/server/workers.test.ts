import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, serverProcessGroup, type ServerProcess } from '../support/server-processes';
import { openTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';

const root = path.resolve(import.meta.dirname, '../..');

/** The worker processes of a primary: its children running the server (tsx's own helper process aside). */
function workersOf(primaryPid: number): number[] {
  const children = fs
    .readFileSync(`/proc/${primaryPid}/task/${primaryPid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return children.filter((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main.ts'));
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

describe.skipIf(testDbKind() !== 'pglite')('WORKERS on the embedded database', () => {
  it('more than one is refused at start with a message saying why, before anything is opened', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-workers-refused-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: { ...process.env, WORKERS: '2', DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        'WORKERS=2 needs DATABASE_URL: several server processes share one PostgreSQL server, and the embedded database (PGlite, in DATA_DIR) belongs to one process. Set DATABASE_URL, or leave WORKERS unset for one process.',
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.skipIf(testDbKind() !== 'postgres')('WORKERS on PostgreSQL', () => {
  const servers = serverProcessGroup();
  let database: TestDatabase;
  let primary: ServerProcess;

  beforeAll(async () => {
    database = await openTestDatabase({ state: 'empty' });
    [primary] = await servers.start(database.location.databaseUrl!, [{ name: 'primary', env: { WORKERS: '2' } }]);
  }, 240_000);
  afterAll(async () => {
    await servers.stopAll();
    await database?.close();
  }, 60_000);

  it('the primary migrates and seeds, two workers serve the port, and the banner says so', async () => {
    expect(primary.lines()).toContain('Workers: 2 processes sharing the port (WORKERS=2)');
    expect(primary.lines()).toContain('Database: PostgreSQL (DATABASE_URL) (demo data seeded)');
    expect(workersOf(primary.pid)).toHaveLength(2);
    const signIn = await call<{ token: string }>(primary, 'POST', '/api/v1/auth/login', {
      body: { username: 'demo', password: 'demo123' },
    });
    expect(signIn.code).toBe(0);
  });

  it('a worker that dies is replaced, and the port keeps answering', async () => {
    const [victim, survivor] = workersOf(primary.pid) as [number, number];
    process.kill(victim, 'SIGKILL');
    await primary.waitForLine((line) => line === `worker ${victim} ended (signal SIGKILL); a new worker starts in 500 ms`);
    const replacement = await primary.waitForLine((line) => /^worker \d+ is listening$/.test(line));
    const pid = Number(/\d+/.exec(replacement)![0]);
    expect(workersOf(primary.pid).sort()).toEqual([survivor, pid].sort());
    expect((await call(primary, 'GET', '/api/v1/user/get_user_details')).status).toBe(401);
  });

  it('SIGTERM stops every worker, then the primary', async () => {
    const workers = workersOf(primary.pid);
    process.kill(primary.pid, 'SIGTERM');
    expect(await primary.ended()).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
  });
});
