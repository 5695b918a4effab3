import type pg from 'pg';
import { ledger } from '../../server/money/tables';
import { keysetOrderOf } from '../../server/shared/list-query';
import type { BenchAccount } from './bench-account';
import { cursorAfterDeepRow, MILLION, secondsSince, type DeepList } from './deep-list';
import { EVENT_DAYS, timeOfRow } from './million-install-events';

/** An install billed from the balance: 1.20 (stored × 10000); one row in a hundred is a recharge of 500.00. */
const INSTALL_PRICE = 12_000;
const RECHARGE = 5_000_000;

/**
 * A million ledger rows of the bench account in one statement, over the last `EVENT_DAYS` days (inside
 * the deduction statistics' default range, the last 30 days): installs billed from the balance, each
 * naming install event `firstEventId + n`, and a recharge one row in a hundred.
 */
export async function seedMillionLedgerRows(client: pg.Client, account: BenchAccount, firstEventId: number, now: Date): Promise<DeepList> {
  const started = performance.now();
  await client.query(
    `insert into ledger (account_id, amount, balance_after, kind, reference, created_at)
     select $1, case when recharge then ${RECHARGE} else -${INSTALL_PRICE} end, 100000000 + (n % 1000) * ${INSTALL_PRICE},
            case when recharge then 'recharge' else 'install' end,
            case when recharge then 'RO' || lpad(n::text, 12, '0') else 'install:' || ($2::bigint + n) end, ${timeOfRow('n', '$3')}
     from generate_series(0, ${MILLION - 1}) n, lateral (select n % 100 = 0 as recharge) r order by n`,
    [account.accountId, firstEventId, now.toISOString()],
  );
  await client.query('analyze ledger');
  const seconds = secondsSince(started);
  const order = keysetOrderOf({}, {}, { column: ledger.createdAt, direction: 'descend' }, ledger.id);
  return {
    label: 'ledger rows',
    path: '/api/v1/order/get_deduction_statis_list',
    token: account.masterToken,
    ...(await cursorAfterDeepRow(client, order, {
      from: 'ledger',
      where: 'account_id = $1',
      params: [account.accountId],
      sortColumn: 'created_at',
      idColumn: 'id',
    })),
    description: `ledger: ${MILLION} rows over ${EVENT_DAYS} days (the default range of 30 days holds them all; its day sums and totals are over every row), 99% installs and 1% recharges (${seconds} s)`,
  };
}
