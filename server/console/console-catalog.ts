import { buildOpenApiDocument, SDK_SIGNING_RECIPE } from '../api/openapi';
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
    openApiDocument: (title: string, origin: string) => buildOpenApiDocument([...operations], { title, version: '1' }, [origin]),
    /**
     * The public document (no session): the calls signed with an access key and what pwa-sdk.js calls;
     * the console's own calls stay in the signed-in document.
     */
    publicApiDocument: (title: string, origin: string) =>
      buildOpenApiDocument(
        operations.filter((op) => op.access === 'sdk' || (op.tag === 'sdk' && op.access === 'public')),
        { title, version: '1', description: SDK_SIGNING_RECIPE },
        [origin],
      ),
  };
}
