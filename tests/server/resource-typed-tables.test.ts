import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as generatedTables from '../../server/api/generated/resource-tables';
import { adminAccess } from '../../server/menus/tables';
import { columnPlanOf } from '../../server/resources/resource-table';
import { readResources } from '../../server/resources/resource-spec';
import { projectPath } from '../../server/shared/project-root';

/** Resources whose rows other code reads through a drizzle table: hand-written, or generated from the file by `npm run gen`. */
const TYPED_TABLES: [string, PgTable][] = [
  ['adminAccess', adminAccess],
  ...Object.entries(generatedTables).map(([key, table]): [string, PgTable] => [key.replace(/Table$/, ''), table]),
];

const columnsOf = (table: PgTable) =>
  getTableConfig(table)
    .columns.map((column) => ({ name: column.name, type: column.getSQLType(), notNull: column.notNull }))
    .sort((a, b) => a.name.localeCompare(b.name));

const SQL_TYPE = { integer: 'integer', text: 'text', boolean: 'boolean', 'timestamp with time zone': 'timestamp with time zone' } as const;

// A resource is migrated from its file; code that reads the same rows through a typed drizzle table
// would silently drift from it (a renamed field, a nullability change), so the two must declare the same columns.
describe('typed tables of resources', () => {
  const { resources, problems } = readResources(projectPath('schemas'));

  it('declare exactly the columns, types and nullability of their resource file', () => {
    expect(problems).toEqual([]);
    for (const [name, table] of TYPED_TABLES) {
      const spec = resources.find((resource) => resource.name === name);
      expect(spec, `schemas/resources declares ${name}`).toBeDefined();
      const declared = columnPlanOf(spec!)
        .map((column) => ({
          name: column.name,
          type: column.name === 'id' ? 'serial' : SQL_TYPE[column.dataType],
          notNull: column.notNull,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(columnsOf(table), `server's typed table of ${name}`).toEqual(declared);
    }
  });

  it('generated tables take the defaults and allowed values of their resource file', () => {
    for (const [key, table] of Object.entries(generatedTables)) {
      const spec = resources.find((resource) => `${resource.name}Table` === key)!;
      const columns = getTableConfig(table).columns;
      for (const [field, declared] of Object.entries(spec.fields)) {
        const column = columns.find((c) => c.name === field)!;
        expect(column.default, `${key}.${field} default`).toEqual(declared.default);
        if (declared.type === 'string') expect(column.enumValues, `${key}.${field} enum`).toEqual(declared.enum);
      }
    }
  });
});
