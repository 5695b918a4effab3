/*
 * The console gets its operation table from the server at sign-in (src/store/load-pages.ts). Renderer
 * pieces tested on their own have no sign-in, so they get the table the server would answer for the
 * project's schemas (built once per run by tests/setup/console-operation-table.ts).
 */
import { inject } from 'vitest';
import { setOperationTable } from '@/api/operation-table';

setOperationTable(inject('consoleOperationTable'));
