import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { AccountData } from '../../server/db/account-data';
import { apps } from '../../server/db/schema';
import { translate } from '../../server/http/i18n';
import { createServices } from '../../server/services';
import { startTestServer, type TestServer } from '../support/test-db';
import { subscribe, subscriptionById, usageRecords } from './package-helpers';
import { appStates, eventsOf, installAccount, installFigures, newDeviceId, noticesOf, pwaUserOf, sendInstall } from './install-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const PRICE = 25_000;
const config = loadConfig(process.env);

/** The server's own services over the test database (a top-up goes through its ledger and hooks). */
const servicesOf = () => createServices({ db: server.database.db, config, log: server.app.log, operations: [] });

async function topUp(accountId: number, amount: number) {
  const account = AccountData.of(server.database.db, accountId);
  await account.transaction((tx) => servicesOf().ledger.credit(tx, { amount, kind: 'recharge', reference: `test top-up ${amount}` }));
}

describe('billing installs', () => {
  it('charges the unit price from the balance; then records installs unbilled, pauses the online apps, tells the master once, and a top-up resumes them', async () => {
    const account = await installAccount(server.database, 'billpaths', { balance: PRICE * 2, unitPrice: PRICE });
    // The master paused the second app: no top-up may set it online.
    await server.database.db.update(apps).set({ state: 'paused' }).where(eq(apps.appId, account.otherAppId));
    const install = (device = newDeviceId()) => sendInstall(server, { app_id: account.appId, device_id: device, channel: account.code });

    const paid = [newDeviceId(), newDeviceId()];
    for (const device of paid) expect((await install(device)).data).toEqual({ recorded: true });
    let figures = await installFigures(server.database, account.master.id);
    expect(figures.balance).toBe(0);
    const installIds = [];
    for (const device of paid) {
      const user = (await pwaUserOf(server.database, account.appId, device))!;
      const event = (await eventsOf(server.database, user.id)).find((e) => e.step === 'installed');
      expect(event).toMatchObject({ step: 'installed', billing: 'balance', amount: PRICE });
      installIds.push(event!.id);
    }
    expect(figures.charges.map((row) => [row.amount, row.reference])).toEqual(installIds.map((id) => [-PRICE, `install:${id}`]));
    expect(figures.charges.map((row) => row.balanceAfter)).toEqual([PRICE, 0]);
    expect(figures.unpaid).toBe(false);
    expect(await noticesOf(server.database, account.master.id)).toEqual([]);

    // Neither quota nor balance: recorded, unbilled, apps paused, one notice.
    expect((await install()).data).toEqual({ recorded: true });
    expect((await install()).data).toEqual({ recorded: true });
    figures = await installFigures(server.database, account.master.id);
    expect(figures.events).toMatchObject({ installs: 4, balance: 2, unbilled: 2, unpriced: 0, amount: PRICE * 2 });
    expect(figures.daily).toMatchObject({ installs: 4, balance: 2, unbilled: 2, amount: PRICE * 2 });
    expect(figures).toMatchObject({ channelInstalls: 4, totalInstallSum: 4, balance: 0, unpaid: true });
    expect(figures.charges).toHaveLength(2);
    expect(await appStates(server.database, account.master.id)).toEqual(
      [
        { appId: account.appId, state: 'paused', pausedUnpaid: true },
        { appId: account.otherAppId, state: 'paused', pausedUnpaid: false },
      ].sort((a, b) => a.appId.localeCompare(b.appId)),
    );
    const notices = await noticesOf(server.database, account.master.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      level: 'important',
      title: translate(config.demoLocale, 'installs.unpaidNoticeTitle'),
      content: translate(config.demoLocale, 'installs.unpaidNoticeContent', { price: PRICE / 10000 }),
    });

    // A top-up below the unit price resumes nothing; one that covers an install resumes the paused-for-unpaid app only.
    await topUp(account.master.id, PRICE / 2);
    expect((await appStates(server.database, account.master.id)).find((a) => a.appId === account.appId)).toMatchObject({ state: 'paused' });
    await topUp(account.master.id, PRICE);
    expect(await appStates(server.database, account.master.id)).toEqual(
      [
        { appId: account.appId, state: 'online', pausedUnpaid: false },
        { appId: account.otherAppId, state: 'paused', pausedUnpaid: false },
      ].sort((a, b) => a.appId.localeCompare(b.appId)),
    );
    expect((await installFigures(server.database, account.master.id)).unpaid).toBe(false);

    // Installs are paid again, and a later shortfall tells the master again.
    await install();
    await install();
    figures = await installFigures(server.database, account.master.id);
    expect(figures.events).toMatchObject({ installs: 6, balance: 3, unbilled: 3 });
    expect(figures.balance).toBe(PRICE / 2);
    expect(figures.unpaid).toBe(true);
    expect(await noticesOf(server.database, account.master.id)).toHaveLength(2);
  });

  it('a unit price of 0 bills installs to the balance for nothing, with no ledger row', async () => {
    const account = await installAccount(server.database, 'billfree', { balance: 0, unitPrice: 0 });
    await sendInstall(server, { app_id: account.appId, device_id: newDeviceId() });
    const figures = await installFigures(server.database, account.master.id);
    expect(figures.events).toMatchObject({ installs: 1, balance: 1, unbilled: 0, amount: 0 });
    expect(figures.charges).toEqual([]);
    expect(figures.unpaid).toBe(false);
    expect((await appStates(server.database, account.master.id)).every((a) => a.state === 'online')).toBe(true);
  });

  it('takes the quota of the subscription ending first, then the balance, then records the install unbilled; each usage record names its install', async () => {
    const account = await installAccount(server.database, 'billquota', { balance: PRICE, unitPrice: PRICE });
    const base = await subscribe(server.database, account.master.id, { kind: 'base', installQuota: 1, daysLeft: 30 });
    const overlay = await subscribe(server.database, account.master.id, {
      kind: 'overlay',
      baseId: base.id,
      installQuota: 1,
      daysLeft: 10,
    });
    // An ended subscription's installs are not the account's quota any more.
    const ended = await subscribe(server.database, account.master.id, { installQuota: 50, daysLeft: -1 });
    const devices = Array.from({ length: 4 }, () => newDeviceId());
    for (const device of devices)
      expect((await sendInstall(server, { app_id: account.appId, device_id: device })).data).toEqual({ recorded: true });

    const installs = [];
    for (const device of devices) {
      const user = (await pwaUserOf(server.database, account.appId, device))!;
      installs.push((await eventsOf(server.database, user.id)).find((e) => e.step === 'installed')!);
    }
    expect(installs.map((event) => [event.billing, event.amount])).toEqual([
      ['quota', 0],
      ['quota', 0],
      ['balance', PRICE],
      ['unbilled', 0],
    ]);
    const records = await usageRecords(server.database, account.master.id);
    expect(records.map((r) => [r.subscriptionId, r.reference, r.kind, r.quantity])).toEqual([
      [overlay.id, `install:${installs[0]!.id}`, 'install', 1],
      [base.id, `install:${installs[1]!.id}`, 'install', 1],
    ]);
    expect((await subscriptionById(server.database, ended.id)).installsUsed).toBe(0);
    const figures = await installFigures(server.database, account.master.id);
    expect(figures.daily).toMatchObject({ installs: 4, quota: 2, balance: 1, unbilled: 1, amount: PRICE });
    expect(figures.charges.map((row) => [row.amount, row.balanceAfter, row.reference])).toEqual([
      [-PRICE, 0, `install:${installs[2]!.id}`],
    ]);
    expect(figures).toMatchObject({ balance: 0, totalInstallSum: 4, unpaid: true });
  });

  it('takes installs from the account’s real package first, with a usage record each, then the balance', async () => {
    const account = await installAccount(server.database, 'billpackage', { balance: PRICE, unitPrice: PRICE });
    const base = await subscribe(server.database, account.master.id, { installQuota: 2 });
    for (let i = 0; i < 3; i++)
      expect((await sendInstall(server, { app_id: account.appId, device_id: newDeviceId() })).data).toEqual({
        recorded: true,
      });
    const figures = await installFigures(server.database, account.master.id);
    expect(figures.events).toMatchObject({ installs: 3, quota: 2, balance: 1, unbilled: 0 });
    expect((await subscriptionById(server.database, base.id)).installsUsed).toBe(2);
    const records = await usageRecords(server.database, account.master.id);
    expect(records.map((r) => r.subscriptionId)).toEqual([base.id, base.id]);
    expect(records.every((r) => /^install:\d+$/.test(r.reference))).toBe(true);
    expect(figures.balance).toBe(0);
  });
});
