// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noTableFilterTree } from '../../../build/no-table-filter-tree-plugin';

const require = createRequire(import.meta.url);
const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const filterDropdown = path.join(antdEs, 'table', 'hooks', 'useFilter', 'FilterDropdown.js');

type ResolveId = (source: string, importer: string | undefined) => string | null;
const resolveId = noTableFilterTree().resolveId as unknown as ResolveId;

describe('the build stand-in for the Tree of antd Table filter dropdown', () => {
  it("redirects the filter dropdown's import of Tree to the stand-in", () => {
    const resolved = resolveId('../../../tree', filterDropdown);
    expect(resolved).toMatch(/src[\\/]utils[\\/]shims[\\/]no-table-filter-tree\.tsx$/);
    expect(fs.existsSync(resolved!)).toBe(true);
  });

  it('leaves every other import alone, Tree included', () => {
    expect(resolveId('../../../tree', path.join(antdEs, 'table', 'InternalTable.js'))).toBeNull();
    expect(resolveId('antd/es/tree', '/app/src/some-page.tsx')).toBeNull();
    expect(resolveId('../../../menu', filterDropdown)).toBeNull();
  });

  it('matches the installed antd: its filter dropdown still imports Tree that way', () => {
    // Should an antd update move the import, the stand-in would quietly stop applying.
    expect(fs.readFileSync(filterDropdown, 'utf8')).toContain("from '../../../tree'");
  });
});
