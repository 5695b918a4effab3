import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FILTER_DROPDOWN = /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const standIn = fileURLToPath(new URL('../src/utils/shims/no-table-filter-tree.tsx', import.meta.url));

/**
 * In the browser build, antd Table's filter dropdown gets a stand-in for antd's Tree
 * (src/utils/shims/no-table-filter-tree.tsx says why). Only that one import is redirected: any
 * other use of Tree gets the real one.
 */
export function noTableFilterTree(): Plugin {
  return {
    name: 'no-table-filter-tree',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../../../tree' && importer && FILTER_DROPDOWN.test(importer)) return standIn;
      return null;
    },
  };
}
