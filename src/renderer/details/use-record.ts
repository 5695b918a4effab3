import type { PageDescriptions } from '@contract/generated/page-schema';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import { useOperationData } from '@/renderer/states/use-operation-data';

export interface RecordState {
  record: Record<string, unknown> | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The record a descriptions view shows: loaded with its operation and parameters, or the scope's row. */
export function useDescriptionsRecord(spec: PageDescriptions, scope: RenderScope, enabled = true): RecordState {
  const params = resolveParams(spec.params, scope);
  const loaded = useOperationData<Record<string, unknown>>(enabled ? spec.operation : undefined, params);
  if (!spec.operation) return { record: scope.row, loading: false, error: undefined, reload: () => undefined };
  return {
    record: isRecord(loaded.data) ? loaded.data : undefined,
    loading: loaded.loading,
    error: loaded.error,
    reload: loaded.reload,
  };
}
