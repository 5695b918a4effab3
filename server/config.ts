import path from 'node:path';
import { DEFAULT_SEED_LOCALE, isSeedLocale, type SeedLocale } from './db/seed-texts';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Built console served at `/`; absent in API-only tests. */
  consoleDir?: string;
  tokenTtlMs: number;
  bodyLimitBytes: number;
  rateLimits: { login: RateLimitRule; code: RateLimitRule };
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
}

const DAY = 24 * 60 * 60 * 1000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    consoleDir: path.resolve('dist/console'),
    tokenTtlMs: 7 * DAY,
    bodyLimitBytes: 1024 * 1024,
    rateLimits: {
      login: { max: Number(env.LOGIN_RATE_MAX ?? 10), timeWindowMs: 60_000 },
      code: { max: Number(env.CODE_RATE_MAX ?? 5), timeWindowMs: 60_000 },
    },
    emailCodeTtlMs: 10 * 60_000,
    emailCodeResendMs: 60_000,
    smsCodeTtlMs: 10 * 60_000,
    smsCodeResendMs: 60_000,
    appTitle: 'PWA Console',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicBaseUrl: env.PUBLIC_BASE_URL?.trim().replace(/\/+$/, '') || undefined,
    demoLocale: isSeedLocale(env.DEMO_LOCALE) ? env.DEMO_LOCALE : DEFAULT_SEED_LOCALE,
    ...overrides,
  };
}
