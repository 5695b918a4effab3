import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/demo/seed';
import { partitionNameOf } from '../../server/installs/install-event-months';
import { MONTHS_AHEAD } from '../../server/installs/install-event-partitions';
import { applySqlFunctions } from '../../server/db/sql-functions';
import { projectPath } from '../../server/shared/project-root';
import { openTestDatabase, type TestDatabase } from '../support/test-db';

/** The migration under test, by the name it keeps whatever its number. */
const MIGRATION = 'install_events_by_month';

/** A copy of the migrations folder whose journal ends before the migration under test. */
function migrationsBefore(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-migrations-before-'));
  fs.cpSync(projectPath('server', 'db', 'migrations'), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${MIGRATION}`));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const opened: TestDatabase[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The install events as text, each row whole, in id order: equal texts are equal rows. */
const EVENTS_TEXT = sql.raw(`select count(*)::int as n, coalesce(max(id), 0)::bigint::text as max_id,
  md5(coalesce(string_agg(concat_ws('|', id, account_id, app_id, pwa_user_id, channel_id, step, platform, billing, amount,
    extract(epoch from created_at)), ',' order by id), '')) as digest
  from install_events`);

describe('the migration that partitions install events by month', () => {
  it('converts a database with the demo events: every row kept, each in its month, ids continue', async () => {
    const database = await openTestDatabase({ state: 'empty' });
    opened.push(database);
    const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const before = migrationsBefore();
    folders.push(before);
    await migrate(database.db as never, { migrationsFolder: before });
    // The seed calls database functions (the ledger's move_balance); they read tables only when called.
    await applySqlFunctions((work) => database.db.transaction((tx) => work((text) => tx.execute(sql.raw(text)))));
    expect(await seedDemoData(database.db, { locale: 'en' })).toBe(true);
    const [was] = await rows<{ n: number; max_id: string; digest: string }>(EVENTS_TEXT);
    expect(was!.n).toBeGreaterThan(100);
    const [plain] = await rows<{ kind: string }>(sql`select relkind::text as kind from pg_class where relname = 'install_events'`);
    expect(plain!.kind).toBe('r');

    await database.migrate();

    const [now] = await rows<{ n: number; max_id: string; digest: string }>(EVENTS_TEXT);
    expect(now).toEqual(was);
    const [partitioned] = await rows<{ kind: string }>(sql`select relkind::text as kind from pg_class where relname = 'install_events'`);
    expect(partitioned!.kind).toBe('p');
    // Each row sits in the partition of its UTC month; none in the default partition.
    const placed = await rows<{ partition: string; month: string; n: number }>(
      sql`select tableoid::regclass::text as partition, to_char(created_at at time zone 'UTC', 'YYYY_MM') as month, count(*)::int as n
          from install_events group by 1, 2`,
    );
    expect(placed.length).toBeGreaterThan(0);
    for (const group of placed) expect(group.partition).toBe(`install_events_${group.month}`);
    // The current month and the ones ahead are ready, and the default partition is there as a safety net.
    const partitions = (
      await rows<{ name: string }>(
        sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'install_events'::regclass`,
      )
    ).map((row) => row.name);
    const today = new Date();
    for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead++) {
      expect(partitions).toContain(partitionNameOf(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + ahead, 1))));
    }
    expect(partitions).toContain('install_events_default');

    // A new event's id comes after the kept ones: the sequence continued.
    const [user] = await rows<{ id: number; account_id: number; app_id: string }>(
      sql`select id, account_id, app_id from pwa_users limit 1`,
    );
    const [added] = await rows<{ id: string }>(
      sql`insert into install_events (account_id, app_id, pwa_user_id, step) values (${user!.account_id}, ${user!.app_id}, ${user!.id}, 'visit')
          returning id::text as id`,
    );
    expect(BigInt(added!.id)).toBeGreaterThan(BigInt(was!.max_id));
  });
});
