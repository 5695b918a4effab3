import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { schemasRoot } from './api/schema-loader';
import { PACKAGE_LIMITS, type PackageLimits } from './apps/package-archive';
import { DEFAULT_GUESS_BUDGET, type GuessBudgetConfig } from './auth/guess-budget';
import { DEFAULT_INSTALL_CHECKS, type InstallCheckConfig } from './installs/install-verification';
import { DEFAULT_SEED_LOCALE, isSeedLocale, type SeedLocale } from './demo/seed-texts';
import { workersOf } from './cluster/workers-setting';
import { DAY_MS } from './shared/days';
import { parseTrustedProxies } from './front/trusted-proxies';

import { FILE_STORE_KINDS, type FileStoreKind } from './files/file-storage';

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
  /**
   * Where uploaded files are kept (FILE_STORE): `local`, the files folder alone (the default), or
   * `database`, PostgreSQL shared by every server process, with the files folder as this process's cache.
   */
  fileStore: FileStoreKind;
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
  /** Per address: `hosted` is the hosted pages' funnel call (HOSTED_EVENT_RATE_MAX per minute). */
  rateLimits: { login: RateLimitRule; code: RateLimitRule; hosted: RateLimitRule };
  /**
   * The request header that carries the visitor's country (ISO 3166 alpha-2) when a proxy in front adds
   * one (COUNTRY_HEADER, `cf-ipcountry` by default, as Cloudflare sends it); empty turns it off.
   */
  countryHeader: string;
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
  /** The console's host name behind the front server (CONSOLE_HOST); else the host of PUBLIC_BASE_URL (server/front/console-host.ts). */
  consoleHost?: string;
  /**
   * The front server's addresses and CIDR ranges (TRUST_PROXY, comma-separated; none by default): only
   * requests from them have their X-Forwarded-For, -Proto and -Host believed (server/front/trusted-proxies.ts).
   */
  trustProxy: string[];
  /** Language of the demo content seeded into an empty database (DEMO_LOCALE: zh_CN, the default, or en). */
  demoLocale: SeedLocale;
  /**
   * Whether an empty database gets the demo accounts and data (DEMO_DATA, default true; false in
   * production, where the first admin comes from ADMIN_USERNAME, default `admin`, and ADMIN_PASSWORD).
   */
  demoData: boolean;
  platformAdmin: { username: string; password: string };
  /**
   * More schemas folders whose `resources/` the server serves beside the project's own
   * (EXTRA_SCHEMAS_DIRS, separated like PATH): resources added without touching the project's files.
   */
  extraSchemasDirs: string[];
  /** Recharge orders and their payment (ARCHITECTURE.md, "Recharge and payment"). */
  recharge: RechargeConfig;
  /** The key sealing secrets at rest (SECRETS_KEY); without it, `secrets.key` of the data folder (server/shared/secret-keys.ts). */
  secretsKey?: string;
  /** Keys of before a rotation (SECRETS_KEY_PREVIOUS, comma-separated): rows they sealed are sealed anew at start. */
  previousSecretsKeys: string[];
  /** Which installs are billed: the hosted page's token and the plausibility rules (ARCHITECTURE.md, "Install verification"). */
  installChecks: InstallCheckConfig;
  /** Web push (ARCHITECTURE.md, "Web push"). */
  push: PushConfig;
  /** The operation log (ARCHITECTURE.md, "Operation log"): rows older than `keepDays` are removed daily (OPERATION_LOG_DAYS, default 90). */
  operationLog: { keepDays: number };
  /**
   * Install events (ARCHITECTURE.md, "Growth of install events"): the months kept before the current one
   * (INSTALL_EVENTS_KEEP_MONTHS, default 24; 0 keeps all); older months' partitions are dropped daily.
   */
  installEvents: { keepMonths: number };

  /** Server processes sharing the port (WORKERS: a number or `auto`; 1 by default; more need DATABASE_URL). */
  workers: number;
  /**
   * Scheduled jobs (server/jobs/): the first look a process takes after its start (JOBS_FIRST_CHECK_SECONDS,
   * default 60); `look: false` (tests' servers) looks at none, so no job changes data under a test.
   */
  jobs: { firstCheckMs: number; look: boolean };
}

export interface PushConfig {
  /** How often the push worker looks for due pushes and queued deliveries (PUSH_TICK_SECONDS, default 5; 0: never on its own). */
  tickMs: number;
  /**
   * The push services a subscription may name (PUSH_SERVICE_HOSTS, comma-separated): a host name, a
   * `*.`-prefixed suffix, or an exact origin (`http://127.0.0.1:4000`, for a local receiver in tests).
   * Any other endpoint is refused when stored and never contacted.
   */
  serviceHosts: string[];
  /** The VAPID subject: a mailto: or https: address the push services may contact (PUSH_CONTACT). */
  contact: string;
  /** Deliveries claimed and sent together by one worker (PUSH_BATCH, default 50). */
  batchSize: number;
}

/** The browsers' push services (Chrome/Edge, Firefox, Safari, Windows). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  '*.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export interface RechargeConfig {
  /** How long a pending order waits for its payment before it expires (RECHARGE_ORDER_TTL_MINUTES, default 30). */
  orderTtlMs: number;
  /** How often pending orders past their time are marked expired (RECHARGE_SWEEP_SECONDS, default 60; 0: only on read). */
  sweepMs: number;
  /**
   * The HMAC-SHA256 key of payment callbacks and of the sandbox payment page's links (PAYMENT_SECRET). Without
   * it a random key is made at start: callbacks still verify within this process, but pay links end with it.
   */
  paymentSecret: string;
  /** Custom amounts (no plan): the smallest and largest, stored × 10000. */
  minAmount: number;
  maxAmount: number;
}

