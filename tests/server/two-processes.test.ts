import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstallTokens } from '../../server/installs/install-token';
import { scheduledJobRuns } from '../../server/jobs/tables';
import { operationLogs } from '../../server/operation-log/tables';
import { PRUNE_JOB } from '../../server/operation-log/operation-log-pruning';
import { packageUsageRecords } from '../../server/db/schema';
import { DAY_MS } from '../../server/shared/days';
import { call, logEntries, serverProcessGroup, type ServerProcess } from '../support/server-processes';
import { openTestDatabase, testDbKind, type TestDatabase } from '../support/test-db';
import sharp from 'sharp';
import { insertUser } from './helpers';
import { uploadOver } from './upload-helpers';
import { eventSender, installAccount, installFigures, newDeviceId, noticesOf } from './install-helpers';
import { subscribe, subscriptionById } from './package-helpers';

const LOGIN_RATE_MAX = 5;
const TOKEN_SECRET = 'two-processes-install-token-secret';

/** What both processes run with. */
const SHARED_ENV = {
  // A long reuse: a session refused on B right after a change on A is refused by B's notice, not by its cache's age.
  SESSION_CACHE_MS: '600000',
  LOGIN_RATE_MAX: String(LOGIN_RATE_MAX),
  GUESS_ACCOUNT_ADDRESS_FREE: '2',
  // Every job is looked at as soon as each process starts; each look is a debug line.
  JOBS_FIRST_CHECK_SECONDS: '0',
  LOG_LEVEL: 'debug',
  PUSH_TICK_SECONDS: '0',
  INSTALL_TOKEN_SECRET: TOKEN_SECRET,
  INSTALL_MIN_FUNNEL_SECONDS: '0',
  INSTALLS_PER_ADDRESS_PER_DAY: '1000000000',
  INSTALL_DEVICES_PER_ADDRESS_PER_DAY: '1000000000',
  HOSTED_EVENT_RATE_MAX: '1000000000',
  // Each process has a files folder of its own (in its own DATA_DIR): uploads are shared through the database.
  FILE_STORE: 'database',
};

/** Each case calls from an address of its own, so the per-address limits of one do not reach another. */
const FROM = {
  signIn: '127.0.0.2',
  logout: '127.0.0.3',
  password: '127.0.0.4',
  disabled: '127.0.0.5',
  rate: '127.0.0.6',
  guesses: '127.0.0.7',
  upload: '127.0.0.8',
};

