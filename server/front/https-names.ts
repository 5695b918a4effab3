import { and, eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { apps, domains } from '../db/schema';
import { isUsable } from '../domains/domain-view';
import { hostNameOf } from '../hosting/host-directory';

/**
 * Which names the service serves over HTTPS on the front server's on-demand certificates: a domain
 * that is active (a bought subdomain before its expiry, a custom domain whose TXT record was verified)
 * and bound to an app of its account. The console's own host has a certificate of its own (its own
 * Caddy site) and is not one of them; every other name, an unbound, pending or expired domain among
 * them, gets no certificate and is served, if at all, over plain HTTP (its notice page).
 * The app's own state (paused, banned) does not matter here: its notice page is served over HTTPS too.
 */
export function createHttpsNames(platform: PlatformDb, consoleHost: string | undefined) {
  return {
    async serves(host: string | undefined, now = new Date()): Promise<boolean> {
      const name = hostNameOf(host);
      if (!name || name === consoleHost || !name.includes('.') || name.startsWith('[')) return false;
      const [row] = await platform
        .select({ domain: domains, appId: apps.appId })
        .from(domains)
        .leftJoin(apps, and(eq(apps.appId, domains.appId), eq(apps.accountId, domains.accountId)))
        .where(eq(domains.fullName, name))
        .limit(1);
      return Boolean(row && row.appId && isUsable(row.domain, now));
    },
  };
}

export type HttpsNames = ReturnType<typeof createHttpsNames>;
