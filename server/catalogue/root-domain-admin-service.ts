import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import type { PlatformDb } from '../db/client';
import { customDomainProblem } from '../domains/domain-names';
import { toRootDomain, type RootDomainRow } from '../domains/root-domain-service';
import { domains, rootDomains } from '../domains/tables';
import { BizCode, bizError, notFound } from '../http/api-error';
import { violatedUniqueIndex } from '../shared/db-errors';
import { containsPattern, orderByOf, pageWindow } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';

const SORTABLE = sortColumnsOf('adminRootDomainList', {
  id: rootDomains.id,
  domain: rootDomains.domain,
  yearly_price: rootDomains.yearlyPrice,
  order: rootDomains.order,
});

const ROOT_ORDER = [asc(rootDomains.order), asc(rootDomains.id)];

const exists = () => bizError(BizCode.rootDomainExists, 'catalogue.rootDomainExists', {}, { field: 'domain' });

/** An offer's price must be above zero and below the yearly price (checked on the record as it will be). */
function checkOffer(root: Pick<RootDomainRow, 'specialOffer' | 'specialPrice' | 'yearlyPrice'>) {
  if (root.specialOffer && (root.specialPrice <= 0 || root.specialPrice >= root.yearlyPrice)) {
    throw bizError(BizCode.specialPriceNotBelow, 'catalogue.specialPriceNotBelow', {}, { field: 'special_price' });
  }
}

/** Column values of the fields present in an add or edit body. */
function columnsOf(input: Omit<BodyOf<'adminRootDomainEdit'>, 'id'>) {
  return {
    ...(input.yearly_price !== undefined ? { yearlyPrice: input.yearly_price } : {}),
    ...(input.special_offer !== undefined ? { specialOffer: input.special_offer } : {}),
    ...(input.special_price !== undefined ? { specialPrice: input.special_price } : {}),
    ...(input.order !== undefined ? { order: input.order } : {}),
    ...(input.state !== undefined ? { state: input.state } : {}),
  };
}

/**
 * The admin's editor of the platform's root domains. Masters read the table itself on every call
 * (root-domain-service.ts keeps nothing), so a change shows on their next call. A disabled root is
 * offered for no new purchase; the domains bought under it keep working. A root goes only while no
 * domain was bought under it.
 */
export function createRootDomainAdminService(platform: PlatformDb) {
  async function find(id: number): Promise<RootDomainRow> {
    const [row] = await platform.select().from(rootDomains).where(eq(rootDomains.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: QueryOf<'adminRootDomainList'>) {
      const filters: SQL[] = [];
      const domain = query.domain?.trim().toLowerCase();
      if (domain) filters.push(ilike(rootDomains.domain, containsPattern(domain)));
      if (query.state) filters.push(eq(rootDomains.state, query.state));
      const where = filters.length ? and(...filters) : undefined;
      const { limit, offset } = pageWindow(query);
      const [rows, [totals]] = await Promise.all([
        platform
          .select()
          .from(rootDomains)
          .where(where)
          .orderBy(...orderByOf(query, SORTABLE, ROOT_ORDER, rootDomains.id))
          .limit(limit)
          .offset(offset),
        platform.select({ total: count() }).from(rootDomains).where(where),
      ]);
      return { items: rows.map(toRootDomain), total: totals?.total ?? 0 };
    },

    async add(input: BodyOf<'adminRootDomainAdd'>) {
      const name = input.domain.trim().toLowerCase();
      if (customDomainProblem(name, []) !== undefined) {
        throw bizError(BizCode.rootDomainNameInvalid, 'catalogue.rootDomainNameInvalid', {}, { field: 'domain' });
      }
      const values = { domain: name, yearlyPrice: input.yearly_price, specialOffer: false, specialPrice: 0, ...columnsOf(input) };
      checkOffer(values);
      const [taken] = await platform.select({ id: rootDomains.id }).from(rootDomains).where(eq(rootDomains.domain, name)).limit(1);
      if (taken) throw exists();
      try {
        const [row] = await platform.insert(rootDomains).values(values).returning();
        return toRootDomain(row!);
      } catch (error) {
        if (violatedUniqueIndex(error) !== undefined) throw exists();
        throw error;
      }
    },

    async edit(input: BodyOf<'adminRootDomainEdit'>) {
      const { id, ...fields } = input;
      const current = await find(id);
      const values = columnsOf(fields);
      checkOffer({ ...current, ...values });
      if (Object.keys(values).length === 0) return toRootDomain(current);
      const [row] = await platform.update(rootDomains).set(values).where(eq(rootDomains.id, id)).returning();
      if (!row) throw notFound();
      return toRootDomain(row);
    },

    /** Deletes the root in one statement that also checks no domain uses it (a purchase meanwhile keeps it). */
    async remove(id: number) {
      await find(id);
      const removed = await platform
        .delete(rootDomains)
        .where(and(eq(rootDomains.id, id), sql`not exists (select 1 from ${domains} where ${domains.rootDomainId} = ${rootDomains.id})`))
        .returning({ id: rootDomains.id });
      if (removed.length === 0) {
        await find(id);
        throw bizError(BizCode.rootDomainInUse, 'catalogue.rootDomainInUse');
      }
      return { deleted: removed.length };
    },
  };
}

export type RootDomainAdminService = ReturnType<typeof createRootDomainAdminService>;
