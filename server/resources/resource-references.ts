import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AccountData, AccountTable } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { bizError, BizCode } from '../http/api-error';
import type { ServerLocale } from '../http/i18n';
import { fieldLabel } from './field-labels';
import type { ResourceValues } from './hook-types';
import { referenceTargetOf, type ReferenceTarget } from './reference-targets';
import { referenceFields, type ResourceSpec } from './resource-spec';

/** Where a reference is looked up: the caller's account (account targets) and the platform's rows. */
export interface ReferenceReach {
  account?: AccountData;
  platform: PlatformDb;
}

/** At most this many records are offered for one reference field. */
const OPTIONS_LIMIT = 1000;

/** Rows of the target the caller may name: the account's own for an account target, every one of a platform target. */
function reachable(
  target: ReferenceTarget,
  reach: ReferenceReach,
  fields: { value: typeof target.key; label: typeof target.label },
  condition?: SQL,
) {
  if (target.scope === 'account') {
    // An admin (platform resource) has no account: account targets are refused by the rules for platform resources.
    if (!reach.account) return undefined;
    return reach.account.select(fields).from(target.table as AccountTable, condition);
  }
  return reach.platform
    .select(fields)
    .from(target.table as never)
    .where(and(condition));
}

/** The reference fields of a resource: their values checked on the way in, their options listed. */
export function createReferences(spec: ResourceSpec, resources: readonly ResourceSpec[]) {
  const targets = new Map(referenceFields(spec).map((field) => [field, referenceTargetOf(spec.fields[field]!.references!, resources)!]));

  return {
    /** Refuses a value naming no record the caller may name (another account's, or none): business code 100402 naming the field. */
    async check(values: ResourceValues, reach: ReferenceReach, locale: ServerLocale): Promise<void> {
      for (const [field, target] of targets) {
        const value = values[field];
        if (value === undefined || value === null) continue;
        const query = reachable(target, reach, { value: target.key, label: target.label }, eq(target.key, value));
        const found = query ? await query.limit(1) : [];
        if (!found.length)
          throw bizError(
            BizCode.resourceReferenceUnknown,
            'resource.referenceUnknown',
            { field: fieldLabel(spec, field, locale) },
            { field },
          );
      }
    },

    /** The records a field may name, by name: `{items: [{value, label}]}` in name order. */
    async options(field: string, reach: ReferenceReach): Promise<{ items: { value: string | number; label: string }[] }> {
      const target = targets.get(field);
      const query = target && reachable(target, reach, { value: target.key, label: target.label });
      if (!target || !query) return { items: [] };
      const rows = (await query.orderBy(asc(target.label), asc(target.key)).limit(OPTIONS_LIMIT)) as {
        value: string | number;
        label: string;
      }[];
      return { items: rows.map((row) => ({ value: row.value, label: String(row.label) })) };
    },
  };
}

export type ResourceReferences = ReturnType<typeof createReferences>;
