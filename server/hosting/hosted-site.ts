import { and, eq } from 'drizzle-orm';
import { parseStoreDetails, type StoreDetails } from '../apps/store-details';
import type { PlatformDb } from '../db/client';
import { apps, domains, users } from '../db/schema';
import { stateOf } from '../domains/domain-view';

/** An app as its hosted pages need it. */
export interface HostedApp {
  appId: string;
  appName: string;
  winIcon: string;
  appType: string;
  details: StoreDetails;
  source: 'url' | 'package';
  targetUrl: string;
  packageVersion: string;
  updatedAt: Date;
}

/** Why a site shows a notice instead of its app; each has a page in locales/<locale>/hosting.json. */
export type ClosedReason = 'notFound' | 'unbound' | 'expired' | 'draft' | 'paused' | 'banned';

/** The HTTP status of each notice: the page is for people, the status for caches and crawlers. */
export const CLOSED_STATUS: Record<ClosedReason, number> = {
  notFound: 404,
  unbound: 404,
  expired: 410,
  draft: 404,
  paused: 503,
  banned: 410,
};

/** `why`: the platform's reason for a ban, shown on the notice page. */
export type HostedSite = { open: true; app: HostedApp } | { open: false; reason: ClosedReason; why?: string };

const APP_COLUMNS = {
  appId: apps.appId,
  appName: apps.appName,
  winIcon: apps.winIcon,
  appType: apps.appType,
  appTypeJson: apps.appTypeJson,
  source: apps.source,
  targetUrl: apps.targetUrl,
  packageVersion: apps.packageVersion,
  state: apps.state,
  banReason: apps.banReason,
  updatedAt: apps.updatedAt,
  ownerStatus: users.status,
};

type AppRow = { [K in keyof typeof APP_COLUMNS]: (typeof APP_COLUMNS)[K]['_']['data'] };

/**
 * Only an online app of an active owner is served. Paused covers an owner's pause and the pause of
 * an account whose installs are no longer paid for; a disabled owner reads as banned.
 */
function siteOf(row: AppRow | undefined): HostedSite {
  if (!row) return { open: false, reason: 'notFound' };
  if (row.state === 'banned') return { open: false, reason: 'banned', why: row.banReason };
  if (row.ownerStatus !== 'active') return { open: false, reason: 'banned' };
  if (row.state === 'paused') return { open: false, reason: 'paused' };
  if (row.state === 'draft') return { open: false, reason: 'draft' };
  const { appTypeJson, state: _state, ownerStatus: _owner, banReason: _why, ...app } = row;
  return { open: true, app: { ...app, details: parseStoreDetails(appTypeJson) } };
}

/** Platform-wide lookups by a public name (a host, an app id): the visitor has no account. */
export function createHostedSites(platform: PlatformDb) {
  const selectApp = () => platform.select(APP_COLUMNS).from(apps).innerJoin(users, eq(users.id, apps.accountId));

  return {
    /** The app at `/i/<app_id>` on the console's host. */
    async byAppId(appId: string): Promise<HostedSite> {
      if (!/^[a-z0-9]{1,32}$/.test(appId)) return { open: false, reason: 'notFound' };
      const [row] = await selectApp().where(eq(apps.appId, appId)).limit(1);
      return siteOf(row);
    },

    /** The app a domain serves: the domain must be active (verified, not expired) and bound. */
    async byDomain(name: string, now = new Date()): Promise<HostedSite> {
      const [domain] = await platform.select().from(domains).where(eq(domains.fullName, name)).limit(1);
      if (!domain) return { open: false, reason: 'notFound' };
      const state = stateOf(domain, now);
      if (state === 'expired') return { open: false, reason: 'expired' };
      if (state !== 'active' || !domain.appId) return { open: false, reason: 'unbound' };
      const [row] = await selectApp()
        .where(and(eq(apps.appId, domain.appId), eq(apps.accountId, domain.accountId)))
        .limit(1);
      return row ? siteOf(row) : { open: false, reason: 'unbound' };
    },
  };
}

export type HostedSites = ReturnType<typeof createHostedSites>;
