import { eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { domains, rootDomains } from '../db/schema';

/**
 * What a request's Host names: the console (its API and pages, and `/i/<app_id>`), one of the
 * platform's domains (served as that domain's app), or a name under a root domain that nobody
 * owns (a plain 404). See ARCHITECTURE.md, "Hosting".
 */
export type HostKind = { kind: 'console' } | { kind: 'domain'; name: string } | { kind: 'unknown' };

const CONSOLE: HostKind = { kind: 'console' };
const UNKNOWN: HostKind = { kind: 'unknown' };
/** A Host header: name or bracketed IPv6, optional port. */
const HOST_HEADER = /^([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** How long a classification is reused: domains are bought and removed rarely; state is read per request anyway. */
const CACHE_MS = 2000;
const CACHE_MAX = 1000;

/** The lower-case host name of a Host header without port or final dot; undefined when it is no host name. */
export function hostNameOf(header: string | undefined): string | undefined {
  const match = header ? HOST_HEADER.exec(header.trim()) : null;
  return match ? match[1]!.toLowerCase().replace(/\.$/, '') : undefined;
}

/**
 * Classifies hosts. A missing or malformed Host, addresses (IPv4, IPv6) and single-label names (localhost) are always the console:
 * no domain can be one (domain-names.ts), so the console's own calls never reach the database here.
 * Other names are looked up (domains, then root domains) and the answer reused for two seconds.
 * With the console's host known (CONSOLE_HOST or PUBLIC_BASE_URL, front/console-host.ts), any other unknown
 * name answers 404; without it the server does not know its own name, so every name that is not the
 * platform's is the console.
 */
export function createHostDirectory(platform: PlatformDb, consoleHost: string | undefined) {
  const cache = new Map<string, { at: number; answer: Promise<HostKind> }>();

  async function lookUp(name: string): Promise<HostKind> {
    const [domain] = await platform.select({ name: domains.fullName }).from(domains).where(eq(domains.fullName, name)).limit(1);
    if (domain) return { kind: 'domain', name };
    const roots = await platform.select({ domain: rootDomains.domain }).from(rootDomains);
    if (roots.some(({ domain: root }) => name === root || name.endsWith(`.${root}`))) return UNKNOWN;
    return consoleHost ? UNKNOWN : CONSOLE;
  }

  return {
    async classify(hostHeader: string | undefined): Promise<HostKind> {
      if (hostHeader === undefined) return CONSOLE;
      const name = hostNameOf(hostHeader);
      // No domain has such a name; the console answers it (its links never repeat it, public-origin.ts).
      if (!name) return CONSOLE;
      if (name === consoleHost || name.startsWith('[') || IPV4.test(name) || !name.includes('.')) return CONSOLE;
      const now = Date.now();
      const kept = cache.get(name);
      if (kept && now - kept.at < CACHE_MS) return kept.answer;
      if (cache.size >= CACHE_MAX) cache.clear();
      const answer = lookUp(name);
      cache.set(name, { at: now, answer });
      answer.catch(() => cache.delete(name));
      return answer;
    },
  };
}

export type HostDirectory = ReturnType<typeof createHostDirectory>;
