import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountData } from '../../server/db/account-data';
import { recordOne } from '../../server/installs/hosted-event-sql';
import { sqlStateOf } from '../../server/shared/db-errors';
import { openTestDatabase, type TestDatabase } from '../support/test-db';
import { balanceOf, ledgerAfter } from './domain-money-helpers';
import { installAccount, newDeviceId, pwaUserOf } from './install-helpers';

const PRICE = 30_000;

// The database functions live in server/db/functions/ and every migrate applies them: the rule of a
// balance move is one function, reached both from the ledger service and from the install ingestion.
describe('database function files', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const installEvent = (appId: string, code: string) => ({
    app: appId,
    code,
    device: newDeviceId('sqlfn'),
    step: 'installed' as const,
    platform: 'android',
    browser: 'Chrome',
    os: 'Android',
    country: '',
    push: null,
  });

  it('refuses a move below zero through AccountData.moveBalance, writing no ledger row', async () => {
    const { master } = await installAccount(database, 'movebelow', { balance: PRICE - 1, unitPrice: PRICE });
    const account = AccountData.of(database.db, master.id);
    expect(await account.moveBalance({ amount: -PRICE, kind: 'adjust', reference: 'too much' })).toBeUndefined();
    expect(await balanceOf(database, master.id)).toBe(PRICE - 1);
    expect(await ledgerAfter(database, master.id, master.openingLedgerId)).toEqual([]);

    const moved = await account.moveBalance({ amount: -(PRICE - 1), kind: 'adjust', reference: 'all of it' });
    expect(moved).toEqual({ id: expect.any(Number), balanceAfter: 0 });
    const rows = await ledgerAfter(database, master.id, master.openingLedgerId);
    expect(rows.map((row) => [row.id, row.amount, row.balanceAfter, row.reference])).toEqual([[moved!.id, -(PRICE - 1), 0, 'all of it']]);
  });

  it('refuses an install the balance does not cover through record_hosted_event, writing nothing', async () => {
    const account = await installAccount(database, 'installbelow', { balance: PRICE - 1, unitPrice: PRICE });
    const event = installEvent(account.appId, account.code);
    const error = await recordOne(database.db, event, false).catch((caught: unknown) => caught);
    expect(sqlStateOf(error)).toBe('PWI01');
    expect(await balanceOf(database, account.master.id)).toBe(PRICE - 1);
    expect(await ledgerAfter(database, account.master.id, account.master.openingLedgerId)).toEqual([]);
    expect(await pwaUserOf(database, account.appId, event.device)).toBeUndefined();

    // Covered, the same function charges through the same rule: one ledger row with the balance after.
    await database.db.execute(sql`update users set balance = ${PRICE * 2} where id = ${account.master.id}`);
    expect((await recordOne(database.db, event, false)).result).toBe('recorded');
    const rows = await ledgerAfter(database, account.master.id, account.master.openingLedgerId);
    expect(rows.map((row) => [row.amount, row.balanceAfter, row.kind])).toEqual([[-PRICE, PRICE, 'install']]);
  });

  it('replaces whatever the database holds with the files at every migrate, and migrating again changes nothing else', async () => {
    const { master } = await installAccount(database, 'fnreplaced', { balance: PRICE, unitPrice: PRICE });
    const account = AccountData.of(database.db, master.id);
    // An older definition, as a database that ran a former version of the file would hold it.
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION move_balance(p_account integer, p_amount bigint, p_kind text, p_reference text,
        OUT ledger_id integer, OUT balance_after bigint) LANGUAGE plpgsql AS $$ BEGIN RETURN; END $$`),
    );
    expect(await account.moveBalance({ amount: -1, kind: 'adjust', reference: 'old rule' })).toBeUndefined();

    await database.migrate();
    await database.migrate();
    expect(await account.moveBalance({ amount: -1, kind: 'adjust', reference: 'file rule' })).toEqual({
      id: expect.any(Number),
      balanceAfter: PRICE - 1,
    });
    const functions = await database.db
      .select({ name: sql<string>`proname` })
      .from(sql`pg_proc`)
      .where(sql`pronamespace = 'public'::regnamespace`);
    expect(functions.map((row) => row.name)).toEqual(
      expect.arrayContaining(['consume_install_quota', 'move_balance', 'record_hosted_event', 'record_hosted_events', 'upsert_pwa_user']),
    );
  });
});
