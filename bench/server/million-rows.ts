import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { channels } from '../../server/channels/tables';
import { keysetOrderOf } from '../../server/shared/list-query';
import { newSessionToken } from './bench-sessions';

export const MILLION = 1_000_000;

/**
 * Gives a new master account one million channels (SQL `generate_series`, one statement) in a migrated
 * database, and a session for it; answers the session's bearer token. Creation times are spread over
 * about a year so sorting by them means something. Also answers the keyset cursor (the list's default
 * order, made by the server's own encoder) that starts the page after the 500,000th row.
 */
export async function seedMillionChannels(databaseUrl: string): Promise<{ token: string; middleCursor: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const suffix = randomBytes(4).toString('hex');
    const {
      rows: [user],
    } = await client.query<{ id: number }>(
      `insert into users (username, password_hash, role, app_key, app_secret, invite_code)
       values ($1, 'no-password', 'master', $2, $3, $4) returning id`,
      [`bench_${suffix}`, `bench-key-${suffix}`, `bench-secret-${suffix}`, `bench-${suffix}`],
    );
    const appId = `bench${suffix}`;
    await client.query(`insert into apps (app_id, account_id, app_name) values ($1, $2, 'Bench app')`, [appId, user!.id]);
    await client.query(
      `insert into channels (account_id, app_id, name, code, state, install_count, created_at)
       select $1, $2, 'channel ' || n, 'b' || $3 || '-' || n,
              case when n % 10 = 0 then 'disabled' else 'enabled' end, n % 1000,
              now() - (n * interval '30 seconds')
       from generate_series(1, $4::int) as n`,
      [user!.id, appId, suffix, MILLION],
    );
    await client.query('analyze channels');
    const token = await newSessionToken(client, user!.id);
    const {
      rows: [middle],
    } = await client.query<{ sort_key: string; id: number }>(
      `select created_at::text as sort_key, id from channels where account_id = $1
       order by created_at desc, id desc offset $2 limit 1`,
      [user!.id, MILLION / 2 - 1],
    );
    const order = keysetOrderOf({}, {}, { column: channels.createdAt, direction: 'descend' }, channels.id);
    return { token, middleCursor: order.cursorOf({ sortKey: middle!.sort_key, id: middle!.id }) };
  } finally {
    await client.end();
  }
}
