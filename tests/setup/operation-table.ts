/*
 * The console gets its operation table from the server at sign-in (src/store/load-pages.ts). Renderer
 * pieces tested on their own have no sign-in, so they get the table the server would answer for the
 * project's schemas.
 */
import { setOperationTable } from '@/api/operation-table';
import { loadOperations } from '../../server/api/schema-loader';
import { operationTableOf } from '../../server/console/operation-table';

setOperationTable(operationTableOf(loadOperations()));
