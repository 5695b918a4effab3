/**
 * The resource migration: at start, each resource's table is created, or extended with the columns and
 * indexes its declaration gained. Only additive changes are made; a change that would alter or lose
 * stored data (a column whose type or nullability changed, a field removed while its column remains) stops
 * the start with a message naming the file and the column, and changes nothing. All of it runs in one
 * transaction under an advisory lock, so several server processes starting on one PostgreSQL take turns
 * (the second finds the work done).
 */
import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { columnPlanOf, indexPlanOf, type ColumnPlan } from './resource-table';
import type { ResourceSpec } from './resource-spec';

/** Key of the advisory lock held while resource tables are changed (any fixed number; this one spells "rsrc"). */
export const RESOURCE_MIGRATION_LOCK = 0x72737263;

interface ExistingColumn {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function columnSql(column: ColumnPlan): string {
  const type = column.name === 'id' ? 'serial PRIMARY KEY' : column.dataType;
  const notNull = column.notNull && column.name !== 'id' ? ' NOT NULL' : '';
  const defaultSql = column.defaultSql ? ` DEFAULT ${column.defaultSql}` : '';
  return `${ident(column.name)} ${type}${notNull}${defaultSql}`;
}

type Executor = Pick<PlatformDb, 'execute'>;

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What stands between the table as it is and as declared, if anything cannot be done additively. */
function refusals(spec: ResourceSpec, planned: ColumnPlan[], existing: ExistingColumn[]): string[] {
  const problems: string[] = [];
  const declared = new Map(planned.map((c) => [c.name, c]));
  for (const column of existing) {
    const plan = declared.get(column.column_name);
    const where = `${spec.source}: column ${spec.table}.${column.column_name}`;
    if (!plan) {
      problems.push(
        `${where} exists but no field declares it; a resource migration never drops a column (restore the field, or drop the column yourself)`,
      );
      continue;
    }
    if (plan.dataType !== column.data_type)
      problems.push(`${where} is ${column.data_type} but the field is now ${plan.dataType}; changing a column's type is not additive`);
    else if (plan.notNull !== (column.is_nullable === 'NO') && plan.name !== 'id')
      problems.push(
        `${where} is ${column.is_nullable === 'NO' ? 'not null' : 'nullable'} but the field now makes it ${plan.notNull ? 'not null (required or with a default)' : 'nullable'}; changing nullability is not additive`,
      );
  }
  return problems;
}

/** Brings one resource's table up to its declaration (inside the migration's transaction). */
async function migrateResource(db: Executor, spec: ResourceSpec, log: (line: string) => void): Promise<void> {
  const planned = columnPlanOf(spec);
  const existing = await rowsOf<ExistingColumn>(
    db,
    sql`select column_name, data_type, is_nullable from information_schema.columns
        where table_schema = current_schema() and table_name = ${spec.table} order by ordinal_position`,
  );
  if (!existing.length) {
    await db.execute(sql.raw(`CREATE TABLE ${ident(spec.table)} (${planned.map(columnSql).join(', ')})`));
    log(`resource ${spec.name}: created table ${spec.table}`);
  } else {
    const problems = refusals(spec, planned, existing);
    if (problems.length) throw new Error(`Resource migration refused:\n${problems.join('\n')}`);
    const have = new Set(existing.map((c) => c.column_name));
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${ident(spec.table)}`));
    for (const column of planned.filter((c) => !have.has(c.name))) {
      if (column.notNull && !column.defaultSql && n > 0)
        throw new Error(
          `Resource migration refused:\n${spec.source}: field ${column.name} is required without a default, and ${spec.table} already has ${n} rows that would have no value; give it a default or make it optional`,
        );
      await db.execute(sql.raw(`ALTER TABLE ${ident(spec.table)} ADD COLUMN ${columnSql(column)}`));
      log(`resource ${spec.name}: added column ${spec.table}.${column.name}`);
    }
  }
  for (const index of indexPlanOf(spec)) {
    await db.execute(
      sql.raw(
        `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${ident(index.name)} ON ${ident(spec.table)} (${index.columns.map(ident).join(', ')})`,
      ),
    );
  }
}

/**
 * Creates or extends the tables of `resources`; throws (having changed nothing) when a declaration asks
 * for a change that is not additive.
 */
export async function migrateResources(
  db: PlatformDb,
  resources: ResourceSpec[],
  log: (line: string) => void = () => undefined,
): Promise<void> {
  if (!resources.length) return;
  await db.transaction(async (tx) => {
    // Held until the transaction ends: a second process waits here, then finds the tables as the first left them.
    await tx.execute(sql`select pg_advisory_xact_lock(${RESOURCE_MIGRATION_LOCK})`);
    for (const spec of resources) await migrateResource(tx, spec, log);
  });
}
