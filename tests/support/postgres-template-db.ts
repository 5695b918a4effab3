import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../../server/db/client';
import { seedDemoData } from '../../server/demo/seed';
import { installSecretKeys } from '../../server/shared/secret-box';
import { TEST_SECRETS_KEY } from './test-secrets-key';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database migrated and seeded with the demo data, which test databases are created from. */
    postgresTemplateDatabase: string;
  }
}

/** The PostgreSQL server the tests run on (TEST_DATABASE_URL, else DATABASE_URL). */
export function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL or DATABASE_URL');
  return url;
}

/** The URL of database `name` on the tests' server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withPostgresAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const dropPostgresDatabase = (name: string) =>
  withPostgresAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

/**
 * Creates a database migrated and seeded as every seeded test database starts (the demo data in English,
 * secrets sealed with the tests' key), then closes it to connections: PostgreSQL copies a template only
 * while nobody is connected to it. A test database made from it (`CREATE DATABASE … TEMPLATE`) is a file
 * copy, far cheaper than migrating and seeding (hashing the demo passwords) once per test file.
 */
export async function createPostgresTemplate(): Promise<string> {
  const name = `pwa_template_${randomBytes(6).toString('hex')}`;
  await withPostgresAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  try {
    const database = await openPostgres(postgresDatabaseUrl(name));
    try {
      await database.migrate();
      installSecretKeys(TEST_SECRETS_KEY);
      await seedDemoData(database.db, { locale: 'en' });
    } finally {
      await database.close();
    }
    await withPostgresAdmin((client) => client.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`));
  } catch (error) {
    await dropPostgresDatabase(name);
    throw error;
  }
  return name;
}
