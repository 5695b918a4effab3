import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { freePort } from '../support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupRefusal } from '../../server/backup/backup-refusal';
import { clusterSnapshots } from '../../server/backup/cluster-snapshot';
import { holdDataFolder, type DataFolderHold } from '../../server/backup/data-folder-hold';
import { LOCK_FILE } from '../../server/backup/lock-file';
import { readArchive } from '../../server/backup/read-archive';
import { restoreBackup } from '../../server/backup/restore-backup';
import { openPglite, type Database } from '../../server/db/client';
import { seedDemoData } from '../../server/demo/seed';
import { copyPgliteTemplate, startTestServer, testDbKind, type TestServer } from '../support/test-db';
import { TEST_SECRETS_KEY } from '../support/test-secrets-key';
import { multipartOf } from '../support/zip-file';
import { inject, signIn, userByName } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');
const SLOW = 180_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of an operator's command on `dataDir`: the embedded database, the data folder's own key file and files folder. */
function operatorEnv(dataDir: string, more: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SECRETS_KEY: '', ...more };
  delete env.FILES_DIR;
  return env;
}

/** `npm run <script> -- <args>` as an operator types it. */
function npmRun(script: 'backup' | 'restore', args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: operatorEnv(dataDir) }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Every entry under a folder with its size or `dir`, to show that a refused restore changed nothing. */
function listing(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return `${path.relative(dir, full)} ${e.isDirectory() ? 'dir' : fs.statSync(full).size}`;
    })
    .sort();
}

