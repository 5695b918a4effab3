import pg from 'pg';

/** What the database holds about installs, read after a load to check that none was lost or billed twice. */
export interface InstallTally {
  installEvents: number;
  billedBalance: number;
  billedQuota: number;
  unbilled: number;
  /** Sum of the install events' charged amounts (× 10000). */
  eventAmount: number;
  dailyInstalls: number;
  dailyAmount: number;
  totalInstallSum: number;
  channelInstalls: number;
  ledgerRows: number;
  /** Ledger rows whose reference another install row also names (double billing). */
  duplicateReferences: number;
  /** Sum of the install ledger rows' amounts (negative, × 10000). */
  ledgerAmount: number;
  balance: number;
  /** Installs judged verified (install_checks): every billed install is one. */
  verifiedChecks: number;
}

export const TALLY_SQL = `
select
  (select count(*) from install_events where step = 'installed')::int as "installEvents",
  (select count(*) from install_events where billing = 'balance')::int as "billedBalance",
  (select count(*) from install_events where billing = 'quota')::int as "billedQuota",
  (select count(*) from install_events where billing = 'unbilled')::int as "unbilled",
  (select coalesce(sum(amount), 0) from install_events)::bigint as "eventAmount",
  (select coalesce(sum(installs), 0) from install_daily)::int as "dailyInstalls",
  (select coalesce(sum(amount), 0) from install_daily)::bigint as "dailyAmount",
  (select coalesce(sum(total_install_sum), 0) from users)::int as "totalInstallSum",
  (select coalesce(sum(install_count), 0) from channels)::int as "channelInstalls",
  (select count(*) from ledger where kind = 'install')::int as "ledgerRows",
  (select count(*) - count(distinct reference) from ledger where kind = 'install')::int as "duplicateReferences",
  (select coalesce(sum(amount), 0) from ledger where kind = 'install')::bigint as "ledgerAmount",
  (select coalesce(sum(balance), 0) from users)::bigint as "balance",
  (select count(*) from install_checks where verdict = 'verified')::int as "verifiedChecks"`;

export const tallyOf = (row: Record<string, unknown>): InstallTally =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as InstallTally;

export async function tallyPostgres(url: string): Promise<InstallTally> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return tallyOf((await client.query(TALLY_SQL)).rows[0] as Record<string, unknown>);
  } finally {
    await client.end();
  }
}

/**
 * The problems between a tally before and after a load in which `recorded` installs were answered as
 * recorded: every recorded install is one event, one day count, one install on the account and (with a
 * channel) on the channel, and every balance-billed install exactly one ledger row that moved the balance.
 */
export function installProblems(before: InstallTally, after: InstallTally, recorded: number, withChannel: number): string[] {
  const d = (key: keyof InstallTally) => after[key] - before[key];
  const problems: string[] = [];
  const expect = (what: string, actual: number, wanted: number) => {
    if (actual !== wanted) problems.push(`${what}: ${actual}, expected ${wanted}`);
  };
  expect('install events', d('installEvents'), recorded);
  expect('installs judged verified', d('verifiedChecks'), recorded);
  expect('billed + unbilled', d('billedBalance') + d('billedQuota') + d('unbilled'), recorded);
  expect('install_daily installs', d('dailyInstalls'), recorded);
  expect('total_install_sum', d('totalInstallSum'), recorded);
  expect('channel install_count', d('channelInstalls'), withChannel);
  expect('ledger rows of balance-billed installs', d('ledgerRows'), d('billedBalance'));
  expect('duplicate ledger references', after.duplicateReferences, 0);
  expect('ledger sum vs charged events', -d('ledgerAmount'), d('eventAmount'));
  expect('install_daily amount', d('dailyAmount'), d('eventAmount'));
  expect('balance moved by the ledger', d('balance'), d('ledgerAmount'));
  return problems;
}
