import path from 'node:path';
import { schemasRoot } from './api/schema-loader';
import { PACKAGE_LIMITS, type PackageLimits } from './apps/package-archive';
import { DEFAULT_GUESS_BUDGET, type GuessBudgetConfig } from './auth/guess-budget';
import { DEFAULT_SEED_LOCALE, isSeedLocale, type SeedLocale } from './db/seed-texts';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (icons, screenshots, static packages): FILES_DIR, else `files/` in the data directory (ARCHITECTURE.md, "Uploaded files"). */
  filesDir: string;
  /** Size and file-count caps of an uploaded static package. */
  packageLimits: PackageLimits;
  databaseUrl?: string;
  /** The schemas folder (api, entities, meta, pages); the checker reads their texts from the `locales` folder beside it. */
  schemasDir: string;
  /** Built console served at `/`; absent in API-only tests. */
  consoleDir?: string;
  tokenTtlMs: number;
  /** How long a looked-up session is reused within this process (server/auth/session-cache.ts); 0 turns it off. */
  sessionCacheMs: number;
  bodyLimitBytes: number;
  rateLimits: { login: RateLimitRule; code: RateLimitRule };
  /** Wrong guesses of passwords and codes (server/auth/guess-budget.ts). */
  guessBudget: GuessBudgetConfig;
  emailCodeTtlMs: number;
  emailCodeResendMs: number;
  smsCodeTtlMs: number;
  smsCodeResendMs: number;
  appTitle: string;
  logLevel: string;
  /** Public address of this server (e.g. behind a proxy) for links it hands out; else taken from each request. */
  publicBaseUrl?: string;
  /** Language of the demo content seeded into an empty database (DEMO_LOCALE: zh_CN, the default, or en). */
  demoLocale: SeedLocale;
  /**
   * More schemas folders whose `resources/` the server serves beside the project's own
   * (EXTRA_SCHEMAS_DIRS, separated like PATH): resources added without touching the project's files.
   */
  extraSchemasDirs: string[];
}

const DAY = 24 * 60 * 60 * 1000;

function nonNegative(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A positive whole number from the environment, else the default. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
}

function guessBudgetOf(env: NodeJS.ProcessEnv): GuessBudgetConfig {
  const d = DEFAULT_GUESS_BUDGET;
  return {
    addressFailures: positive(env.GUESS_ADDRESS_MAX, d.addressFailures),
    windowMs: positive(env.GUESS_WINDOW_SECONDS, d.windowMs / 1000) * 1000,
    pairFreeFailures: positive(env.GUESS_ACCOUNT_ADDRESS_FREE, d.pairFreeFailures),
    accountFreeFailures: positive(env.GUESS_ACCOUNT_FREE, d.accountFreeFailures),
    firstLockMs: d.firstLockMs,
    maxLockMs: positive(env.GUESS_MAX_LOCK_SECONDS, d.maxLockMs / 1000) * 1000,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    packageLimits: PACKAGE_LIMITS,
    databaseUrl: env.DATABASE_URL || undefined,
    schemasDir: schemasRoot,
    consoleDir: path.resolve('dist/console'),
    tokenTtlMs: 7 * DAY,
    sessionCacheMs: nonNegative(env.SESSION_CACHE_MS, 2000),
    bodyLimitBytes: 1024 * 1024,
    rateLimits: {
      login: { max: Number(env.LOGIN_RATE_MAX ?? 10), timeWindowMs: 60_000 },
      code: { max: Number(env.CODE_RATE_MAX ?? 5), timeWindowMs: 60_000 },
    },
    guessBudget: guessBudgetOf(env),
    emailCodeTtlMs: 10 * 60_000,
    emailCodeResendMs: 60_000,
    smsCodeTtlMs: 10 * 60_000,
    smsCodeResendMs: 60_000,
    appTitle: 'PWA Console',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicBaseUrl: env.PUBLIC_BASE_URL?.trim().replace(/\/+$/, '') || undefined,
    demoLocale: isSeedLocale(env.DEMO_LOCALE) ? env.DEMO_LOCALE : DEFAULT_SEED_LOCALE,
    extraSchemasDirs: (env.EXTRA_SCHEMAS_DIRS ?? '')
      .split(path.delimiter)
      .filter((dir) => dir.trim())
      .map((dir) => path.resolve(dir)),
    ...overrides,
  };
}
