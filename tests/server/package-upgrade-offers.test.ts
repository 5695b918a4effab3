import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { masterWithBalance } from './domain-money-helpers';
import { inject, signIn } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const planCodes = async (token: string, query: string) => {
  const answer = await inject(server, 'GET', `/api/v1/packages/package_list?${query}`, { token, lang: 'en' });
  expect(answer.code, answer.msg).toBe(0);
  return { codes: (answer.data.items as { code: string }[]).map((plan) => plan.code), total: answer.data.total as number };
};

async function masterWith(username: string, plan?: string) {
  await masterWithBalance(server.database, username, 5000_0000);
  const token = await signIn(server, username, 'master-pass-1');
  if (plan) {
    const bought = await inject(server, 'POST', '/api/v1/packages/buy_package', { token, body: { plan } });
    expect(bought.code, bought.msg).toBe(0);
  }
  return token;
}

describe('the plans offered for an upgrade (package_list for=upgrade)', () => {
  it('are only the base plans dearer than the current one, which the upgrade then accepts', async () => {
    const onStarter = await masterWith('upstarter', 'starter');
    expect(await planCodes(onStarter, 'kind=base&for=upgrade')).toEqual({ codes: ['standard', 'pro'], total: 2 });
    const onStandard = await masterWith('upstandard', 'standard');
    expect(await planCodes(onStandard, 'kind=base&for=upgrade')).toEqual({ codes: ['pro'], total: 1 });
    const upgraded = await inject(server, 'POST', '/api/v1/packages/update_package', { token: onStandard, body: { plan: 'pro' } });
    expect(upgraded.code, upgraded.msg).toBe(0);
    // On the dearest plan nothing is offered; the whole catalogue is still listed without the filter.
    expect(await planCodes(onStandard, 'kind=base&for=upgrade')).toEqual({ codes: [], total: 0 });
    expect((await planCodes(onStandard, 'kind=base')).codes).toEqual(['starter', 'standard', 'pro']);
  });

  it('are none without an active package (buying comes first), and never overlay packages', async () => {
    const without = await masterWith('upnone');
    expect(await planCodes(without, 'for=upgrade')).toEqual({ codes: [], total: 0 });
    const onStarter = await masterWith('upoverlay', 'starter');
    expect((await planCodes(onStarter, 'kind=overlay&for=upgrade')).codes).toEqual(['standard', 'pro']);
  });
});