// Two real server processes on one fresh PostgreSQL database (PGlite is one process's database).
describe.skipIf(testDbKind() !== 'postgres')('two server processes on one PostgreSQL database', () => {
  const servers = serverProcessGroup();
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const oldLogAt = new Date(Date.now() - 400 * DAY_MS);

  beforeAll(async () => {
    database = await openTestDatabase();
    // Due for pruning in both processes as they start.
    await database.db.insert(operationLogs).values(
      ['old_1', 'old_2', 'old_3'].map((username) => ({
        username,
        role: 'admin' as const,
        operationId: 'twoProcessesProbe',
        method: 'POST',
        path: '/probe',
        status: 200,
        createdAt: oldLogAt,
      })),
    );
    [a, b] = await servers.start(database.location.databaseUrl!, [{ name: 'A' }, { name: 'B' }], SHARED_ENV);
  }, 240_000);

  afterAll(async () => {
    await servers.stopAll();
    await database?.close();
  }, 60_000);

  const signIn = async (server: ServerProcess, username: string, password: string, from: string) => {
    const answer = await call<{ token: string }>(server, 'POST', '/api/v1/auth/login', { body: { username, password }, from });
    if (answer.code !== 0) throw new Error(`sign-in of ${username} on ${server.name}: ${answer.code} ${answer.msg}`);
    return answer.data.token;
  };
  const details = (server: ServerProcess, token: string, from: string) =>
    call(server, 'GET', '/api/v1/user/get_user_details', { token, from });

  it('a sign-in on A is valid on B', async () => {
    await insertUser(database, { username: 'twosignin', password: 'signin-pass-1', role: 'master' });
    const token = await signIn(a, 'twosignin', 'signin-pass-1', FROM.signIn);
    expect(await details(b, token, FROM.signIn)).toMatchObject({ status: 200, code: 0, data: { username: 'twosignin' } });
  });

  it('an icon uploaded through A is served by B with the same bytes, though B has a files folder of its own', async () => {
    const token = await signIn(a, 'demo', 'demo123', FROM.upload);
    const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#2f7d4a' } })
      .png()
      .toBuffer();
    const answer = await uploadOver(a.baseUrl, token, { file_type: 'icon' }, { name: 'icon.png', content: png });
    expect(answer.code, answer.msg).toBe(0);
    const url = answer.data.url as string;
    const [fromA, fromB] = await Promise.all([fetch(new URL(url, a.baseUrl)), fetch(new URL(url, b.baseUrl))]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await fromB.arrayBuffer()), Buffer.from(await fromA.arrayBuffer()))).toBe(0);
  });

  it('a logout on A is refused by B at once, though B had the session in its cache', async () => {
    await insertUser(database, { username: 'twologout', password: 'logout-pass-1', role: 'master' });
    const token = await signIn(a, 'twologout', 'logout-pass-1', FROM.logout);
    expect((await details(b, token, FROM.logout)).code).toBe(0);
    expect((await details(b, token, FROM.logout)).code).toBe(0);

    expect((await call(a, 'GET', '/api/v1/user/logout', { token, from: FROM.logout })).code).toBe(0);
    expect(await details(b, token, FROM.logout)).toMatchObject({ status: 401, code: 401 });
    expect(await details(a, token, FROM.logout)).toMatchObject({ status: 401, code: 401 });
  });

  it('a password changed on A signs the other sessions out on B at once', async () => {
    await insertUser(database, { username: 'twopassword', password: 'old-pass-1', role: 'master' });
    const onA = await signIn(a, 'twopassword', 'old-pass-1', FROM.password);
    const onB = await signIn(b, 'twopassword', 'old-pass-1', FROM.password);
    expect((await details(b, onB, FROM.password)).code).toBe(0);

    const changed = await call(a, 'PUT', '/api/v1/user/password_edit', {
      token: onA,
      from: FROM.password,
      body: { old_password: 'old-pass-1', new_password: 'new-pass-2', password_confirmation: 'new-pass-2' },
    });
    expect(changed.code).toBe(0);
    expect(await details(b, onB, FROM.password)).toMatchObject({ status: 401, code: 401 });
    // The session that changed it stays, on either process.
    expect((await details(b, onA, FROM.password)).code).toBe(0);
    expect(
      (await call(b, 'POST', '/api/v1/auth/login', { body: { username: 'twopassword', password: 'old-pass-1' }, from: FROM.password }))
        .code,
    ).toBe(100001);
  });

  it('an operator disabled on A is refused by B at once', async () => {
    const master = await insertUser(database, { username: 'twomaster', password: 'master-pass-1', role: 'master' });
    const operator = await insertUser(database, {
      username: 'twooperator',
      password: 'operator-pass-1',
      role: 'official',
      parentId: master.id,
    });
    const masterToken = await signIn(a, 'twomaster', 'master-pass-1', FROM.disabled);
    const operatorToken = await signIn(b, 'twooperator', 'operator-pass-1', FROM.disabled);
    expect((await details(b, operatorToken, FROM.disabled)).code).toBe(0);

    const disabled = await call(a, 'PUT', '/api/v1/account/state', {
      token: masterToken,
      from: FROM.disabled,
      body: { id: operator.id, status: 'disabled' },
    });
    expect(disabled.code).toBe(0);
    expect(await details(b, operatorToken, FROM.disabled)).toMatchObject({ status: 401, code: 401 });
  });

  it('the sign-in rate limit counts the calls to both: alternating calls meet it at its max, not at twice it', async () => {
    const attempt = (server: ServerProcess, i: number) =>
      call(server, 'POST', '/api/v1/auth/login', { body: { username: `nobody${i}`, password: 'wrong-pass' }, from: FROM.rate });
    const answers = [];
    for (let i = 0; i < LOGIN_RATE_MAX + 2; i++) answers.push(await attempt(i % 2 === 0 ? a : b, i));
    expect(answers.slice(0, LOGIN_RATE_MAX).map((answer) => answer.code)).toEqual(Array(LOGIN_RATE_MAX).fill(100001));
    for (const limited of answers.slice(LOGIN_RATE_MAX)) {
      expect(limited).toMatchObject({ status: 429, code: 429 });
      expect(limited.msg).toMatch(/^Too many requests\./);
    }
  });

  it('wrong passwords count across both: the account locks for the address after its free guesses, wherever they went', async () => {
    await insertUser(database, { username: 'twoguess', password: 'guess-pass-1', role: 'master' });
    const guess = (server: ServerProcess, password: string) =>
      call(server, 'POST', '/api/v1/auth/login', { body: { username: 'twoguess', password }, from: FROM.guesses });
    // Two free wrong guesses (GUESS_ACCOUNT_ADDRESS_FREE), the third locks: A, B, A.
    expect((await guess(a, 'wrong-1')).code).toBe(100001);
    expect((await guess(b, 'wrong-2')).code).toBe(100001);
    expect((await guess(a, 'wrong-3')).code).toBe(100001);
    // Each process alone saw at most two: only the shared count refuses the right password now.
    const refused = await guess(b, 'guess-pass-1');
    expect(refused).toMatchObject({ status: 429, code: 429 });
    expect(refused.msg).toMatch(/^Too many wrong attempts\./);
  });

  it('a scheduled job due in both processes as they start runs in one of them', async () => {
    const looks = (server: ServerProcess, job: string) =>
      logEntries(server).filter((entry) => entry.job === job && entry.msg === 'scheduled job looked at');
    const jobs = [PRUNE_JOB, 'rate_limit_cleanup', 'guess_counts_cleanup'];
    for (const server of [a, b]) {
      for (const job of jobs)
        await server.waitForLine((line) => line.includes(`"job":"${job}"`) && line.includes('scheduled job looked at'));
    }
    for (const job of jobs) {
      const first = [a, b].map((server) => looks(server, job)[0]!.outcome);
      expect(
        first.filter((outcome) => outcome === 'ran'),
        `${job}: ${first.join(', ')}`,
      ).toHaveLength(1);
    }
    const probes = await database.db.select().from(operationLogs).where(eq(operationLogs.operationId, 'twoProcessesProbe'));
    expect(probes).toEqual([]);
    const [stamp] = await database.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, PRUNE_JOB));
    expect(stamp).toBeDefined();
  });

  it('1,000 installs sent half to each process are billed exactly once each (quota, then balance, then unbilled)', async () => {
    const PRICE = 10_000;
    const QUOTA = 400;
    const COVERED = 300;
    const INSTALLS = 1000;
    const REPEATS = 200;
    const account = await installAccount(database, 'twoinstalls', { balance: PRICE * COVERED, unitPrice: PRICE });
    const plan = await subscribe(database, account.master.id, { kind: 'base', installQuota: QUOTA, daysLeft: 30 });
    const tokens = createInstallTokens(() => Promise.resolve(TOKEN_SECRET));
    const devices = Array.from({ length: INSTALLS }, () => newDeviceId('two'));
    const bodies = await Promise.all(
      devices.map(async (device_id, i) => ({
        app_id: account.appId,
        device_id,
        channel: i % 2 === 0 ? account.code : undefined,
        token: await tokens.issue(account.appId, device_id),
      })),
    );
    const senders = [eventSender(a), eventSender(b)];
    try {
      // A device's visit goes to one process and its install to the other; a repeat of the install goes to the first one, at the same time.
      const visits = await Promise.all(bodies.map((body, i) => senders[i % 2]!.send({ ...body, step: 'visit' })));
      expect(visits.filter((answer) => answer.status !== 200 || answer.code !== 0)).toEqual([]);
      const installs = bodies.map((body, i) => senders[(i + 1) % 2]!.send({ ...body, step: 'installed' }));
      const repeats = bodies.slice(0, REPEATS).map((body, i) => senders[i % 2]!.send({ ...body, step: 'installed' }));
      const answers = await Promise.all([...installs, ...repeats]);
      expect(answers.filter((answer) => answer.status !== 200 || answer.code !== 0)).toEqual([]);
      expect(answers.filter((answer) => answer.data?.recorded === true)).toHaveLength(INSTALLS);
      expect(answers.filter((answer) => answer.data?.recorded === false)).toHaveLength(REPEATS);
    } finally {
      senders.forEach((sender) => sender.close());
    }

    const unbilled = INSTALLS - QUOTA - COVERED;
    const figures = await installFigures(database, account.master.id);
    expect(figures.events).toMatchObject({
      installs: INSTALLS,
      quota: QUOTA,
      balance: COVERED,
      unbilled,
      unpriced: 0,
      amount: PRICE * COVERED,
    });
    expect(figures.daily).toMatchObject({ installs: INSTALLS, quota: QUOTA, balance: COVERED, unbilled, amount: PRICE * COVERED });
    expect(figures.totalInstallSum).toBe(INSTALLS);
    expect(figures.channelInstalls).toBe(INSTALLS / 2);
    expect(figures.balance).toBe(0);
    expect(figures.unpaid).toBe(true);
    // One ledger row per install paid from the balance, each its own, each balance-after following the one before.
    expect(figures.charges).toHaveLength(COVERED);
    expect(new Set(figures.charges.map((row) => row.reference)).size).toBe(COVERED);
    let running = PRICE * COVERED;
    for (const row of figures.charges) {
      expect(row.amount).toBe(-PRICE);
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
    // The quota: used exactly, one usage record per install it paid, each its own.
    expect((await subscriptionById(database, plan.id)).installsUsed).toBe(QUOTA);
    const [usage] = await database.db
      .select({ records: sql<number>`count(*)::int`, references: sql<number>`count(distinct ${packageUsageRecords.reference})::int` })
      .from(packageUsageRecords)
      .where(and(eq(packageUsageRecords.accountId, account.master.id), eq(packageUsageRecords.kind, 'install')));
    expect(usage).toEqual({ records: QUOTA, references: QUOTA });
    // The master is told once that installs went unbilled, whichever process recorded the first.
    expect(await noticesOf(database, account.master.id)).toHaveLength(1);
  }, 600_000);
});
