import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PageAction } from '@contract/generated/page-schema';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { useCan } from '@/renderer/core/access';
import { evaluateCondition } from '@/renderer/core/condition';
import { resolveValue } from '@/renderer/core/resolve-value';
import { fillRouteTemplate } from '@/renderer/core/route-template';
import type { RenderScope } from '@/renderer/core/scope';
import { isSafeUrl } from '@/renderer/value-types/safe-url';
import type { Translate } from '@/renderer/value-types/types';
import { actionIcon } from './action-icon';
import { useListActions } from './list-actions-context';
import { rowMessageValues } from './message-values';
import { runOperationAction } from './run-operation';

// Loaded when a confirmation is first asked for (most list pages never ask for one).
const Popconfirm = lazy(() => import('antd/es/popconfirm'));

export interface ActionButtonProps {
  action: PageAction;
  /** {row} for row actions, {selectedKeys, selectedRows} for batch actions, {} for the toolbar. */
  scope: RenderScope;
  variant: 'row' | 'toolbar' | 'batch';
}

/** True when the user may see the action for this scope (permission and visibleWhen on the row). */
export function useActionVisible(action: PageAction, scope: RenderScope): boolean {
  const can = useCan();
  return can(action.permission) && (!action.visibleWhen || evaluateCondition(action.visibleWhen, scope.row ?? scope.values ?? {}));
}

/**
 * One declared action as a button: opens its modal or drawer, follows its link, or runs its operation
 * (after a confirmation when it declares one), then refreshes, copies or tells as declared.
 */
export function ActionButton({ action, scope, variant }: ActionButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useListActions();
  const visible = useActionVisible(action, scope);
  const [running, setRunning] = useState(false);
  // The confirmation is mounted only once asked for: a Popconfirm in every row costs more than the row.
  const [confirming, setConfirming] = useState(false);
  if (!visible) return null;

  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const messageValues = rowMessageValues(scope.row, { count: scope.selectedKeys?.length ?? 0 });

  const run = async () => {
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

  // A web address of the row (a payment page) opens in a new window; what happens there (a payment) is
  // seen by this list when the console's window gets the focus back.
  const href = action.href && resolveValue(action.href, scope);
  if (href !== undefined && (typeof href !== 'string' || !isSafeUrl(href))) return null;

  const disabled = variant === 'batch' && (scope.selectedKeys?.length ?? 0) === 0;
  // Said to assistive technology (and found by the layout tests): this button opens a dialog.
  const opensDialog = !action.confirm && (action.kind === 'modal' || action.kind === 'drawer' || action.kind === 'import');
  const button = (
    <Button
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      type={variant === 'row' ? 'link' : action.primary ? 'primary' : 'default'}
      size={variant === 'row' ? 'small' : 'middle'}
      danger={action.danger}
      icon={actionIcon(action)}
      loading={running || (action.kind === 'export' && list.exporting)}
      disabled={disabled}
      href={href}
      target={href && '_blank'}
      onClick={
        href ? () => addEventListener('focus', list.refresh, { once: true }) : action.confirm ? () => setConfirming(true) : () => void run()
      }
    >
      {t(action.label)}
    </Button>
  );
  if (!action.confirm || disabled || !confirming) return button;
  return (
    <Suspense fallback={button}>
      <Popconfirm
        open
        title={t(action.confirm, messageValues)}
        okText={t('renderer.action.confirm')}
        cancelText={t('renderer.action.cancel')}
        okButtonProps={{ danger: action.danger }}
        onConfirm={async () => {
          await run();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
        onOpenChange={(open) => open || setConfirming(false)}
      >
        {button}
      </Popconfirm>
    </Suspense>
  );
}
