/*
 * Stands in for antd's Tree inside antd Table's column filter dropdown, in the browser build only
 * (build/no-table-filter-tree-plugin.ts). The dropdown draws a Tree only for column filters with
 * `filterMode: 'tree'`; the console filters lists with its own filter form and declares no column
 * filters, so the Tree (rc-tree, about 14 KB gzipped) would ride along on every list page unused.
 * Should a column filter in tree mode ever be declared, it shows this notice instead of failing.
 */
export default function TableFilterTreeUnavailable() {
  return <div role="note">Tree-mode column filters are not part of this console's build.</div>;
}
