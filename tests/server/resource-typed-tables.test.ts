import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { adminAccess } from '../../server/menus/tables';
import { columnPlanOf } from '../../server/resources/resource-table';
import { readResources } from '../../server/resources/resource-spec';
import { projectPath } from '../../server/shared/project-root';

/** Resources whose rows other code also reads through a hand-written drizzle table. */
const TYPED_TABLES: Record<string, PgTable> = { adminAccess };

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
    for (const [name, table] of Object.entries(TYPED_TABLES)) {
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
});
