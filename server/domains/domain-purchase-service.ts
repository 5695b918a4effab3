import type { BodyOf } from '../api/operation-inputs';
import { eq } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { bizError, BizCode } from '../http/api-error';
import { answeredBefore, chargeOnce, type IdempotencyKey } from '../money/idempotency';
import type { LedgerService } from '../money/ledger-service';
import { violatedUniqueIndex } from '../shared/db-errors';
import { assertUnderPlanLimit } from '../packages/package-limits';
import { domainsUsed } from './domains-used';
import { newOrderNo } from '../shared/order-number';
import { domainNotFound, lockDomain } from './domain-binding-service';
import { labelProblem, normalizeLabel, type LabelProblem } from './domain-names';
import { addYears, assertWithinTerm } from './domain-term';
import { findDomain, type Domain } from './domain-view';
import { yearlyPriceOf, type RootDomainRow, type RootDomainService } from './root-domain-service';
import { domainOrders, domains } from './tables';

export type Availability = 'available' | LabelProblem | 'taken';

const rootNotFound = () => bizError(BizCode.rootDomainNotFound, 'domain.rootNotFound');

function refuse(problem: Exclude<Availability, 'available'>, fullName: string) {
  if (problem === 'invalid') return bizError(BizCode.domainNameInvalid, 'domain.nameInvalid');
  if (problem === 'reserved') return bizError(BizCode.domainNameReserved, 'domain.nameReserved', { domain: fullName });
  return bizError(BizCode.domainTaken, 'domain.taken', { domain: fullName });
}

/**
 * Buying a subdomain under a root domain for whole years, and renewing it, paid from the balance.
 * A purchase is one transaction: the domain row, the ledger row (through the ledger service, which
 * refuses an overdraft) and the order row; any refusal leaves none of them.
 */
export function createDomainPurchaseService(platform: PlatformDb, roots: RootDomainService, ledger: LedgerService) {
  async function isTaken(fullName: string) {
    const [row] = await platform.select({ id: domains.id }).from(domains).where(eq(domains.fullName, fullName)).limit(1);
    return row !== undefined;
  }

  async function quote(
    choice: BodyOf<'buyDomain'>,
  ): Promise<{ root: RootDomainRow; label: string; fullName: string; availability: Availability }> {
    const root = await roots.findEnabled(choice.root);
    if (!root) throw rootNotFound();
    const label = normalizeLabel(choice.name);
    const fullName = `${label}.${root.domain}`;
    const problem = labelProblem(label);
    return { root, label, fullName, availability: problem ?? ((await isTaken(fullName)) ? 'taken' : 'available') };
  }

  return {
    /** What the buy page shows while the master types: the full name, whether it can be bought, the price and whether the balance covers it. */
    async check(account: AccountData, choice: BodyOf<'buyDomain'>) {
      const { root, fullName, availability } = await quote(choice);
      const yearlyPrice = yearlyPriceOf(root);
      const amount = yearlyPrice * choice.years;
      const covered = await ledger.check(account, amount);
      return {
        full_name: fullName,
        availability,
        yearly_price: yearlyPrice,
        special_offer: root.specialOffer,
        years: choice.years,
        amount,
        balance: covered.balance,
        enough: covered.enough,
      };
    },

    async buy(account: AccountData, choice: BodyOf<'buyDomain'>, key?: IdempotencyKey): Promise<Domain> {
      // A repeat of a key answers before the name is checked: the first call's purchase took the name.
      const before = await answeredBefore<Domain>(account, key);
      if (before) return before;
      const { root, fullName, availability } = await quote(choice);
      if (availability !== 'available') throw refuse(availability, fullName);
      const yearlyPrice = yearlyPriceOf(root);
      const amount = yearlyPrice * choice.years;
      const expiresAt = addYears(new Date(), choice.years);
      const orderNo = newOrderNo('domain');
      try {
        return await account.transaction((tx) =>
          chargeOnce(tx, key, async () => {
            await tx.owner({ lock: true });
            await assertUnderPlanLimit(tx, 'domains', await domainsUsed(tx));
            const [domain] = await tx
              .insert(domains, { fullName, kind: 'subdomain', rootDomainId: root.id, state: 'active', expiresAt })
              .returning({ id: domains.id });
            const entry = await ledger.charge(tx, { amount, kind: 'domain', reference: orderNo });
            await tx.insert(domainOrders, {
              orderNo,
              domainId: domain!.id,
              domainName: fullName,
              kind: 'buy',
              years: choice.years,
              yearlyPrice,
              amount,
              ledgerId: entry.id,
              expiresAt,
            });
            return (await findDomain(tx, domain!.id))!;
          }),
        );
      } catch (error) {
        // Another purchase of the same name committed first.
        if (violatedUniqueIndex(error) === 'domains_full_name_key') throw refuse('taken', fullName);
        throw error;
      }
    },

    /** Adds whole years to a bought domain (from its expiry, or from today when it has expired) at its root domain's price of today. */
    async renew(account: AccountData, id: number, years: number, key?: IdempotencyKey): Promise<Domain> {
      // The price is read before the transaction: a transaction reaches only the account's rows (and on
      // PGlite's single connection a read through another handle would wait for the transaction to end).
      const [found] = await account.rows(domains, eq(domains.id, id)).limit(1);
      if (!found) throw domainNotFound();
      if (found.kind !== 'subdomain' || found.rootDomainId === null) {
        throw bizError(BizCode.domainNotRenewable, 'domain.notRenewable', { domain: found.fullName });
      }
      const root = await roots.findById(found.rootDomainId);
      if (!root) throw rootNotFound();
      const yearlyPrice = yearlyPriceOf(root);
      const amount = yearlyPrice * years;
      return account.transaction((tx) =>
        chargeOnce(tx, key, async () => {
          // Locked, so two renewals of one domain add their years one after the other.
          const domain = await lockDomain(tx, id);
          const now = new Date();
          const expiresAt = addYears(domain.expiresAt && domain.expiresAt > now ? domain.expiresAt : now, years);
          assertWithinTerm(domain.fullName, expiresAt, now);
          const orderNo = newOrderNo('domain');
          const entry = await ledger.charge(tx, { amount, kind: 'domain', reference: orderNo });
          await tx.update(domains, { expiresAt }, eq(domains.id, id));
          await tx.insert(domainOrders, {
            orderNo,
            domainId: id,
            domainName: domain.fullName,
            kind: 'renew',
            years,
            yearlyPrice,
            amount,
            ledgerId: entry.id,
            expiresAt,
          });
          return (await findDomain(tx, id))!;
        }),
      );
    },
  };
}

export type DomainPurchaseService = ReturnType<typeof createDomainPurchaseService>;
