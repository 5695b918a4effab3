/** What references in a page schema may point at ($row.id, $values.kind, $selectedKeys, ...). */
export interface RenderScope {
  row?: Record<string, unknown>;
  values?: Record<string, unknown>;
  selectedKeys?: unknown[];
  selectedRows?: Record<string, unknown>[];
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  user?: Record<string, unknown>;
  result?: unknown;
}
