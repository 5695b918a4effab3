import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PageAction } from '@contract/generated/page-schema';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { useCan, type CanFn } from '@/renderer/core/access';
import { evaluateCondition } from '@/renderer/core/condition';
import { resolveValue } from '@/renderer/core/resolve-value';
import { fillRouteTemplate } from '@/renderer/core/route-template';
import type { RenderScope } from '@/renderer/core/scope';
import { isSafeUrl } from '@/renderer/value-types/safe-url';
import type { Translate } from '@/renderer/value-types/types';
import { useListActions } from './list-actions-context';
import { rowMessageValues } from './message-values';
import { runOperationAction } from './run-operation';

/**
 * The web address a `link` action with `href` opens (a payment page): undefined when the action has
 * none, null when the row's value is not a safe web address (the action is then not offered).
 */
export function actionHref(action: PageAction, scope: RenderScope): string | undefined | null {
  if (!action.href) return undefined;
  const href = resolveValue(action.href, scope);
  return typeof href === 'string' && isSafeUrl(href) ? href : null;
}

/** True when the user may see the action for this scope (permission, visibleWhen on the row, a safe href). */
export function actionVisible(action: PageAction, scope: RenderScope, can: CanFn): boolean {
  return (
    can(action.permission) &&
    (!action.visibleWhen || evaluateCondition(action.visibleWhen, scope.row ?? scope.values ?? {})) &&
    actionHref(action, scope) !== null
  );
}

/** The action's visibility as a hook (one button, one action). */
export function useActionVisible(action: PageAction, scope: RenderScope): boolean {
  return actionVisible(action, scope, useCan());
}

/** Said to assistive technology (and found by the layout tests): this action opens a dialog. */
export const opensDialog = (action: PageAction) =>
  !action.confirm && (action.kind === 'modal' || action.kind === 'drawer' || action.kind === 'import');

/**
 * Runs declared actions in one scope (a row, the selection, the toolbar): opens the action's modal or
 * drawer, follows its link, or runs its operation, then refreshes, copies or tells as declared.
 * `running` is true while an operation or download is under way.
 */
export function useRunAction(scope: RenderScope) {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useListActions();
  const [running, setRunning] = useState(false);
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const messageValues = rowMessageValues(scope.row, { count: scope.selectedKeys?.length ?? 0 });

  // What happens behind a web address (a payment) is seen by this list when the console's window gets the focus back.
  const refreshOnReturn = () => addEventListener('focus', list.refresh, { once: true });

  const run = async (action: PageAction) => {
    const href = actionHref(action, scope);
    if (href) {
      window.open(href, '_blank', 'noopener');
      refreshOnReturn();
      return;
    }
    switch (action.kind) {
      case 'modal':
        if (action.target) list.openModal(action.target, scope);
        return;
      case 'drawer':
        if (action.target) list.openDrawer(action.target, scope);
        return;
      case 'link':
        if (action.target) navigate(fillRouteTemplate(action.target, scope.row));
        return;
      case 'export':
        list.exportCsv();
        return;
      case 'import':
        list.openImport();
        return;
      case 'refresh':
        list.refresh();
        return;
      case 'operation':
      case 'download':
        setRunning(true);
        try {
          if (action.kind === 'download') await (await import('./run-download')).runDownloadAction(action, scope);
          else await runOperationAction(action, scope, { t, notify: (text) => showMessage(text, 'success'), list, messageValues });
        } catch {
          // Shown by the HTTP layer; nothing else changes.
        } finally {
          setRunning(false);
        }
    }
  };

  return { run, running, t, messageValues, exporting: list.exporting, refreshOnReturn };
}
