import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installEvents, packageUsageRecords, pwaUsers } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, signIn } from './helpers';
import { installAccount, newDeviceId } from './install-helpers';
import { subscribe } from './package-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** An install event of the account's app, as the billing stores it (device, optional channel, platform). */
async function installOf(accountId: number, appId: string, platform: string, channelId: number | null) {
  const [user] = await server.database.db
    .insert(pwaUsers)
    .values({ accountId, appId, deviceId: newDeviceId('usage'), channelId, platform })
    .returning({ id: pwaUsers.id });
  const [event] = await server.database.db
    .insert(installEvents)
    .values({ accountId, appId, pwaUserId: user!.id, channelId, step: 'installed', platform, billing: 'quota' })
    .returning({ id: installEvents.id });
  return event!.id;
}

describe('usage records say what was used, from the stored install, app and channel', () => {
  it('in both languages, with the app to link to; an install the account no longer has says so', async () => {
    const account = await installAccount(server.database, 'usagewords', { balance: 0, unitPrice: 0 });
    const other = await installAccount(server.database, 'usageother', { balance: 0, unitPrice: 0 });
    const token = await signIn(server, 'usagewords', 'master-pass-1');
    const viaChannel = await installOf(account.master.id, account.appId, 'android', account.channelId(account.code));
    const direct = await installOf(account.master.id, account.otherAppId, 'ios', null);
    const othersInstall = await installOf(other.master.id, other.appId, 'android', null);
    const base = await subscribe(server.database, account.master.id, { installQuota: 10 });
    const references = [`install:${viaChannel}`, `install:${direct}`, `install:${othersInstall}`, 'install:999999999'];
    const start = Date.now() - 60_000;
    await server.database.db.insert(packageUsageRecords).values(
      references.map((reference, i) => ({
        accountId: account.master.id,
        subscriptionId: base.id,
        reference,
        createdAt: new Date(start + i * 1000),
      })),
    );

    const listed = async (lang: 'en' | 'zh-CN') => {
      const answer = await inject(server, 'GET', '/api/v1/packages/usage_records', { token, lang });
      expect(answer.code, answer.msg).toBe(0);
      return (answer.data.items as { reference: string; description: string; app_id: string | null }[])
        .map(({ reference, description, app_id }) => ({ reference, description, app_id }))
        .reverse();
    };
    expect(await listed('en')).toEqual([
      {
        reference: `install:${viaChannel}`,
        description: `Install of usagewords app via channel ${account.code}, Android`,
        app_id: account.appId,
      },
      { reference: `install:${direct}`, description: 'Install of usagewords other app, iOS', app_id: account.otherAppId },
      // Another account's install is none of this one's: like an install whose app was deleted since.
      { reference: `install:${othersInstall}`, description: 'Install of an app deleted since', app_id: null },
      { reference: 'install:999999999', description: 'Install of an app deleted since', app_id: null },
    ]);
    expect((await listed('zh-CN')).slice(0, 2).map((row) => row.description)).toEqual([
      `usagewords app 通过渠道 ${account.code} 的安装，Android`,
      'usagewords other app 的安装，iOS',
    ]);
  });
});
