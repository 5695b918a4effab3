import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { HandlerMap } from '../../server/api/handler-types';
import { buildApp } from '../../server/app';
import { loadConfig, type RateLimitRule, type ServerConfig } from '../../server/config';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { seedDemoData } from '../../server/demo/seed';
import type { TxtResolver } from '../../server/domains/txt-resolver';
import type { FileStorage } from '../../server/files/file-storage';
import { createFileStorage } from '../../server/files/file-storage-of';

import { dropPostgresDatabase, postgresDatabaseUrl, withPostgresAdmin } from './postgres-template-db';
import { PGLITE_TEMPLATE_ENV, createPgliteTemplates, templatesIn, type PgliteTemplates } from './pglite-template-dir';

export interface TestDatabase extends Database {
  /** Where the data lives, in the shape `openDatabase` takes, so a test can reopen the same data. */
  location: { dataDir: string; databaseUrl?: string };
  /** Closes the connection but keeps the data (for reopen tests). `close()` afterwards still removes it. */
  disconnect(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** 'seeded' (default): migrated with the demo accounts. 'empty': a new cluster with no tables (not migrated). */
  state?: 'seeded' | 'empty';
}

/** Which database the test project runs on (vite.config.ts sets TEST_DB_KIND per project). */
export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');

/**
 * A fresh database of its own for one test file (or test): a copy of the seeded PGlite template, or,
 * under TEST_DB_KIND=postgres, a new database `pwa_test_<random>` on the server of TEST_DATABASE_URL
 * (or DATABASE_URL). `close()` closes the connection and removes the data.
 */
export function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return testDbKind() === 'postgres' ? openPostgresTestDatabase(options) : openPgliteTestDatabase(options);
}

function templatesFromRun(): PgliteTemplates | undefined {
  try {
    return { seeded: inject('pgliteTemplateDir'), blank: inject('pgliteBlankTemplateDir') };
  } catch {
    const root = process.env[PGLITE_TEMPLATE_ENV];
    return root ? templatesIn(root) : undefined;
  }
}

let ownTemplates: Promise<PgliteTemplates> | undefined;

/** The run's templates, or (outside the global setup) ones made once for this process. */
function pgliteTemplates(): Promise<PgliteTemplates> {
  const provided = templatesFromRun();
  if (provided && fs.existsSync(provided.seeded) && fs.existsSync(provided.blank)) return Promise.resolve(provided);
  ownTemplates ??= (async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-pglite-templates-'));
    process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }));
    return createPgliteTemplates(root);
  })();
  return ownTemplates;
}

/** A copy of the run's seeded (or blank) PGlite cluster in a new temporary folder, whatever the project's database. */
export async function copyPgliteTemplate(state: 'seeded' | 'empty' = 'seeded'): Promise<string> {
  const templates = await pgliteTemplates();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-pglite-test-'));
  fs.cpSync(state === 'seeded' ? templates.seeded : templates.blank, dataDir, { recursive: true });
  return dataDir;
}

