import { sql } from 'drizzle-orm';
import type { PwaUserEvent } from '../api/generated/operation-types';
import type { PlatformDb } from '../db/client';
import { cachedSql } from '../db/statement-cache';
import type { InstallTokens } from './install-token';
import type { InstallVerdict } from './tables';
import type { Platform } from './user-agent';

/** The install checks' thresholds (README "Configuration"; ARCHITECTURE.md "Install verification"). */
export interface InstallCheckConfig {
  /** INSTALL_TOKEN_SECRET; empty: a key made once and kept in the database. */
  tokenSecret: string;
  /** INSTALL_TOKEN_TTL_MINUTES: how long after the page was served its token still bills an install. */
  tokenTtlMs: number;
  /** INSTALL_MIN_FUNNEL_SECONDS: an install sooner than this after the device's first visit is suspicious. */
  minFunnelMs: number;
  /** INSTALLS_PER_ADDRESS_PER_DAY: installs of one app from one address per UTC day before the next is suspicious. */
  installsPerAddressPerDay: number;
  /** INSTALL_DEVICES_PER_ADDRESS_PER_DAY: installs of any app from one address per UTC day before the next is suspicious. */
  devicesPerAddressPerDay: number;
}

export const DEFAULT_INSTALL_CHECKS: InstallCheckConfig = {
  tokenSecret: '',
  tokenTtlMs: 120 * 60_000,
  minFunnelMs: 2000,
  installsPerAddressPerDay: 20,
  devicesPerAddressPerDay: 50,
};

/**
 * Why an install is not billed: the first four of the event schema's reasons make it unverified, the
 * others suspicious (schemas/entities: a PWA user's event names them, so the list is declared there once).
 */
export type InstallReason = Exclude<PwaUserEvent['reason'], ''>;

/** A step that would claim an install, as the ingestion sees it. */
export interface InstallClaim {
  appId: string;
  deviceId: string;
  token?: string;
  userAgent: string;
  platform: Platform;
  address: string;
}

/**
 * What to do with a step: `pass` (not an install to judge: the device installed before, so the step is
 * an open or a repeat), `repeated` (judged before and not billed: nothing changes), or a verdict.
 */
export type Judgement = { kind: 'pass' } | { kind: 'repeated' } | { kind: 'judged'; verdict: InstallVerdict; reason: InstallReason | '' };

interface DeviceFacts {
  installed: boolean;
  judged: boolean;
  /** The device's first visit (milliseconds since the epoch as text), null when none was recorded. */
  visited_at: string | null;
  visit_platform: string | null;
  app_installs: string | number;
  address_installs: string | number;
}

/** Everything the rules read, in one statement: the device's funnel so far and today's counts of its address. */
const factsOf = (db: PlatformDb, values: { app: string; device: string; address: string }) =>
  cachedSql(
    'installs.facts',
    () => sql`with u as (
      select id, installed_at, first_seen from pwa_users where app_id = ${sql.placeholder('app')} and device_id = ${sql.placeholder('device')}
    ), v as (
      -- No event of a device is older than its first sight: the months before it are skipped, not searched.
      select e.created_at, e.platform from install_events e join u on e.pwa_user_id = u.id
      where e.step = 'visit' and e.created_at >= u.first_seen order by e.created_at, e.id limit 1
    ), today as (
      select app_id from install_checks
      where address = ${sql.placeholder('address')} and address <> ''
        and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
    )
    select
      coalesce((select installed_at is not null from u), false) as installed,
      exists (select 1 from install_checks c where c.app_id = ${sql.placeholder('app')} and c.device_id = ${sql.placeholder('device')}) as judged,
      (select (extract(epoch from created_at) * 1000)::bigint::text from v) as visited_at,
      (select platform from v) as visit_platform,
      (select count(*) from today where app_id = ${sql.placeholder('app')}) as app_installs,
      (select count(*) from today) as address_installs`,
  )
    .execute<DeviceFacts>(db, values)
    .then((rows) => rows[0]!);

export function createInstallVerification(platform: PlatformDb, tokens: InstallTokens, config: InstallCheckConfig) {
  const unverified = (reason: InstallReason): Judgement => ({ kind: 'judged', verdict: 'unverified', reason });
  const suspicious = (reason: InstallReason): Judgement => ({ kind: 'judged', verdict: 'suspicious', reason });

  const fresh = (issuedAtMs: number, nowMs: number) => issuedAtMs <= nowMs + 60_000 && nowMs - issuedAtMs <= config.tokenTtlMs;

  return {
    /**
     * Whether a step comes from a page opened through the app's test link: its token is a demo token of
     * this server for the app and device, not expired. Such a step is a demo, never an install to bill.
     */
    async isDemo(step: { appId: string; deviceId: string; token?: string }, nowMs = Date.now()): Promise<boolean> {
      if (!step.token) return false;
      const token = await tokens.check(step.token, step.appId, step.deviceId);
      return token.ok && token.purpose === 'demo' && fresh(token.issuedAtMs, nowMs);
    },

    async judge(claim: InstallClaim, nowMs = Date.now()): Promise<Judgement> {
      const facts = await factsOf(platform, { app: claim.appId, device: claim.deviceId, address: claim.address });
      if (facts.installed) return { kind: 'pass' };
      if (facts.judged) return { kind: 'repeated' };
      if (!claim.token) return unverified('no_token');
      const token = await tokens.check(claim.token, claim.appId, claim.deviceId);
      if (!token.ok) return unverified(token.reason);
      if (token.purpose !== 'install') return unverified('bad_token');
      // A minute of clock difference between processes is forgiven.
      if (!fresh(token.issuedAtMs, nowMs)) return unverified('token_expired');
      if (facts.visited_at === null) return unverified('no_visit');
      if (!claim.userAgent.trim()) return suspicious('no_user_agent');
      if (facts.visit_platform !== claim.platform) return suspicious('platform_mismatch');
      if (nowMs - Number(facts.visited_at) < config.minFunnelMs) return suspicious('too_fast');
      if (Number(facts.app_installs) >= config.installsPerAddressPerDay) return suspicious('address_limit');
      if (Number(facts.address_installs) >= config.devicesPerAddressPerDay) return suspicious('address_devices');
      return { kind: 'judged', verdict: 'verified', reason: '' };
    },
  };
}

export type InstallVerification = ReturnType<typeof createInstallVerification>;
