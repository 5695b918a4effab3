import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountData } from '../../server/db/account-data';
import { consumeInstallQuota } from '../../server/packages/install-quota';
import { openTestDatabase, type TestDatabase } from '../support/test-db';
import { insertUser } from './helpers';
import { subscribe, subscriptionById, usageCount, usageRecords } from './package-helpers';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const accountOf = async (username: string) => {
  const user = await insertUser(database, { username, password: 'quota-pass-1', role: 'master' });
  return AccountData.of(database.db, user.id);
};

/** One consumer in a transaction of its own, as the hosting's billing calls it. */
const consume = (account: AccountData, reference: string) => account.transaction((tx) => consumeInstallQuota(tx, reference));

describe('consumeInstallQuota', () => {
  it('takes from the subscription ending first, writes a usage record per install, and answers false once none is left', async () => {
    const account = await accountOf('quotataker');
    const base = await subscribe(database, account.accountId, { kind: 'base', installQuota: 2, daysLeft: 30 });
    const overlay = await subscribe(database, account.accountId, { kind: 'overlay', baseId: base.id, installQuota: 1, daysLeft: 10 });
    // Ended and not yet started subscriptions are not the account's quota.
    await subscribe(database, account.accountId, { installQuota: 50, daysLeft: -1 });
    await subscribe(database, account.accountId, { installQuota: 50, startsAt: new Date(Date.now() + 86_400_000) });
    await subscribe(database, account.accountId, { installQuota: 50, state: 'replaced' });

    const taken = [];
    for (const ref of ['i-1', 'i-2', 'i-3', 'i-4']) taken.push(await consume(account, ref));

    expect(taken).toEqual([true, true, true, false]);
    expect((await subscriptionById(database, overlay.id)).installsUsed).toBe(1);
    expect((await subscriptionById(database, base.id)).installsUsed).toBe(2);
    const records = await usageRecords(database, account.accountId);
    expect(records.map((r) => [r.subscriptionId, r.reference, r.kind, r.quantity])).toEqual([
      [overlay.id, 'i-1', 'install', 1],
      [base.id, 'i-2', 'install', 1],
      [base.id, 'i-3', 'install', 1],
    ]);
  });

  it('answers false for an account without any package', async () => {
    const account = await accountOf('noquota');
    expect(await consume(account, 'i-1')).toBe(false);
    expect(await usageCount(database, account.accountId)).toBe(0);
  });

  it('never takes another account’s quota', async () => {
    const owner = await accountOf('quotaowner');
    const stranger = await accountOf('quotastranger');
    const mine = await subscribe(database, owner.accountId, { installQuota: 5 });
    expect(await consume(stranger, 'x')).toBe(false);
    expect((await subscriptionById(database, mine.id)).installsUsed).toBe(0);
  });

  it('of 100 parallel consumers against a quota of 30 (base 20, overlay 10), exactly 30 succeed', async () => {
    const account = await accountOf('quotarush');
    const base = await subscribe(database, account.accountId, { kind: 'base', installQuota: 20, daysLeft: 30 });
    const overlay = await subscribe(database, account.accountId, { kind: 'overlay', baseId: base.id, installQuota: 10, daysLeft: 20 });

    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => consume(account, `rush-${i}`)));

    expect(answers.filter(Boolean)).toHaveLength(30);
    expect((await subscriptionById(database, base.id)).installsUsed).toBe(20);
    expect((await subscriptionById(database, overlay.id)).installsUsed).toBe(10);
    const records = await usageRecords(database, account.accountId);
    expect(records).toHaveLength(30);
    expect(new Set(records.map((r) => r.reference)).size).toBe(30);
  });
});
