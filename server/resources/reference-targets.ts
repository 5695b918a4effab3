import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { apps } from '../apps/tables';
import { channels } from '../channels/tables';
import { domains, rootDomains } from '../domains/tables';
import type { ResourceSpec } from './resource-spec';
import { resourceTableOf } from './resource-table';

/** What a reference field (`references` of schemas/resources) may name: an entity of a business area or a resource. */
export interface ReferenceTarget {
  name: string;
  /** account: rows of one account (a reference names one of the same account); platform: rows of every account. */
  scope: 'account' | 'platform';
  /** The type of the value a reference stores. */
  type: 'string' | 'integer';
  table: PgTable;
  /** The column a reference's value matches, and the one naming the row. */
  key: PgColumn;
  label: PgColumn;
  /** The owner column of an account target. */
  accountId?: PgColumn;
}

/** Entities of the business areas a resource may refer to, by the names `x-entity` uses for them. */
const ENTITY_TARGETS: Record<string, Omit<ReferenceTarget, 'name'>> = {
  app: { scope: 'account', type: 'string', table: apps, key: apps.appId, label: apps.appName, accountId: apps.accountId },
  channel: { scope: 'account', type: 'integer', table: channels, key: channels.id, label: channels.name, accountId: channels.accountId },
  domain: { scope: 'account', type: 'integer', table: domains, key: domains.id, label: domains.fullName, accountId: domains.accountId },
  rootDomain: { scope: 'platform', type: 'integer', table: rootDomains, key: rootDomains.id, label: rootDomains.domain },
};

export const entityTargetNames = Object.keys(ENTITY_TARGETS);

/** The target a reference names, or undefined when no entity and no resource (with a label field) has the name. */
export function referenceTargetOf(name: string, resources: readonly ResourceSpec[]): ReferenceTarget | undefined {
  const entity = ENTITY_TARGETS[name];
  if (entity) return { name, ...entity };
  const spec = resources.find((r) => r.name === name);
  if (!spec?.labelField) return undefined;
  const table = resourceTableOf(spec);
  return {
    name,
    scope: spec.scope,
    type: 'integer',
    table,
    key: table.id,
    label: table[spec.labelField]!,
    ...(table.accountId ? { accountId: table.accountId } : {}),
  };
}
