import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOneTripQueries } from '../../server/db/pglite-one-trip';
import { copyPgliteTemplate } from '../support/test-db';

// The embedded database's one-trip statements (server/db/pglite-one-trip.ts) answer what PGlite's own
// query answers, reuse one named statement per text, and keep out of other callers' open transactions
// (which rests on PGlite's two locks: this file fails should an upgrade change them).
describe('PGlite one-trip queries', () => {
  let dataDir: string;
  let client: PGlite;
  let oneTrip: PGlite;

  beforeAll(async () => {
    dataDir = await copyPgliteTemplate('empty');
    client = await PGlite.create(dataDir);
    oneTrip = withOneTripQueries(client);
    await client.exec(
      `create table trip (id serial primary key, name text not null, at timestamptz, doc jsonb, flag boolean, tags text[])`,
    );
  });
  afterAll(async () => {
    await client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers rows and fields as PGlite’s own query does, for every kind of value', async () => {
    const insert = 'insert into trip (name, at, doc, flag, tags) values ($1, $2, $3, $4, $5) returning *';
    const values = ['ä “quoted”', new Date('2026-01-31T23:59:59.123Z'), { deep: [1, 'two', null] }, true, ['a', 'b,c']];
    const own = await client.query(insert, values);
    const trip = await oneTrip.query(insert, values);
    expect(trip.rows).toEqual([{ ...(own.rows[0] as object), id: 2 }]);
    expect(trip.fields).toEqual(own.fields);

    const select = 'select name, at, doc, flag, tags from trip where id = $1 and flag = $2';
    for (const rowMode of ['object', 'array'] as const) {
      expect(await oneTrip.query(select, [2, true], { rowMode })).toEqual(await client.query(select, [2, true], { rowMode }));
    }
    expect((await oneTrip.query('select $1::int + 1 as n, $2::text as nothing', [41, null])).rows).toEqual([{ n: 42, nothing: null }]);
    expect((await oneTrip.query("update trip set name = 'x' where id > $1", [0])).affectedRows).toBe(2);
  });

  it('reads every answer PGlite’s own query reads: wide characters, byte arrays, repeated names, no rows, notices', async () => {
    const same = async (text: string, params: unknown[] = []) => {
      for (const rowMode of ['object', 'array'] as const) {
        expect(await oneTrip.query(text, params, { rowMode })).toEqual(await client.query(text, params, { rowMode }));
      }
    };
    await same('select $1::text as wide, $2::bytea as bytes, $3::int[] as list', [
      '漢字 😀 ä',
      new Uint8Array([0, 1, 254, 255]),
      [1, null, 3],
    ]);
    await same('select $1::text as a, $2::int as a', ['first', 2]);
    await same('select id, name from trip where id < $1', [0]);
    await same('update trip set name = name where name = $1', ['nobody has this name']);
    await same('select $1::numeric as exact, $2::bigint as big, $3::date as day', [
      '12345678901234567890.1234',
      '9007199254740993',
      '2026-02-28',
    ]);
    // A notice (the table is not there) comes before the answer and is skipped, as PGlite's own path skips it.
    await same('drop table if exists no_such_table');
  });

  it('answers a constraint’s error with the same fields as PGlite’s own query', async () => {
    await client.exec('create table if not exists trip_unique (code text unique)');
    await client.query("insert into trip_unique (code) values ('taken')");
    const errorOf = (run: Promise<unknown>) =>
      run.then(
        () => undefined,
        (error: unknown) => error as Record<string, unknown>,
      );
    const insert = 'insert into trip_unique (code) values ($1)';
    const own = await errorOf(client.query(insert, ['taken']));
    const trip = await errorOf(oneTrip.query(insert, ['taken']));
    expect(trip).toBeInstanceOf(Error);
    for (const field of ['code', 'message', 'detail', 'constraint', 'table', 'schema', 'severity'])
      expect(trip?.[field]).toEqual(own?.[field]);
    expect(trip?.constraint).toBe('trip_unique_code_key');
  });

  it('parses a text once and runs it as a named statement after that', async () => {
    const text = 'select count(*)::int as n from trip where name <> $1';
    for (const name of ['a', 'b', 'c']) await oneTrip.query(text, [name]);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [
      text,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('answers a database error with its code and goes on working', async () => {
    await expect(oneTrip.query('insert into trip (name) values ($1)', [null])).rejects.toMatchObject({ code: '23502' });
    await expect(oneTrip.query('select nope from trip', [])).rejects.toMatchObject({ code: '42703' });
    expect((await oneTrip.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs a transaction’s statements as named statements too; a failing one rolls the whole transaction back', async () => {
    const text = 'insert into trip (name) values ($1) returning name';
    const names = await oneTrip.transaction(async (tx) => [
      (await tx.query<{ name: string }>(text, ['in-tx-1'])).rows[0]!.name,
      (await tx.query<{ name: string }>(text, ['in-tx-2'])).rows[0]!.name,
    ]);
    expect(names).toEqual(['in-tx-1', 'in-tx-2']);
    const prepared = await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [
      text,
    ]);
    expect(prepared.rows[0]!.n).toBe(1);
    await expect(
      oneTrip.transaction(async (tx) => {
        await tx.query(text, ['rolled-back']);
        await tx.query(text, [null]);
      }),
    ).rejects.toMatchObject({ code: '23502' });
    const count = "select count(*)::int as n from trip where name in ('in-tx-1', 'in-tx-2', 'rolled-back')";
    expect((await oneTrip.query(count)).rows).toEqual([{ n: 2 }]);
  });

  it('waits for another caller’s open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = oneTrip.transaction(async (tx) => {
      await tx.query("insert into trip (name) values ('uncommitted')");
      inserted();
      await held;
    });
    await insertedRow;
    let answered = false;
    const counting = oneTrip.query<{ n: number }>("select count(*)::int as n from trip where name = 'uncommitted'").then((result) => {
      answered = true;
      return result;
    });
    // Give the count every chance to run: inside the open transaction it would answer now, and see the row.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect((await counting).rows).toEqual([{ n: 1 }]);
  });
});