function nonNegative(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A positive whole number from the environment, else the default. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** FILE_STORE; a misspelt value stops the start (falling back to the local folder would split the files between machines). */
function fileStoreOf(value: string | undefined): FileStoreKind {
  const kind = value?.trim() || 'local';
  if (!(FILE_STORE_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`FILE_STORE must be one of ${FILE_STORE_KINDS.join(', ')}, not ${JSON.stringify(value)}`);
  }
  return kind as FileStoreKind;
}

/** A whole number, 0 or more, from the environment, else the default. */
function wholeNonNegative(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function installChecksOf(env: NodeJS.ProcessEnv): InstallCheckConfig {
  const d = DEFAULT_INSTALL_CHECKS;
  return {
    tokenSecret: env.INSTALL_TOKEN_SECRET?.trim() ?? '',
    tokenTtlMs: positive(env.INSTALL_TOKEN_TTL_MINUTES, d.tokenTtlMs / 60_000) * 60_000,
    minFunnelMs: nonNegative(env.INSTALL_MIN_FUNNEL_SECONDS, d.minFunnelMs / 1000) * 1000,
    installsPerAddressPerDay: positive(env.INSTALLS_PER_ADDRESS_PER_DAY, d.installsPerAddressPerDay),
    devicesPerAddressPerDay: positive(env.INSTALL_DEVICES_PER_ADDRESS_PER_DAY, d.devicesPerAddressPerDay),
  };
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
    fileStore: fileStoreOf(env.FILE_STORE),
    packageLimits: PACKAGE_LIMITS,
    databaseUrl: env.DATABASE_URL || undefined,
    schemasDir: schemasRoot,
    consoleDir: path.resolve('dist/console'),
    tokenTtlMs: 7 * DAY_MS,
    sessionCacheMs: nonNegative(env.SESSION_CACHE_MS, 2000),
    bodyLimitBytes: 1024 * 1024,
    rateLimits: {
      login: { max: Number(env.LOGIN_RATE_MAX ?? 10), timeWindowMs: 60_000 },
      code: { max: Number(env.CODE_RATE_MAX ?? 5), timeWindowMs: 60_000 },
      // A visit reports a few funnel steps; many visitors may share one address (a carrier's NAT).
      hosted: { max: positive(env.HOSTED_EVENT_RATE_MAX, 600), timeWindowMs: 60_000 },
    },
    countryHeader: (env.COUNTRY_HEADER ?? 'cf-ipcountry').trim().toLowerCase(),
    guessBudget: guessBudgetOf(env),
    emailCodeTtlMs: 10 * 60_000,
    emailCodeResendMs: 60_000,
    smsCodeTtlMs: 10 * 60_000,
    smsCodeResendMs: 60_000,
    appTitle: 'PWA Console',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicBaseUrl: env.PUBLIC_BASE_URL?.trim().replace(/\/+$/, '') || undefined,
    consoleHost: env.CONSOLE_HOST?.trim().toLowerCase() || undefined,
    trustProxy: parseTrustedProxies(env.TRUST_PROXY),
    demoLocale: isSeedLocale(env.DEMO_LOCALE) ? env.DEMO_LOCALE : DEFAULT_SEED_LOCALE,
    demoData: !/^(false|0|no|off)$/i.test((env.DEMO_DATA ?? '').trim()),
    platformAdmin: { username: env.ADMIN_USERNAME?.trim() || 'admin', password: env.ADMIN_PASSWORD ?? '' },
    extraSchemasDirs: (env.EXTRA_SCHEMAS_DIRS ?? '')
      .split(path.delimiter)
      .filter((dir) => dir.trim())
      .map((dir) => path.resolve(dir)),
    secretsKey: env.SECRETS_KEY?.trim() || undefined,
    previousSecretsKeys: (env.SECRETS_KEY_PREVIOUS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    recharge: {
      orderTtlMs: positive(env.RECHARGE_ORDER_TTL_MINUTES, 30) * 60_000,
      sweepMs: nonNegative(env.RECHARGE_SWEEP_SECONDS, 60) * 1000,
      paymentSecret: env.PAYMENT_SECRET?.trim() || randomBytes(32).toString('base64url'),
      minAmount: 1_0000,
      maxAmount: 1_000_000_0000,
    },
    installChecks: installChecksOf(env),
    operationLog: { keepDays: positive(env.OPERATION_LOG_DAYS, 90) },
    installEvents: { keepMonths: wholeNonNegative(env.INSTALL_EVENTS_KEEP_MONTHS, 24) },

    workers: workersOf(env.WORKERS),
    jobs: { firstCheckMs: nonNegative(env.JOBS_FIRST_CHECK_SECONDS, 60) * 1000, look: true },
    push: {
      tickMs: nonNegative(env.PUSH_TICK_SECONDS, 5) * 1000,
      serviceHosts: env.PUSH_SERVICE_HOSTS?.trim()
        ? env.PUSH_SERVICE_HOSTS.split(',')
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean)
        : DEFAULT_PUSH_SERVICE_HOSTS,
      contact: env.PUSH_CONTACT?.trim() || 'mailto:push@example.com',
      batchSize: positive(env.PUSH_BATCH, 50),
    },
    ...overrides,
  };
}
