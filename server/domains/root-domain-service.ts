import { and, asc, eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { rootDomains } from './tables';

export type RootDomainRow = typeof rootDomains.$inferSelect;

/** The price per year charged today: the special price while the offer is on. */
export const yearlyPriceOf = (root: Pick<RootDomainRow, 'specialOffer' | 'specialPrice' | 'yearlyPrice'>) =>
  root.specialOffer ? root.specialPrice : root.yearlyPrice;

/** schemas/entities/root-domain.json */
export const toRootDomain = (row: RootDomainRow) => ({
  id: row.id,
  domain: row.domain,
  yearly_price: row.yearlyPrice,
  special_offer: row.specialOffer,
  special_price: row.specialPrice,
  price: yearlyPriceOf(row),
  state: row.state,
  order: row.order,
});

/** The platform's root domains (platform data, the same for every account). */
export function createRootDomainService(platform: PlatformDb) {
  return {
    /** Enabled root domains in their order: what a master may buy under. */
    async listEnabled() {
      const rows = await platform
        .select()
        .from(rootDomains)
        .where(eq(rootDomains.state, 'enabled'))
        .orderBy(asc(rootDomains.order), asc(rootDomains.id));
      return rows.map(toRootDomain);
    },

    /** Every root domain name, enabled or not (a custom domain may not sit under any of them). */
    async allNames(): Promise<string[]> {
      return (await platform.select({ domain: rootDomains.domain }).from(rootDomains)).map((row) => row.domain);
    },

    async findEnabled(domain: string): Promise<RootDomainRow | undefined> {
      const [row] = await platform
        .select()
        .from(rootDomains)
        .where(and(eq(rootDomains.domain, domain.trim().toLowerCase()), eq(rootDomains.state, 'enabled')))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<RootDomainRow | undefined> {
      const [row] = await platform.select().from(rootDomains).where(eq(rootDomains.id, id)).limit(1);
      return row;
    },
  };
}

export type RootDomainService = ReturnType<typeof createRootDomainService>;
