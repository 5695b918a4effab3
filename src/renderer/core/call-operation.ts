import { announceOperationDone } from '@/api/data-changes';
import { operationInfo } from '@/api/operation-table';
import { defHttp, type HttpClient, type RequestOptions } from '@/utils/http';

let client: HttpClient = defHttp;

/** Points the renderer's calls at another client (tests use one aimed at their own server). */
export function setOperationClient(next: HttpClient = defHttp) {
  client = next;
}

/** The client operations are called with (a download asks it for a file). */
export const operationClient = (): HttpClient => client;

/** What one call carries besides its input. */
export interface CallExtras {
  /**
   * Sent as the `Idempotency-Key` header when the operation moves money (`idempotent` in the operation
   * table): the server answers a repeat of the key with the first call's result and charges nothing.
   */
  idempotencyKey?: string;
}

/**
 * Calls an operation the server registered, by its id, as the server's operation table describes it
 * (src/api/operation-table.ts): the input goes to the query string for GET (and for
 * DELETE without a body), to the body otherwise. Resolves with the envelope's data, after announcing
 * the data topics the operation declares it `changes` (src/api/data-changes.ts).
 */
export async function callOperation<T = unknown>(
  id: string,
  input: Record<string, unknown> = {},
  options?: RequestOptions,
  extras: CallExtras = {},
): Promise<T> {
  const data = await send<T>(id, input, options, extras);
  announceOperationDone(id);
  return data;
}

function send<T>(id: string, input: Record<string, unknown>, options: RequestOptions | undefined, extras: CallExtras): Promise<T> {
  const op = operationInfo(id);
  if (!op) return Promise.reject(new Error(`Unknown operation: ${id}`));
  const url = op.path;
  const headers = op.idempotent && extras.idempotencyKey ? { headers: { 'Idempotency-Key': extras.idempotencyKey } } : {};
  switch (op.method) {
    case 'GET':
      return client.get<T>({ url, params: input }, options);
    case 'DELETE':
      return op.body
        ? client.delete<T>({ url, data: input, ...headers }, options)
        : client.delete<T>({ url, params: input, ...headers }, options);
    case 'PUT':
      return client.put<T>({ url, data: input, ...headers }, options);
    case 'POST':
      return client.post<T>({ url, data: input, ...headers }, options);
    default:
      return Promise.reject(new Error(`Unsupported method ${op.method} of operation ${id}`));
  }
}