async function openPgliteTestDatabase({ state = 'seeded' }: TestDatabaseOptions): Promise<TestDatabase> {
  const dataDir = await copyPgliteTemplate(state);
  const database = await openPglite(dataDir);
  let connected = true;
  const disconnect = async () => {
    if (!connected) return;
    connected = false;
    await database.close();
  };
  return {
    ...database,
    location: { dataDir },
    disconnect,
    async close() {
      await disconnect();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's seeded template database (tests/setup/postgres-template.ts); none outside the server-postgres project. */
function postgresTemplate(): string | undefined {
  try {
    return inject('postgresTemplateDatabase') || undefined;
  } catch {
    return undefined;
  }
}

async function openPostgresTestDatabase({ state = 'seeded' }: TestDatabaseOptions): Promise<TestDatabase> {
  const name = `pwa_test_${randomBytes(6).toString('hex')}`;
  // Seeded: a copy of the run's template when there is one (a file copy on the server), else seeded here.
  const template = state === 'seeded' ? postgresTemplate() : undefined;
  await withPostgresAdmin((client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  const databaseUrl = postgresDatabaseUrl(name);
  const drop = () => dropPostgresDatabase(name);

  let database: Database;
  try {
    database = await openPostgres(databaseUrl);
    if (state === 'seeded' && !template) {
      await database.migrate();
      // English demo content: the tests name seeded records by their English names.
      await seedDemoData(database.db, { locale: 'en' });
    }
  } catch (error) {
    await drop();
    throw error;
  }
  let connected = true;
  const disconnect = async () => {
    if (!connected) return;
    connected = false;
    await database.close();
  };
  return {
    ...database,
    location: { dataDir: os.tmpdir(), databaseUrl },
    disconnect,
    async close() {
      await disconnect();
      await drop();
    },
  };
}

export interface TestServerOptions {
  /** Serve this built console at `/` (browser tests: dist/console). API only when absent. */
  consoleDir?: string;
  /** Use this database (left open on close). Default: a fresh test database, removed on close. */
  database?: Database;
  /** Real limits for rate-limit tests; by default they are too high to be reached. */
  rateLimits?: Partial<ServerConfig['rateLimits']>;
  /** Any other setting. */
  config?: Partial<ServerConfig>;
  /** Fastify logger options; silent by default. */
  logger?: boolean | object;
  /** Every operation's handler, when the test's schemas folder (`config.schemasDir`) declares operations of its own. */
  handlers?: HandlerMap;
  /** DNS TXT lookups of custom domains; a test of verification passes a stub. */
  txtResolver?: TxtResolver;
}

export interface TestServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  database: Database;
  /** Where this server stores uploaded files (FILE_STORE=database: its cache of them). */
  filesDir: string;
  /** This server's file storage (config `fileStore`: the files folder, or the database with the folder as a cache). */
  files: FileStorage;
  close(): Promise<void>;
}

const UNREACHABLE: RateLimitRule = { max: 100_000, timeWindowMs: 60_000 };

/**
 * Starts the server the way `npm start` does (migrate, seed when empty, build, listen) on a free
 * port of 127.0.0.1. Always `close()` it: an open PGlite keeps the test process alive.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    // Uploaded files of this server only, removed with it.
    const filesDir = options.config?.filesDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-files-test-'));
    const config = loadConfig(process.env, {
      filesDir,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      consoleDir: options.consoleDir,
      rateLimits: { login: UNREACHABLE, code: UNREACHABLE, hosted: UNREACHABLE, ...options.rateLimits },
      // Installs still need the page's token and a visit; the plausibility limits are out of reach
      // (every test call comes from one address at once), except in tests of them.
      installChecks: {
        ...loadConfig(process.env).installChecks,
        minFunnelMs: 0,
        installsPerAddressPerDay: 1e9,
        devicesPerAddressPerDay: 1e9,
      },
      // Tests often change users and sessions in the database directly, as another process would, which
      // a server sees only after its session reuse time; tests of the reuse itself turn it on.
      sessionCacheMs: 0,
      // No push worker of its own: push tests run the jobs themselves (tests/server/push.test.ts).
      push: { ...loadConfig(process.env).push, tickMs: 0 },
      // No scheduled job changes data under a test (the month partitions moving the demo's events, say):
      // tests of the jobs run them themselves (tests/server/scheduled-jobs.test.ts and the jobs' own).
      jobs: { firstCheckMs: 0, look: false },
      ...options.config,
    });
    const files = createFileStorage(config, database.db);
    // English demo content: the tests name seeded records by their English names. The demo package
    // app's files are stored as `npm start` stores them, so it serves like the real one.
    await seedDemoData(database.db, { locale: 'en', files });
    app = await buildApp({
      files,
      config,
      database,
      logger: options.logger ?? false,
      handlers: options.handlers,
      txtResolver: options.txtResolver,
    });
    const address = await app.listen({ port: config.port, host: config.host });
    const baseUrl = address.replace(/\/$/, '');
    let closed = false;
    return {
      app,
      baseUrl,
      database,
      filesDir,
      files,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await app!.close();
        } finally {
          if (!options.config?.filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
          if (ownsDatabase) await database.close();
        }
      },
    };
  } catch (error) {
    await app?.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
}
