import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { PageAction } from '@contract/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';
import { actionIcon } from './action-icon';
import { actionHref, opensDialog, useActionVisible, useRunAction } from './use-run-action';

export { useActionVisible } from './use-run-action';

// Loaded when a confirmation is first asked for (most list pages never ask for one).
const ActionConfirm = lazy(() => import('./ActionConfirm'));

export interface ActionButtonProps {
  action: PageAction;
  /** {row} for row actions, {selectedKeys, selectedRows} for batch actions, {} for the toolbar. */
  scope: RenderScope;
  variant: 'row' | 'toolbar' | 'batch';
}

/**
 * One declared action as a button: opens its modal or drawer, follows its link, or runs its operation
 * (after a confirmation when it declares one), then refreshes, copies or tells as declared.
 */
export function ActionButton({ action, scope, variant }: ActionButtonProps) {
  const visible = useActionVisible(action, scope);
  const { run: runAction, running, t, messageValues, exporting, refreshOnReturn } = useRunAction(scope);
  // The confirmation is mounted only once asked for: a Popconfirm in every row costs more than the row.
  const [confirming, setConfirming] = useState(false);
  if (!visible) return null;
  const run = () => runAction(action);
  // A web address of the row (a payment page) is a real link, opened in a new window.
  const href = actionHref(action, scope) ?? undefined;

  const disabled = variant === 'batch' && (scope.selectedKeys?.length ?? 0) === 0;
  const button = (
    <Button
      aria-haspopup={opensDialog(action) ? 'dialog' : undefined}
      type={variant === 'row' ? 'link' : action.primary ? 'primary' : 'default'}
      size={variant === 'row' ? 'small' : 'middle'}
      danger={action.danger}
      icon={actionIcon(action)}
      loading={running || (action.kind === 'export' && exporting)}
      disabled={disabled}
      href={href}
      target={href && '_blank'}
      onClick={href ? refreshOnReturn : action.confirm ? () => setConfirming(true) : () => void run()}
    >
      {t(action.label)}
    </Button>
  );
  if (!action.confirm || disabled || !confirming) return button;
  return (
    <Suspense fallback={button}>
      <ActionConfirm
        action={{ ...action, confirm: action.confirm }}
        messageValues={messageValues}
        run={run}
        onClose={() => setConfirming(false)}
      >
        {button}
      </ActionConfirm>
    </Suspense>
  );
}
