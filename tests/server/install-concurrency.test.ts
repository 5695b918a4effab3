import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { appStates, eventSender, installAccount, installFigures, newDeviceId, noticesOf, tokenFor } from './install-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const PRICE = 10_000;
const INSTALLS = 1000;
const COVERED = 300;
const REPEATS = 200;

describe('installs in parallel against one balance', () => {
  it(`of ${INSTALLS} installs sent at once over HTTP (and ${REPEATS} repeats), exactly the ${COVERED} the balance covers are charged and every figure agrees`, async () => {
    const account = await installAccount(server.database, 'rushinstalls', { balance: PRICE * COVERED, unitPrice: PRICE });
    const devices = Array.from({ length: INSTALLS }, () => newDeviceId('rush'));
    const channelOf = (i: number) => (i % 3 === 0 ? account.code : i % 3 === 1 ? account.secondCode : undefined);
    const tokens = await Promise.all(devices.map((device) => tokenFor(server.database, account.appId, device)));
    const bodies = devices.map((device_id, i) => ({ app_id: account.appId, device_id, channel: channelOf(i), token: tokens[i] }));
    const sender = eventSender(server);
    // Each device's page visit first, as the hosted page sends it; then the installs at once, some reported twice at the same moment.
    const visits = await Promise.all(bodies.map((body) => sender.send({ ...body, step: 'visit' })));
    expect(visits.filter((a) => a.status !== 200 || a.code !== 0)).toEqual([]);
    const installs = bodies.map((body) => ({ ...body, step: 'installed' }));
    const answers = await Promise.all([...installs, ...installs.slice(0, REPEATS)].map((body) => sender.send(body))).finally(() =>
      sender.close(),
    );

    expect(answers.filter((a) => a.status !== 200 || a.code !== 0)).toEqual([]);
    expect(answers.filter((a) => a.data?.recorded === true)).toHaveLength(INSTALLS);
    expect(answers.filter((a) => a.data?.recorded === false)).toHaveLength(REPEATS);

    const figures = await installFigures(server.database, account.master.id);
    const uncovered = INSTALLS - COVERED;
    expect(figures.events).toMatchObject({
      installs: INSTALLS,
      quota: 0,
      balance: COVERED,
      unbilled: uncovered,
      unpriced: 0,
      amount: PRICE * COVERED,
    });
    expect(figures.daily).toMatchObject({ installs: INSTALLS, quota: 0, balance: COVERED, unbilled: uncovered, amount: PRICE * COVERED });
    expect(figures.totalInstallSum).toBe(INSTALLS);
    expect(figures.channelInstalls).toBe(bodies.filter((b) => b.channel).length);
    expect(figures.balance).toBe(0);
    expect(figures.unpaid).toBe(true);
    // One ledger row per charged install, each for its own install, and each balance-after follows the one before.
    expect(figures.charges).toHaveLength(COVERED);
    expect(new Set(figures.charges.map((row) => row.reference)).size).toBe(COVERED);
    let running = PRICE * COVERED;
    for (const row of figures.charges) {
      expect(row.amount).toBe(-PRICE);
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
    expect((await appStates(server.database, account.master.id)).every((app) => app.state === 'paused' && app.pausedUnpaid)).toBe(true);
    expect(await noticesOf(server.database, account.master.id)).toHaveLength(1);
    // A thousand billed transactions on a shared two-core machine: the time limit is generous, never asserted.
  }, 300_000);
});
