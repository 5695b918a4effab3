import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { createPgliteClusterApart } from './pglite-init';
import { withOneTripQueries } from './pglite-one-trip';
import { copyPgliteCluster } from './pglite-snapshot';
import { projectPath } from '../shared/project-root';
import { applySqlFunctions } from './sql-functions';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The migrations not run yet, then every database function file (`./sql-functions.ts`). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a consistent copy of the cluster's files into the new folder `into`, made while it serves (./pglite-snapshot.ts). */
  copyCluster?(into: string): Promise<void>;

  /**
   * PostgreSQL only: a new connection of its own, outside the pool and not yet connected, named
   * `applicationName` in `pg_stat_activity` (the change notices' listening connection, ./change-notices.ts).
   */
  dedicatedClient?(applicationName: string): pg.Client;
}

const migrationsFolder = projectPath('server', 'db', 'migrations');

/**
 * PGlite's own start parameters plus a smaller buffer pool: 128 MB (PostgreSQL's default) is zeroed at
 * start, so it is resident memory from the first second; one embedded process reading through the
 * operating system's file cache does well with 16 MB.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Embedded PostgreSQL (PGlite) stored in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Database> {
  await createPgliteClusterApart(dataDir);
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(withOneTripQueries(client), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await applySqlFunctions((work) => client.transaction((tx) => work((text) => tx.exec(text))));
    },
    close: () => client.close(),
    copyCluster: (into) => copyPgliteCluster(client, dataDir, into),
  };
}

/** A PostgreSQL server reached by connection URL. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection ended by the server (restart, failover, a dropped test database) is reported
  // here after the pool has discarded it; the next query opens a new one. Without a listener the
  // event would be an uncaught error that ends the process. Errors of running queries reach their callers.
  pool.on('error', () => undefined);
  // Fail fast with a readable error when the server is unreachable.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      await applySqlFunctions(async (work) => {
        const connection = await pool.connect();
        try {
          await connection.query('begin');
          await work((text) => connection.query(text));
          await connection.query('commit');
        } catch (error) {
          await connection.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      });
    },
    close: () => pool.end(),
    dedicatedClient: (applicationName) => new pg.Client({ connectionString: url, keepAlive: true, application_name: applicationName }),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/**
 * The whole database, every account's rows: for sign-in, sessions, admin work and lookups by a public
 * code or domain. Services of an account's business data receive `AccountData` (./account-data.ts) instead.
 */
export type PlatformDb = Db;
