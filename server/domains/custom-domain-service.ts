import { eq } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { bizError, BizCode } from '../http/api-error';
import { violatedUniqueIndex } from '../shared/db-errors';
import { randomToken } from '../shared/random';
import { domainNotFound } from './domain-binding-service';
import { customDomainProblem } from './domain-names';
import { findDomain, txtNameOf, txtValueOf, type Domain } from './domain-view';
import type { RootDomainService } from './root-domain-service';
import { domains } from './tables';
import type { TxtResolver } from './txt-resolver';

/** `Shop.Example.com.` → `shop.example.com` */
const normalizeHost = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/**
 * A master's own domain: added as pending with a token, active once the DNS TXT record
 * `_pwa-verify.<domain>` holds `pwa-verify=<token>` (looked up through the resolver).
 */
export function createCustomDomainService(roots: RootDomainService, resolver: TxtResolver) {
  return {
    async add(account: AccountData, name: string): Promise<Domain> {
      const fullName = normalizeHost(name);
      const problem = customDomainProblem(fullName, await roots.allNames());
      if (problem === 'invalid') throw bizError(BizCode.domainNameInvalid, 'domain.customInvalid');
      if (problem === 'reserved') throw bizError(BizCode.domainNameReserved, 'domain.nameReserved', { domain: fullName });
      try {
        const [row] = await account
          .insert(domains, { fullName, kind: 'custom', state: 'pending', verifyToken: randomToken(18) })
          .returning({ id: domains.id });
        return (await findDomain(account, row!.id))!;
      } catch (error) {
        if (violatedUniqueIndex(error) === 'domains_full_name_key')
          throw bizError(BizCode.domainTaken, 'domain.taken', { domain: fullName });
        throw error;
      }
    },

    async verify(account: AccountData, id: number): Promise<Domain> {
      const [row] = await account.rows(domains, eq(domains.id, id)).limit(1);
      if (!row) throw domainNotFound();
      if (row.kind !== 'custom' || row.state === 'active') return (await findDomain(account, id))!;
      const expected = txtValueOf(row.verifyToken);
      // A lookup that fails (timeout, refused) proves nothing either: the same answer as a missing record.
      const records = await resolver.resolveTxt(txtNameOf(row.fullName)).catch((): string[][] => []);
      if (!records.some((chunks) => chunks.join('') === expected)) {
        throw bizError(BizCode.domainTxtMissing, 'domain.txtMissing', { name: txtNameOf(row.fullName), value: expected });
      }
      await account.update(domains, { state: 'active' }, eq(domains.id, id));
      return (await findDomain(account, id))!;
    },
  };
}