async function answering(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function balanceAndLedger(database: Database, accountId: number, afterLedgerId: number) {
  const { rows } = (await database.db.execute(
    sql`select (select balance from users where id = ${accountId}) as balance,
          (select coalesce(sum(amount), 0) from ledger where account_id = ${accountId} and id > ${afterLedgerId}) as moved,
          (select count(*) from ledger where account_id = ${accountId} and id > ${afterLedgerId}) as rows,
          (select coalesce(max(id), 0) from ledger) as last_id`,
  )) as unknown as { rows: { balance: string; moved: string; rows: string; last_id: string }[] };
  const [row] = rows;
  return { balance: Number(row!.balance), moved: Number(row!.moved), rows: Number(row!.rows), lastId: Number(row!.last_id) };
}

// The embedded database's backups; a PostgreSQL server's are pg_dump's (README, "Backups").
describe.skipIf(testDbKind() === 'postgres')('npm run backup and npm run restore', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-backup-test-'));
  const archive = path.join(work, 'backup.tar.gz');
  const restoredDir = path.join(work, 'restored');
  let dataDir: string;
  let hold: DataFolderHold;
  let server: TestServer;
  let demoId: number;
  let adminToken: string;
  let appId: string;
  let iconUrl: string;
  let iconBytes: Buffer;
  let before: { balance: number; lastId: number };

  beforeAll(async () => {
    // A served data folder as `npm start` leaves it: the demo seed, its files folder, its own key file.
    dataDir = await copyPgliteTemplate('seeded');
    fs.writeFileSync(path.join(dataDir, 'secrets.key'), `${TEST_SECRETS_KEY}\n`, { mode: 0o600 });
    // What server/main.ts does: hold the folder, open it, serve, answer snapshots once ready.
    hold = await holdDataFolder(dataDir, 'server');
    const database = await openPglite(dataDir);
    server = await startTestServer({ database, config: { filesDir: path.join(dataDir, 'files') } });
    hold.serveSnapshots(clusterSnapshots(database, dataDir));

    const token = await signIn(server, 'demo', 'demo123');
    adminToken = await signIn(server, 'admin', 'admin123');
    demoId = (await userByName(server.database, 'demo')).id;
    const png = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartOf({ file_type: 'icon' }, { name: 'icon.png', content: png });
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    iconUrl = (JSON.parse(upload.body) as { data: { url: string } }).data.url;
    const created = await inject(server, 'POST', '/api/v1/new_app', {
      token,
      body: { app_name: 'Backed Up App', target_url: 'https://backed-up.example.com/', win_icon: iconUrl },
    });
    expect(created.code, created.msg).toBe(0);
    appId = created.data.app_id as string;
    iconBytes = (await server.app.inject({ method: 'GET', url: iconUrl })).rawPayload;
    expect(iconBytes.length).toBeGreaterThan(0);
    const state = await balanceAndLedger(server.database, demoId, 0);
    before = { balance: state.balance, lastId: state.lastId };
  }, SLOW);

  afterAll(async () => {
    await server?.close();
    await server?.database.close();
    await hold?.release();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  });

  it(
    'backs up while the server serves and writes: the copy holds each balance change with its ledger row',
    async () => {
      // Balance adjustments (the balance and its ledger row in one transaction) go on during the backup.
      const adjust = () =>
        inject(server, 'POST', '/admin/v1/account/adjust', {
          token: adminToken,
          body: { id: demoId, amount: 10000, reason: 'during the backup' },
        });
      expect((await adjust()).code).toBe(0);
      let writing = true;
      // Paced (about 50 a second): writes all through the copy, without starving the backup's own process of the machine.
      const load = (async () => {
        while (writing) {
          expect((await adjust()).code).toBe(0);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const run = await npmRun('backup', ['--out', archive], dataDir);
      writing = false;
      await load;

      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('copied by the running server, which kept serving');
      expect(run.stdout).toContain('secrets.key of the data folder (SECRETS_KEY is not set)');
      expect(run.stdout).toContain('Keep this archive as secret as the key itself');
      expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600');
      // The server keeps the folder; the backup's work folder is gone.
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

      const manifest = await readArchive(archive);
      expect(manifest).toMatchObject({
        format: 'pwa-console-backup',
        version: 1,
        database: { engine: 'pglite', copiedBy: 'server', lastMigration: { tag: expect.stringMatching(/^\d{4}_/) } },
        secretsKey: { included: true },
      });
      expect(manifest.files!.entries).toBeGreaterThanOrEqual(3);
    },
    SLOW,
  );

  it(
    'restores into a new folder, where a server signs the demo account in and shows the new app and its icon',
    async () => {
      const run = await npmRun('restore', [archive, '--data-dir', restoredDir], dataDir);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`into ${restoredDir}`);
      expect(fs.readFileSync(path.join(restoredDir, 'secrets.key'), 'utf8').trim()).toBe(TEST_SECRETS_KEY);
      expect((fs.statSync(path.join(restoredDir, 'secrets.key')).mode & 0o777).toString(8)).toBe('600');

      // The copy is of one moment: every balance change that is in it came with its ledger row, and the
      // change made before the backup started is there.
      const restored = await openPglite(restoredDir);
      try {
        const state = await balanceAndLedger(restored, demoId, before.lastId);
        expect(state.rows).toBeGreaterThanOrEqual(1);
        expect(state.balance - before.balance).toBe(state.moved);
        // A database with data is never seeded again.
        expect(await seedDemoData(restored.db, { locale: 'en' })).toBe(false);
      } finally {
        await restored.close();
      }

      // `npm run serve` on the folder: the server reads the restored key file (SECRETS_KEY unset) and the files folder inside it.
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: operatorEnv(restoredDir, { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
        stdio: 'ignore',
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        await answering(`${base}/api/v1/user/get_user_details`, child);
        const login = (await (
          await fetch(`${base}/api/v1/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'demo', password: 'demo123' }),
          })
        ).json()) as { code: number; data: { token: string } };
        expect(login.code).toBe(0);
        const apps = (await (
          await fetch(`${base}/api/v1/app_list?app_name=Backed`, { headers: { authorization: `Bearer ${login.data.token}` } })
        ).json()) as { data: { items: { app_id: string; app_name: string; win_icon: string }[] } };
        expect(apps.data.items).toEqual([expect.objectContaining({ app_id: appId, app_name: 'Backed Up App', win_icon: iconUrl })]);
        const icon = await fetch(`${base}${iconUrl}`);
        expect(icon.status).toBe(200);
        expect(Buffer.compare(Buffer.from(await icon.arrayBuffer()), iconBytes)).toBe(0);

        // While it serves, no restore replaces its folder, not even with --force.
        const untouched = listing(restoredDir);
        await expect(
          restoreBackup({ archive, dataDir: restoredDir, filesDir: path.join(restoredDir, 'files'), force: true }),
        ).rejects.toThrow(/A server \(process \d+, since .*\) is using the data folder .* Stop it first\./);
        expect(listing(restoredDir)).toEqual(untouched);
      } finally {
        // A crash: the lock file stays behind.
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      expect(fs.existsSync(path.join(restoredDir, LOCK_FILE))).toBe(true);
    },
    SLOW,
  );

  it(
    'backs up a folder whose server crashed by opening the database itself, leaving no lock behind',
    async () => {
      const offline = path.join(work, 'offline.tar.gz');
      const run = await npmRun('backup', ['--out', offline], restoredDir);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('copied with no server running');
      expect(fs.existsSync(path.join(restoredDir, LOCK_FILE))).toBe(false);
      const manifest = await readArchive(offline);
      expect(manifest.database.copiedBy).toBe('backup');
      expect(manifest.secretsKey.included).toBe(true);
    },
    SLOW,
  );

  it(
    'refuses a folder with anything in it, changing nothing',
    async () => {
      const occupied = path.join(work, 'occupied');
      fs.mkdirSync(occupied);
      fs.writeFileSync(path.join(occupied, 'keep.txt'), 'mine');
      const run = await npmRun('restore', [archive, '--data-dir', occupied], dataDir);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `The data folder ${occupied} is not empty. Restore into a new folder (--data-dir), or add --force to replace what it holds.`,
      );
      expect(listing(occupied)).toEqual(['keep.txt 4']);
    },
    SLOW,
  );

  it('refuses a damaged archive by what is wrong with it, and with --force deletes nothing', async () => {
    const bytes = fs.readFileSync(archive);
    const cut = path.join(work, 'cut.tar.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    // One byte changed inside the compressed data (where it lands decides what is found wrong), and one of the checksum at its end.
    const flipped = path.join(work, 'flipped.tar.gz');
    const inside = Buffer.from(bytes);
    const middle = Math.floor(inside.length * 0.7);
    inside[middle] = inside[middle]! ^ 0xff;
    fs.writeFileSync(flipped, inside);
    const badSum = path.join(work, 'bad-sum.tar.gz');
    const trailer = Buffer.from(bytes);
    trailer[trailer.length - 6] = trailer[trailer.length - 6]! ^ 0x01;
    fs.writeFileSync(badSum, trailer);
    const notGzip = path.join(work, 'not-gzip.tar.gz');
    fs.writeFileSync(notGzip, 'hello');

    const into = path.join(work, 'never-made');
    const restore = (file: string, dataDir = into, force = false) =>
      restoreBackup({ archive: file, dataDir, filesDir: path.join(dataDir, 'files'), force });
    await expect(restore(cut)).rejects.toThrow(
      new BackupRefusal(`The archive ${cut} is incomplete: it is cut off before its end (was its copy interrupted?).`),
    );
    await expect(restore(flipped)).rejects.toThrow(
      /^The archive .*flipped\.tar\.gz is (damaged|incomplete|not a backup this restore accepts)/,
    );
    await expect(restore(badSum)).rejects.toThrow(new BackupRefusal(`The archive ${badSum} is damaged (incorrect data check).`));
    await expect(restore(notGzip)).rejects.toThrow(/^The archive .*not-gzip\.tar\.gz is damaged \(incorrect header check\)\.$/);
    await expect(restore(path.join(work, 'absent.tar.gz'))).rejects.toThrow(/^There is no archive at /);
    expect(fs.existsSync(into)).toBe(false);

    const occupied = path.join(work, 'occupied-forced');
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, 'keep.txt'), 'mine');
    await expect(restore(cut, occupied, true)).rejects.toThrow(BackupRefusal);
    expect(listing(occupied)).toEqual(['keep.txt 4']);
  });

  it('lets no second server hold a folder a server holds', async () => {
    await expect(holdDataFolder(dataDir, 'server')).rejects.toThrow(/^A server \(process \d+, since .*\) is using the data folder /);
  });
});
