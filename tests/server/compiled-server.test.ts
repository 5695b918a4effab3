import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';

const root = path.resolve(import.meta.dirname, '../..');

async function answering(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// What `npm start` runs in production: the bundle `npm run build:server` makes, started with plain node.
describe('the compiled server', () => {
  let child: ChildProcess;
  let baseUrl: string;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;

  // `npm run build:server`'s own command with a bundle of this file's own: `npm test` builds
  // dist/server/main.js beside the server tests, and the other test project builds one too.
  const bundle = path.join('dist', `server-test-${testDbKind()}-${process.pid}`, 'main.js');

  beforeAll(async () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const command = scripts['build:server']!.replace('--outfile=dist/server/main.js', `--outfile=${bundle}`);
    expect(command).toContain(bundle);
    execFileSync('sh', ['-c', command], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}:${process.env.PATH}` },
    });
    const env: Record<string, string> = { LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
    if (testDbKind() === 'postgres') {
      database = await openTestDatabase({ state: 'empty' });
      await database.disconnect();
      env.DATABASE_URL = database.location.databaseUrl!;
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-compiled-'));
      env.DATA_DIR = dataDir;
      env.DATABASE_URL = '';
    }
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: 'ignore',
    });
    await answering(`${baseUrl}/api/v1/user/get_user_details`, child);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(path.join(root, path.dirname(bundle)), { recursive: true, force: true });
  });

  it('migrates, seeds, refuses a call without a token and serves a signed-in list', async () => {
    const refused = await fetch(`${baseUrl}/api/v1/user/get_user_details`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 401, data: null });

    const signIn = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo123' }),
    });
    const { data } = (await signIn.json()) as { data: { token: string } };
    const list = await fetch(`${baseUrl}/api/v1/channel/list?page=1&pageSize=20`, { headers: { authorization: `Bearer ${data.token}` } });
    const body = (await list.json()) as { code: number; data: { items: unknown[]; total: number } };
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(body.data.items.length);
    expect(body.data.total).toBeGreaterThan(0);
  });
});
