import type { TestProject } from 'vitest/node';
import { loadOperations } from '../../server/api/schema-loader';
import { operationTableOf, type ConsoleOperationTable } from '../../server/console/operation-table';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The operation table the server answers for the project's schemas (GET /api/v1/console/operations). */
    consoleOperationTable: ConsoleOperationTable;
  }
}

/**
 * Global setup of the jsdom projects: reads the project's schemas into the console's operation table once
 * per run. Loading them costs about half a second (the schema loader and its imports), which every test
 * file paid again in its own process.
 */
export default function setup(project: TestProject) {
  project.provide('consoleOperationTable', operationTableOf(loadOperations()));
}
