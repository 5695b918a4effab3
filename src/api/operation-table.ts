import type { ConsoleOperation } from '@contract/generated/types';

export type OperationInfo = ConsoleOperation;
export type OperationTable = Readonly<Record<string, OperationInfo>>;

let table: OperationTable = {};

/**
 * The operation table the server answers with the page schemas at sign-in (GET /api/v1/console/operations,
 * src/store/load-pages.ts): how to call each operation it registered. The renderer calls operations and
 * follows their data topics through it, not through a table compiled into the bundle, so a page over an
 * operation added after the console was built works after a server restart.
 */
export function setOperationTable(next: OperationTable): void {
  table = next;
}

/** How to call `operationId`, or undefined when the server registered no such operation (or the table is not loaded yet). */
export const operationInfo = (operationId: string): OperationInfo | undefined =>
  Object.prototype.hasOwnProperty.call(table, operationId) ? table[operationId] : undefined;
