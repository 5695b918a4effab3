import type { PageAction } from '@contract/generated/page-schema';
import { operationInfo } from '@/api/operation-table';
import { operationClient } from '@/renderer/core/call-operation';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';

/**
 * Runs an action of kind "download": asks its operation (one answering a file, `x-download`) with its
 * parameters and saves the answer. `$query.<name>` reads the page's URL, where a list keeps its filters,
 * so a toolbar download can send the filters in use. The HTTP layer names the file from the answer's
 * Content-Disposition or, without one, the spec's default name (spec §7: account-list.csv).
 * Loaded on the first download, so list pages without one carry none of it.
 */
export async function runDownloadAction(action: PageAction, scope: RenderScope): Promise<void> {
  const op = action.operation ? operationInfo(action.operation) : undefined;
  if (!op) throw new Error(`Unknown operation: ${action.operation}`);
  const query = scope.query ?? Object.fromEntries(new URLSearchParams(window.location.search));
  const resolved = resolveParams(action.params, { ...scope, query });
  const params = Object.fromEntries(Object.entries(resolved).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  await operationClient().download({ url: op.path, method: op.method, params });
}
