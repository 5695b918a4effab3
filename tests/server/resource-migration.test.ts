/**
 * The resource migration on its own: what it adds to a table, and each change it refuses (naming the
 * file and the column) without touching the table.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateResources } from '../../server/resources/resource-migration';
import type { ResourceField, ResourceSpec } from '../../server/resources/resource-spec';
import { openTestDatabase, type TestDatabase } from '../support/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ state: 'empty' });
});
afterAll(() => database?.close());

let tables = 0;
/** A platform resource of its own table, with these fields. */
const resourceWith = (table: string, fields: Record<string, ResourceField>): ResourceSpec => ({
  name: 'sample',
  title: 'Sample',
  table,
  path: '/api/v1/sample',
  scope: 'platform',
  roles: { read: ['admin'], write: ['admin'] },
  fields,
  source: 'schemas/resources/sample.json',
});
const newTable = () => `samples_${++tables}`;

async function columnsOf(table: string) {
  const result = (await database.db.execute(
    sql`select column_name, data_type, is_nullable from information_schema.columns where table_name = ${table} order by ordinal_position`,
  )) as unknown as { rows: { column_name: string; data_type: string; is_nullable: string }[] };
  return result.rows.map((r) => `${r.column_name} ${r.data_type}${r.is_nullable === 'NO' ? ' not null' : ''}`);
}

const NAME: ResourceField = { type: 'string', maxLength: 20, required: true };

describe('resource migration', () => {
  it('creates the table with its columns, then adds the columns of new fields and keeps the rows', async () => {
    const table = newTable();
    await migrateResources(database.db, [resourceWith(table, { name: NAME })]);
    expect(await columnsOf(table)).toEqual([
      'id integer not null',
      'name text not null',
      'created_at timestamp with time zone not null',
      'updated_at timestamp with time zone not null',
    ]);
    await database.db.execute(sql.raw(`insert into ${table} (name) values ('kept')`));
    await migrateResources(database.db, [
      resourceWith(table, {
        name: NAME,
        note: { type: 'string', maxLength: 10 },
        rank: { type: 'integer', minimum: 0, maximum: 9, default: 3 },
      }),
    ]);
    expect(await columnsOf(table)).toEqual([
      'id integer not null',
      'name text not null',
      'created_at timestamp with time zone not null',
      'updated_at timestamp with time zone not null',
      'note text',
      'rank integer not null',
    ]);
    const rows = (await database.db.execute(sql.raw(`select name, note, rank from ${table}`))) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ name: 'kept', note: null, rank: 3 }]);
  });

  it.each([
    [
      'a field removed while its column remains',
      { name: NAME, note: { type: 'string', maxLength: 10 } as ResourceField },
      { name: NAME },
      'column TABLE.note exists but no field declares it',
    ],
    [
      'a nullable column made required',
      { name: NAME, note: { type: 'string', maxLength: 10 } as ResourceField },
      { name: NAME, note: { type: 'string', maxLength: 10, required: true } as ResourceField },
      'column TABLE.note is nullable but the field now makes it not null',
    ],
    [
      'a required field without a default added to a table with rows',
      { name: NAME },
      { name: NAME, code: { type: 'string', maxLength: 10, required: true } as ResourceField },
      'field code is required without a default, and TABLE already has 1 rows',
    ],
  ])('refuses %s, naming the file and column, and leaves the table as it was', async (_case, before, after, message) => {
    const table = newTable();
    await migrateResources(database.db, [resourceWith(table, before)]);
    await database.db.execute(sql.raw(`insert into ${table} (name) values ('kept')`));
    const columns = await columnsOf(table);
    const refused = migrateResources(database.db, [resourceWith(newTable(), { name: NAME }), resourceWith(table, after)]);
    await expect(refused).rejects.toThrow(`schemas/resources/sample.json: ${message.replace('TABLE', table)}`);
    expect(await columnsOf(table)).toEqual(columns);
    // The other resource of the same start was not created either: one transaction.
    expect(await columnsOf(`samples_${tables}`)).toEqual([]);
  });
});
