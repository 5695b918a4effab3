import type { OperationSpec } from '../api/schema-loader';
import type { OperationTypes } from '../api/generated/operation-types';
import { inputRulesOf } from './input-rules';

export type ConsoleOperationTable = OperationTypes['listConsoleOperations']['data'];

/**
 * What the console needs to call each operation (src/api/operation-table.ts): built from the operations
 * the server registered, so whatever is registered — a new file of schemas/api, an operation made from a
 * declaration — is callable by a page after a server restart, without a console build.
 */
export function operationTableOf(operations: readonly OperationSpec[]): ConsoleOperationTable {
  return Object.fromEntries(
    operations.map((op) => {
      const input = inputRulesOf(op.method === 'GET' ? op.query : (op.body ?? op.query));
      return [
        op.operationId,
        {
          method: op.method,
          path: op.path,
          access: op.access,
          ...(op.roles ? { roles: op.roles as NonNullable<ConsoleOperationTable[string]['roles']> } : {}),
          ...(op.body ? { body: true } : {}),
          ...(op.query ? { query: true } : {}),
          ...(op.reads?.length ? { reads: op.reads } : {}),
          ...(op.changes?.length ? { changes: op.changes } : {}),
          ...(op['x-idempotent'] ? { idempotent: true } : {}),
          ...(input ? { input } : {}),
        },
      ];
    }),
  );
}
