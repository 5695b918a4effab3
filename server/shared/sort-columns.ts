import { loadOperations, type JsonSchema, type OperationSpec } from '../api/schema-loader';

/** What a list operation takes its paging, sorting and filters in: its query, or the body of a POST list. */
export const listInputOf = (op: Pick<OperationSpec, 'query' | 'body'>): JsonSchema | undefined => op.query ?? op.body;

/** The fields a list operation sorts by: the `enum` of its query's (or POST body's) `sortField` (schemas/api), or none. */
export function declaredSortFields(op: Pick<OperationSpec, 'query' | 'body'>): string[] {
  const sortField = (listInputOf(op)?.properties as Record<string, JsonSchema> | undefined)?.sortField;
  return Array.isArray(sortField?.enum) ? sortField.enum.map(String) : [];
}

let sortFieldsById: Map<string, string[]> | undefined;

function sortFieldsOf(operationId: string): string[] {
  sortFieldsById ??= new Map(loadOperations().map((op) => [op.operationId, declaredSortFields(op)]));
  const fields = sortFieldsById.get(operationId);
  if (!fields) throw new Error(`sort columns: operation '${operationId}' is not declared in schemas/api`);
  return fields;
}

/**
 * The sort columns of a list, by field. The sortable fields are declared once, in the operation's
 * query (`sortField.enum`), where the request validation refuses any other with a 400 naming the allowed
 * ones and the schema checker matches the page's `sorter` columns; the service only says which column
 * each one is. Called when the service module loads, so a field declared without a column (or a column
 * the schema does not declare) stops the server at start instead of failing a request.
 */
export function sortColumnsOf<Columns extends Record<string, unknown>>(operationId: string, columns: Columns): Columns {
  const declared = sortFieldsOf(operationId);
  const mapped = Object.keys(columns);
  const missing = declared.filter((field) => !mapped.includes(field));
  const undeclared = mapped.filter((field) => !declared.includes(field));
  if (missing.length || undeclared.length) {
    throw new Error(
      `sort columns of '${operationId}' differ from its query's sortField enum in schemas/api (${declared.join(', ')}):` +
        (missing.length ? ` no column for ${missing.join(', ')};` : '') +
        (undeclared.length ? ` not declared: ${undeclared.join(', ')}` : ''),
    );
  }
  return columns;
}
