import { DownOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import type { PageAction } from '@contract/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';
import { actionIcon } from './action-icon';
import ActionConfirm from './ActionConfirm';
import { opensDialog, useRunAction } from './use-run-action';

export interface RowActionMenuProps {
  actions: PageAction[];
  scope: RenderScope;
  /** The row shows no links: a "⋯" button named for assistive technology, else "More". */
  iconOnly: boolean;
}

/**
 * The menu of a row's further actions. An action that asks for confirmation asks next to the menu's
 * button (the menu itself has closed by then).
 */
export default function RowActionMenu({ actions, scope, iconOnly }: RowActionMenuProps) {
  const { run, running, t, messageValues } = useRunAction(scope);
  const [confirming, setConfirming] = useState<PageAction>();
  const items = actions.map((action, index) => ({
    key: String(index),
    danger: action.danger,
    icon: actionIcon(action),
    // Found by the layout walk, which opens every dialog of a page.
    label: <span data-opens-dialog={opensDialog(action) || undefined}>{t(action.label)}</span>,
  }));
  const choose = ({ key }: { key: string }) => {
    const action = actions[Number(key)];
    if (!action) return;
    if (action.confirm) setConfirming(action);
    else void run(action);
  };
  const trigger = (
    <Dropdown trigger={['click']} menu={{ items, onClick: choose }}>
      <Button
        type="link"
        size="small"
        loading={running}
        data-row-actions-menu=""
        aria-label={iconOnly ? t('renderer.list.actions') : undefined}
        icon={iconOnly ? <EllipsisOutlined /> : undefined}
      >
        {iconOnly ? null : (
          <>
            {t('renderer.list.moreActions')} <DownOutlined aria-hidden />
          </>
        )}
      </Button>
    </Dropdown>
  );
  if (!confirming?.confirm) return trigger;
  const action = { ...confirming, confirm: confirming.confirm };
  return (
    <ActionConfirm action={action} messageValues={messageValues} run={() => run(action)} onClose={() => setConfirming(undefined)}>
      <span>{trigger}</span>
    </ActionConfirm>
  );
}
