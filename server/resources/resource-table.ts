import { boolean, integer, pgTable, serial, text, timestamp, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { sortableFields, isNullable, type ResourceField, type ResourceSpec } from './resource-spec';

/**
 * A resource's drizzle table, built from its declaration when the server loads it: `id`, `account_id`
 * (account scope), one column per field (named like the field), `created_at`, `updated_at`. The keys of
 * the columns are the field names, plus `id`, `accountId`, `createdAt`, `updatedAt`.
 */
export type ResourceTable = PgTable & {
  id: PgColumn;
  accountId?: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
} & Record<string, PgColumn>;

/** How a column is stored, for the table's DDL and for comparing it with what the database has. */
export interface ColumnPlan {
  name: string;
  /** PostgreSQL type as `information_schema.columns.data_type` reports it. */
  dataType: 'integer' | 'text' | 'boolean' | 'timestamp with time zone';
  notNull: boolean;
  /** SQL default expression, if any. */
  defaultSql?: string;
}

export interface IndexPlan {
  name: string;
  columns: string[];
  unique: boolean;
}

const DATA_TYPE = { string: 'text', integer: 'integer', boolean: 'boolean' } as const;

function literal(value: string | number | boolean): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  return String(value);
}

function fieldColumn(name: string, field: ResourceField): ColumnPlan {
  return {
    name,
    dataType: DATA_TYPE[field.type],
    notNull: !isNullable(field),
    ...(field.default !== undefined ? { defaultSql: literal(field.default) } : {}),
  };
}

/** The columns of the resource's table, in order. */
export function columnPlanOf(spec: ResourceSpec): ColumnPlan[] {
  return [
    { name: 'id', dataType: 'integer', notNull: true },
    ...(spec.scope === 'account' ? [{ name: 'account_id', dataType: 'integer' as const, notNull: true }] : []),
    ...Object.entries(spec.fields).map(([name, field]) => fieldColumn(name, field)),
    { name: 'created_at', dataType: 'timestamp with time zone', notNull: true, defaultSql: 'now()' },
    { name: 'updated_at', dataType: 'timestamp with time zone', notNull: true, defaultSql: 'now()' },
  ];
}

/**
 * Indexes: every sort of the list (and the default one) led by the owner and ended by the id, so a page
 * is read in order from an index; one unique index per unique field, within the owner.
 */
export function indexPlanOf(spec: ResourceSpec): IndexPlan[] {
  const owner = spec.scope === 'account' ? ['account_id'] : [];
  const sorts = [...new Set(['created_at', ...sortableFields(spec)])];
  return [
    ...sorts.map((field) => ({
      name: `${spec.table}_${owner.length ? 'account_' : ''}${field}_id_idx`,
      columns: [...owner, field, 'id'],
      unique: false,
    })),
    ...Object.keys(spec.fields)
      .filter((field) => spec.fields[field]!.unique)
      .map((field) => ({ name: `${spec.table}_${owner.length ? 'account_' : ''}${field}_key`, columns: [...owner, field], unique: true })),
  ];
}

function drizzleColumn(name: string, field: ResourceField) {
  const base = field.type === 'string' ? text(name) : field.type === 'integer' ? integer(name) : boolean(name);
  const withNull = isNullable(field) ? base : base.notNull();
  return field.default !== undefined ? withNull.default(field.default as never) : withNull;
}

const cache = new WeakMap<ResourceSpec, ResourceTable>();

/** The drizzle table of a resource (one per declaration). */
export function resourceTableOf(spec: ResourceSpec): ResourceTable {
  const known = cache.get(spec);
  if (known) return known;
  const columns = {
    id: serial('id').primaryKey(),
    ...(spec.scope === 'account' ? { accountId: integer('account_id').notNull() } : {}),
    ...Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, drizzleColumn(name, field)])),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  };
  const table = pgTable(spec.table, columns) as unknown as ResourceTable;
  cache.set(spec, table);
  return table;
}
