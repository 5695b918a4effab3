import { useCallback, useEffect, useRef, useState } from 'react';
import { callOperation } from '@/renderer/core/call-operation';

export interface OperationData<T> {
  data?: T;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * Calls an operation when the component mounts and whenever the operation or its parameters change
 * (compared by content, so a new but equal object does not call again). A late answer never replaces
 * a newer one. Failures are shown where the data would be (errorMessageMode 'none'), not as a toast.
 */
export function useOperationData<T = unknown>(operation: string | undefined, params: Record<string, unknown> = {}): OperationData<T> {
  const key = operation ? `${operation}?${JSON.stringify(params)}` : '';
  const [state, setState] = useState<{ data?: T; loading: boolean; error: unknown }>({ loading: Boolean(operation), error: undefined });
  const [attempt, setAttempt] = useState(0);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const latest = useRef(0);

  useEffect(() => {
    if (!operation) return;
    const run = ++latest.current;
    setState((prev) => ({ data: prev.data, loading: true, error: undefined }));
    callOperation<T>(operation, paramsRef.current, { errorMessageMode: 'none' }).then(
      (data) => run === latest.current && setState({ data, loading: false, error: undefined }),
      (error: unknown) => run === latest.current && setState({ data: undefined, loading: false, error }),
    );
    // `key` stands for the operation and the parameters' content.
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
