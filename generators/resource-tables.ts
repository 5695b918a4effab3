/**
 * server/api/generated/resource-tables.ts: each resource's drizzle table as code, from its file of
 * schemas/resources, for server code that reads or writes a resource's rows with types (the recharge
 * plans). The columns are those the resource migration creates and `resourceTableOf` builds at run time
 * (server/resources/resource-table.ts); keys are the field names, as there.
 */
import { isNullable, type ResourceField, type ResourceSpec } from '../server/resources/resource-spec';

const BUILDER = { string: 'text', integer: 'integer', boolean: 'boolean' } as const;

// Prettier turns the double quotes into the project's single quotes.
const literal = (value: unknown) => JSON.stringify(value);
const comment = (text: string) => `/** ${text.replaceAll('*/', '*\\/')} */`;

function columnSource(name: string, field: ResourceField): string {
  const options = field.type === 'string' && field.enum ? `, { enum: [${field.enum.map(literal).join(', ')}] }` : '';
  const builder = BUILDER[field.type];
  const notNull = isNullable(field) ? '' : '.notNull()';
  const fallback = field.default !== undefined ? `.default(${literal(field.default)})` : '';
  const doc = field.description ? `  ${comment(field.description)}\n` : '';
  return `${doc}  ${name}: ${builder}('${name}'${options})${notNull}${fallback},`;
}

function tableSource(spec: ResourceSpec): string {
  const timestamp = (key: string, column: string) =>
    `  ${key}: timestamp('${column}', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),`;
  return [
    comment(`The table of resource \`${spec.name}\` (${spec.source}).`),
    `export const ${spec.name}Table = pgTable('${spec.table}', {`,
    "  id: serial('id').primaryKey(),",
    ...(spec.scope === 'account' ? ["  accountId: integer('account_id').notNull(),"] : []),
    ...Object.entries(spec.fields).map(([name, field]) => columnSource(name, field)),
    timestamp('createdAt', 'created_at'),
    timestamp('updatedAt', 'updated_at'),
    '});',
    '',
  ].join('\n');
}

/** The module's source (not yet formatted). */
export function resourceTablesSource(banner: string, resources: ResourceSpec[]): string {
  const builders = new Set(['integer', 'pgTable', 'serial', 'timestamp']);
  for (const spec of resources) for (const field of Object.values(spec.fields)) builders.add(BUILDER[field.type]);
  return [banner, `import { ${[...builders].sort().join(', ')} } from 'drizzle-orm/pg-core';`, '', ...resources.map(tableSource)].join(
    '\n',
  );
}
