import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { masterWithBalance } from './domain-money-helpers';
import { codeAt, freshTotpStep, inject, signIn } from './helpers';

// Signed-in calls reuse a looked-up session for a short while (server/auth/session-cache.ts); these
// make sure a change is still seen by the very next call, not after the reuse time.
describe('a reused session never hides a change', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A long reuse time, so a change seen by the next call can only come from the cache being emptied.
    server = await startTestServer({ config: { sessionCacheMs: 60_000 } });
  });
  afterAll(() => server.close());

  const details = (token: string) => inject(server, 'GET', '/api/v1/user/get_user_details', { token, lang: 'en' });

  it('reuses a looked-up session until a change, which the next call sees', async () => {
    const token = await signIn(server, 'admin', 'admin123');
    expect((await details(token)).code).toBe(0);
    // Changed behind the server's back (as another process would): the reused session still answers.
    await server.database.db.update(users).set({ truename: 'Changed elsewhere' }).where(eq(users.username, 'admin'));
    expect((await details(token)).data.truename).not.toBe('Changed elsewhere');
    // Any writing call through the server empties the cache.
    await inject(server, 'GET', '/api/v1/user/logout', { token: await signIn(server, 'admin', 'admin123') });
    expect((await details(token)).data.truename).toBe('Changed elsewhere');
  });

  it('a signed-out token is refused on its next call', async () => {
    const token = await signIn(server, 'demo', 'demo123');
    expect((await details(token)).code).toBe(0);
    expect((await details(token)).code).toBe(0);
    expect((await inject(server, 'GET', '/api/v1/user/logout', { token })).code).toBe(0);
    const after = await details(token);
    expect(after.status).toBe(401);
  });

  it("a password change signs the user's other sessions out at once", async () => {
    const other = await signIn(server, 'operator', 'operator123');
    const current = await signIn(server, 'operator', 'operator123');
    expect((await details(other)).code).toBe(0);
    const changed = await inject(server, 'PUT', '/api/v1/user/password_edit', {
      token: current,
      body: { old_password: 'operator123', new_password: 'operator456', password_confirmation: 'operator456' },
    });
    expect(changed.code).toBe(0);
    expect((await details(other)).status).toBe(401);
    expect((await details(current)).code).toBe(0);
  });

  it("a balance moved by the database's own function (an admin's adjustment) is seen by the master's next call", async () => {
    const master = await masterWithBalance(server.database, 'reusedbalance', 100_0000);
    const token = await signIn(server, 'reusedbalance', 'master-pass-1');
    const admin = await signIn(server, 'admin', 'admin123');
    const balance = async () => (await inject(server, 'GET', '/api/v1/user/get_balance', { token })).data.balance;
    expect(await balance()).toBe(100_0000);
    const adjusted = await inject(server, 'POST', '/admin/v1/account/adjust', {
      token: admin,
      body: { id: master.id, amount: -25_0000, reason: 'Correction' },
    });
    expect(adjusted.code).toBe(0);
    expect(await balance()).toBe(75_0000);
  });

  it('a change a GET call makes to the user is seen by the next call', async () => {
    const token = await signIn(server, 'demo', 'demo123');
    const before = await details(token);
    expect(before.code).toBe(0);
    const bind = await inject(server, 'GET', '/api/v1/user/get_google_bind_url', { token });
    expect(bind.code).toBe(0);
    const [demo] = await server.database.db.select().from(users).where(eq(users.username, 'demo'));
    expect(demo!.totpPendingSecret).toBeTruthy();
    // Binding reads the pending secret from the caller's user as the session lookup found it: a
    // session reused from before the GET would have none and refuse the code.
    const code = await codeAt(demo!.totpPendingSecret!, await freshTotpStep());
    const bound = await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token, body: { google_captcha: code } });
    expect(bound.code).toBe(0);
    expect((await details(token)).data.google_open).toBe(true);
  });
});
