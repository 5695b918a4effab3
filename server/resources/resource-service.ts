import { asc, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { ApiError, BizCode, bizError, notFound } from '../http/api-error';
import { violatedUniqueIndex } from '../shared/db-errors';
import { containsPattern, orderByOf, pageWindow, totalOfPage, type ListParams, type ListResult } from '../shared/list-query';
import type { ServerLocale } from '../http/i18n';
import type { HookContext, ResourceRecord, ResourceValues } from './hook-types';
import { fieldLabel } from './field-labels';
import type { ResourceReferences } from './resource-references';
import type { ResourceHooks } from './resource-hooks';
import { matchesContained, searchableFields, sortableFields, type ResourceSpec } from './resource-spec';
import type { ResourceStore } from './resource-store';
import { resourceTableOf } from './resource-table';

/** The generic list, detail, add, edit and del of one resource, over the store of the caller's scope. */
export function createResourceService(spec: ResourceSpec, hooks: ResourceHooks, references?: ResourceReferences) {
  const table = resourceTableOf(spec);
  const fieldNames = Object.keys(spec.fields);
  const uniqueFields = fieldNames.filter((f) => spec.fields[f]!.unique);
  const sortable = Object.fromEntries(sortableFields(spec).map((f) => [f, table[f]!]));
  const defaultSort = spec.defaultSort ?? { field: 'created_at', order: 'descend' };
  const defaultColumn = defaultSort.field === 'created_at' ? table.createdAt : table[defaultSort.field]!;
  const by = defaultSort.order === 'descend' ? desc : asc;

  const toRecord = (row: Record<string, unknown>): ResourceRecord => ({
    id: row.id as number,
    ...Object.fromEntries(fieldNames.map((f) => [f, row[f] ?? null])),
    created_at: (row.createdAt as Date).toISOString(),
    updated_at: (row.updatedAt as Date).toISOString(),
  });

  /** Texts are stored trimmed; a required text that is blank is as missing as an absent one. */
  function cleaned(values: ResourceValues): ResourceValues {
    const out: ResourceValues = {};
    for (const [name, value] of Object.entries(values)) {
      if (!Object.hasOwn(spec.fields, name) || value === undefined) continue;
      const text = typeof value === 'string' ? value.trim() : value;
      if (spec.fields[name]!.required && text === '') throw new ApiError(400, 400, 'validation.required', { field: name });
      out[name] = text;
    }
    return out;
  }

  // Named by its label in the caller's language; `data.field` lets a form show it at the field.
  const valueTaken = (field: string, locale: ServerLocale) =>
    bizError(BizCode.resourceValueTaken, 'resource.valueTaken', { field: fieldLabel(spec, field, locale) }, { field });

  /** Refuses a value of a unique field that another record of the owner already has. */
  async function checkUnique(store: ResourceStore, values: ResourceValues, locale: ServerLocale, selfId?: number) {
    for (const field of uniqueFields) {
      const value = values[field];
      if (value === undefined || value === null) continue;
      const others = await store.rows(eq(table[field]!, value), selfId === undefined ? undefined : ne(table.id, selfId)).limit(1);
      if (others.length) throw valueTaken(field, locale);
    }
  }

  /** A unique index refused the write (another request took the value meanwhile): name the field. */
  async function translateWriteError(
    error: unknown,
    store: ResourceStore,
    values: ResourceValues,
    locale: ServerLocale,
    selfId?: number,
  ): Promise<never> {
    // Another unique index (one a hook guards, e.g. unique within a group) answers as the database error it is.
    if (violatedUniqueIndex(error) === undefined || !uniqueFields.length) throw error;
    await checkUnique(store, values, locale, selfId);
    throw valueTaken(uniqueFields[0] ?? 'id', locale);
  }

  /** Refuses references to records the caller may not name (checked within the write's transaction). */
  const checkReferences = (store: ResourceStore, caller: Caller, values: ResourceValues) =>
    references?.check(values, { account: store.account, platform: store.platform ?? caller.services.platformDb }, caller.locale);

  async function findOne(store: ResourceStore, id: number): Promise<ResourceRecord> {
    const [row] = await store.rows(eq(table.id, id)).limit(1);
    if (!row) throw notFound();
    return toRecord(row);
  }

  const hookContext = (store: ResourceStore, base: Omit<HookContext, 'account' | 'platform'>): HookContext => ({
    ...base,
    account: store.account,
    platform: store.platform,
  });

  type Caller = Omit<HookContext, 'account' | 'platform' | 'resource'>;

  return {
    async list(store: ResourceStore, caller: Caller, query: ListParams & Record<string, unknown>): Promise<ListResult<ResourceRecord>> {
      const answered = hooks.list ? await hooks.list(hookContext(store, { ...caller, resource: spec }), query) : undefined;
      if (answered) return answered;
      const filters: SQL[] = [];
      for (const field of searchableFields(spec)) {
        const value = query[field];
        if (value === undefined || value === null) continue;
        if (matchesContained(spec.fields[field]!)) {
          if (typeof value === 'string' && value.trim()) filters.push(ilike(table[field]!, containsPattern(value)));
        } else filters.push(eq(table[field]!, value));
      }
      const window = pageWindow(query);
      const orderBy = query.sortField ? orderByOf(query, sortable, [], table.id) : [by(defaultColumn), by(table.id)];
      const rows = await store
        .rows(...filters)
        .orderBy(...orderBy)
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, () => store.count(...filters));
      return { items: rows.map(toRecord), total };
    },

    detail: (store: ResourceStore, id: number) => findOne(store, id),

    async add(outer: ResourceStore, caller: Caller, input: ResourceValues): Promise<ResourceRecord> {
      let values = cleaned(input);
      try {
        return await outer.transaction(async (store) => {
          if (hooks.beforeAdd) values = cleaned(await hooks.beforeAdd(hookContext(store, { ...caller, resource: spec }), values));
          await checkReferences(store, caller, values);
          await checkUnique(store, values, caller.locale);
          return toRecord(await store.insert(values));
        });
      } catch (error) {
        // After the transaction has ended: a failed statement leaves it unusable.
        return translateWriteError(error, outer, values, caller.locale);
      }
    },

    async edit(outer: ResourceStore, caller: Caller, input: ResourceValues & { id: number }): Promise<ResourceRecord> {
      const { id, ...rest } = input;
      const editable = Object.fromEntries(Object.entries(rest).filter(([f]) => spec.fields[f]?.editable !== false));
      let changes = cleaned(editable);
      try {
        return await outer.transaction(async (store) => {
          const current = await findOne(store, id);
          if (hooks.beforeEdit)
            changes = cleaned(await hooks.beforeEdit(hookContext(store, { ...caller, resource: spec }), current, changes));
          if (!Object.keys(changes).length) return current;
          await checkReferences(store, caller, changes);
          await checkUnique(store, changes, caller.locale, id);
          const [row] = await store.update({ ...changes, updatedAt: new Date() }, eq(table.id, id));
          if (!row) throw notFound();
          return toRecord(row);
        });
      } catch (error) {
        return translateWriteError(error, outer, changes, caller.locale, id);
      }
    },

    /** Deletes the records among `ids` that the caller may reach; others are ignored (as absent). */
    async remove(outer: ResourceStore, caller: Caller, input: { ids: number[] } & Record<string, unknown>): Promise<{ deleted: number }> {
      return outer.transaction(async (store) => {
        const found = (await store.rows(inArray(table.id, input.ids))).map(toRecord);
        if (!found.length) return { deleted: 0 };
        const more = hooks.beforeDelete ? await hooks.beforeDelete(hookContext(store, { ...caller, resource: spec }), found, input) : [];
        // Further ids from a hook are deleted only where the caller's store reaches them.
        const deleted = await store.delete(inArray(table.id, [...new Set([...found.map((r) => r.id), ...more])]));
        return { deleted: deleted.length };
      });
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;
