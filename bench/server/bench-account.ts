import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { newBenchUser, newSessionToken } from './bench-sessions';

export const APPS = 5;
export const CHANNELS_PER_APP = 8;
export const PLATFORMS = ['android', 'ios', 'windows', 'macos', 'linux', 'other'];

/** A master account with its apps and channels, an operator of it, and a session of each. */
export interface BenchAccount {
  accountId: number;
  /** App `i` is `appIds[i]`; channel `c` (from 0) is `firstChannelId + c`, of app `c % APPS`. */
  appIds: string[];
  firstChannelId: number;
  channels: number;
  /** Bearer token of the master (operations of role `master`). */
  masterToken: string;
  /** Bearer token of an official of the master (operations of role `official`: it reads its master's account). */
  officialToken: string;
}

/**
 * A new master account with `APPS` apps and `APPS × CHANNELS_PER_APP` channels (consecutive ids), an
 * official under it, and a session of each.
 */
export async function newBenchAccount(client: pg.Client): Promise<BenchAccount> {
  const accountId = await newBenchUser(client, 'master');
  const officialId = await newBenchUser(client, 'official', { parentId: accountId });
  const prefix = `bl${randomBytes(4).toString('hex')}`;
  const appIds = Array.from({ length: APPS }, (_, i) => `${prefix}${i}`);
  await client.query(
    `insert into apps (app_id, account_id, app_name) select $1 || a, $2, 'Bench app ' || a from generate_series(0, $3::int - 1) a`,
    [prefix, accountId, APPS],
  );
  const channels = APPS * CHANNELS_PER_APP;
  const {
    rows: [first],
  } = await client.query<{ id: number; span: number }>(
    `with made as (
       insert into channels (account_id, app_id, name, code)
       select $1, $2 || (c % $3::int), 'Bench channel ' || c, $2 || '-' || c from generate_series(0, $4::int - 1) c order by c
       returning id)
     select min(id)::int as id, max(id)::int - min(id)::int + 1 as span from made`,
    [accountId, prefix, APPS, channels],
  );
  if (first!.span !== channels) throw new Error('the bench channels do not have consecutive ids');
  return {
    accountId,
    appIds,
    firstChannelId: first!.id,
    channels,
    masterToken: await newSessionToken(client, accountId),
    officialToken: await newSessionToken(client, officialId),
  };
}
