import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountData } from '../../server/db/account-data';
import { startTestServer, type TestServer } from '../support/test-db';
import { userByName } from './helpers';

let server: TestServer;

interface DaySum {
  account_id: number;
  day: string;
  kind: string;
  amount: string;
  count: number;
}

const rowsOf = (result: unknown) => (result as { rows: DaySum[] }).rows.map((row) => ({ ...row, amount: String(row.amount) }));

/** The ledger summed by UTC day and kind, straight from its rows. */
async function summedLedger(): Promise<DaySum[]> {
  return rowsOf(
    await server.database.db.execute(sql`
      select account_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, kind, sum(amount)::text as amount, count(*)::int as count
      from ledger group by 1, 2, 3 order by 1, 2, 3`),
  );
}

/** What the roll-up holds (days whose rows were all removed or moved keep a zero row, left out here). */
async function rolledUp(): Promise<DaySum[]> {
  return rowsOf(
    await server.database.db.execute(sql`
      select account_id, to_char(day, 'YYYY-MM-DD') as day, kind, amount::text as amount, count
      from ledger_daily where count <> 0 order by 1, 2, 3`),
  );
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the ledger by day (ledger_daily)', () => {
  it("equals the demo's ledger summed by day and kind, its rows dated after they were written included", async () => {
    const summed = await summedLedger();
    expect(new Set(summed.map((row) => row.day)).size, 'the demo ledger spans several days').toBeGreaterThan(3);
    expect(await rolledUp()).toEqual(summed);
  });

  it('follows concurrent balance moves, a re-dated row and a removed one', async () => {
    const demo = await userByName(server.database, 'demo');
    const account = AccountData.of(server.database.db, demo.id);
    const moves = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        account.moveBalance({ amount: i % 2 ? -100 : 250, kind: i % 3 ? 'adjust' : 'recharge', reference: `rollup ${i}` }),
      ),
    );
    expect(moves.every(Boolean)).toBe(true);
    const [first] = moves;
    await server.database.db.execute(sql`update ledger set created_at = created_at - interval '3 days' where id = ${first!.id}`);
    await server.database.db.execute(sql`delete from ledger where id = ${moves[1]!.id}`);
    expect(await rolledUp()).toEqual(await summedLedger());
  });
});
