import { buildOpenApiDocument } from '../api/openapi';
import { loadEntities, type OperationSpec } from '../api/schema-loader';
import { createCheckedPages, type CheckedPagesLog } from './checked-pages';
import { operationTableOf } from './operation-table';

export interface ConsoleCatalogDeps {
  /** The schemas folder the server started from. */
  root: string;
  /** The operations the server registered. */
  operations: readonly OperationSpec[];
  log: CheckedPagesLog;
}

/** What the console loads about itself: page schemas (checked when changed), the operation table, entities, the API document. */
export function createConsoleCatalog({ root, operations, log }: ConsoleCatalogDeps) {
  const pages = createCheckedPages(root, log);
  const table = operationTableOf(operations);
  return {
    pages: () => pages.current(),
    operationTable: () => table,
    // Read on each call so an edited entity shows after a reload, without a rebuild.
    entities: () => loadEntities(root),
    openApiDocument: (title: string) => buildOpenApiDocument([...operations], { title, version: '1' }),
  };
}
