import type { PageAction } from '@contract/generated/page-schema';
import { callOperation } from '@/renderer/core/call-operation';
import { getPath } from '@/renderer/core/get-path';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import type { MessageValues, Translate } from '@/renderer/value-types/types';
import { copyText } from '@/utils/copy-text';
import type { ListActions } from './list-actions-context';

export interface OperationEffects {
  t: Translate;
  /** Shows a success toast. */
  notify(text: string): void;
  list: Pick<ListActions, 'refreshAfter' | 'showResult' | 'clearSelection'>;
  /** ICU arguments of the success message (the row's values, the selection's size). */
  messageValues: MessageValues;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/**
 * Runs an action of kind "operation": calls it with its parameters resolved in the scope, then does
 * what `result` says (refresh by default, unless the operation's declared change refreshed the list already; copy puts the answer or `resultField` on the clipboard and
 * shows it; message shows the success text or the answer). Failures reject; the HTTP layer has shown them.
 */
export async function runOperationAction(action: PageAction, scope: RenderScope, effects: OperationEffects): Promise<unknown> {
  if (!action.operation) throw new Error(`Action ${action.label} names no operation`);
  const data = await callOperation(action.operation, resolveParams(action.params, scope));
  const success = action.success ? effects.t(action.success, effects.messageValues) : undefined;
  switch (action.result ?? 'refresh') {
    case 'refresh':
      if (success) effects.notify(success);
      if (scope.selectedKeys) effects.list.clearSelection();
      effects.list.refreshAfter(action.operation);
      break;
    case 'copy': {
      const text = asText(action.resultField ? getPath(data, action.resultField) : data);
      const copied = await copyText(text);
      if (success) effects.notify(success);
      effects.list.showResult(text, copied);
      break;
    }
    case 'message': {
      const text = success ?? asText(data);
      if (text) effects.notify(text);
      break;
    }
    case 'none':
      if (success) effects.notify(success);
      break;
  }
  return data;
}
