import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, signIn } from './helpers';
import { appStates, installAccount, installFigures, newDeviceId, sendInstall } from './install-helpers';
import { planByCode } from './package-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** An install costs more than any balance here, so only a package can cover installs again. */
const UNIT_PRICE = 10_000_0000;

/** An account whose install found neither quota nor balance (its online app paused), given `balance` afterwards by an admin adjustment. */
async function unpaidAccount(username: string, balance: number) {
  const account = await installAccount(server.database, username, { balance: 0, unitPrice: UNIT_PRICE });
  const sent = await sendInstall(server, { app_id: account.appId, device_id: newDeviceId(), channel: account.code });
  expect(sent.data).toEqual({ recorded: true });
  expect((await installFigures(server.database, account.master.id)).unpaid).toBe(true);
  await server.database.db.update(users).set({ balance }).where(eq(users.id, account.master.id));
  return account;
}

const stateOf = async (accountId: number, appId: string) =>
  (await appStates(server.database, accountId)).find((app) => app.appId === appId);

describe('a package with install quota resumes the apps paused for unpaid installs', () => {
  it('buying a base package with quota sets the paused-for-unpaid app online and clears the mark', async () => {
    const starter = await planByCode(server.database, 'starter');
    expect(starter.installQuota).toBeGreaterThan(0);
    const account = await unpaidAccount('resumebuyer', starter.price);
    expect(await stateOf(account.master.id, account.appId)).toMatchObject({ state: 'paused', pausedUnpaid: true });
    const token = await signIn(server, 'resumebuyer', 'master-pass-1');

    const bought = await http(server, 'POST', '/api/v1/packages/purchase_package', { token, body: { plan: 'starter' } });

    expect(bought.code).toBe(0);
    expect(await stateOf(account.master.id, account.appId)).toMatchObject({ state: 'online', pausedUnpaid: false });
    expect((await installFigures(server.database, account.master.id)).unpaid).toBe(false);
    // The next install is paid from the new quota and pauses nothing.
    await sendInstall(server, { app_id: account.appId, device_id: newDeviceId(), channel: account.code });
    expect(await stateOf(account.master.id, account.appId)).toMatchObject({ state: 'online' });
  });

  it('a refused purchase (balance too low) resumes nothing', async () => {
    const account = await unpaidAccount('resumebroke', 0);
    const token = await signIn(server, 'resumebroke', 'master-pass-1');
    const refused = await http(server, 'POST', '/api/v1/packages/purchase_package', { token, body: { plan: 'starter' } });
    expect(refused.code).toBe(100501);
    expect(await stateOf(account.master.id, account.appId)).toMatchObject({ state: 'paused', pausedUnpaid: true });
    expect((await installFigures(server.database, account.master.id)).unpaid).toBe(true);
  });
});
