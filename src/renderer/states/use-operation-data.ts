import useRequest from 'ahooks/es/useRequest';
import { useEffect, useRef } from 'react';
import { subscribeOperationReads } from '@/api/data-changes';
import { callOperation } from '@/renderer/core/call-operation';

export interface OperationData<T> {
  data?: T;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

const quiet = () => undefined;

/** Calls in flight by operation and parameters: cards of one answer (the workbench's, the dashboard's) share one request. */
const inFlight = new Map<string, Promise<unknown>>();

function sharedCall<T>(key: string, call: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const started = call().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/**
 * Calls an operation when the component mounts and whenever the operation or its parameters change
 * (compared by content, so a new but equal object does not call again), with ahooks' useRequest, which
 * never lets a late answer replace a newer one. Failures are shown where the data would be
 * (errorMessageMode 'none'), not as a toast.
 */
export function useOperationData<T = unknown>(
  operation: string | undefined,
  params: Record<string, unknown> = {},
  /** Ask again whenever a call announces a change of a topic the operation reads (schemas/api `reads`), e.g. a figure after a purchase. */
  { refreshOnChange = false }: { refreshOnChange?: boolean } = {},
): OperationData<T> {
  const paramsRef = useRef(params);
  paramsRef.current = params;
  // `key` stands for the operation and the parameters' content.
  const key = operation ? `${operation}?${JSON.stringify(params)}` : '';
  const request = useRequest(() => sharedCall(key, () => callOperation<T>(operation!, paramsRef.current, { errorMessageMode: 'none' })), {
    ready: Boolean(operation),
    refreshDeps: [key],
    onError: quiet,
  });
  const { refresh } = request;
  useEffect(
    () => (operation && refreshOnChange ? subscribeOperationReads(operation, refresh) : undefined),
    [operation, refreshOnChange, refresh],
  );
  // useRequest keeps the last error (and the data before it) until a call succeeds; a retry shows as loading.
  return {
    data: request.error ? undefined : request.data,
    loading: request.loading,
    error: request.loading ? undefined : request.error,
    reload: request.refresh,
  };
}
