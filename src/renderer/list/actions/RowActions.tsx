import { DownOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { PageAction } from '@contract/generated/page-schema';
import { useCan } from '@/renderer/core/access';
import type { RenderScope } from '@/renderer/core/scope';
import { actionIcon } from './action-icon';
import { ActionButton } from './ActionButton';
import { splitRowActions } from './row-actions-layout';
import { actionVisible, opensDialog, useRunAction } from './use-run-action';

const Popconfirm = lazy(() => import('antd/es/popconfirm'));

export interface RowActionsProps {
  actions: PageAction[];
  row: Record<string, unknown>;
  /** A phone: the actions wait in a menu so the row's own columns stay readable. */
  phone: boolean;
}

/** A row's actions: links in the row, the rest (on a phone, all) in a menu. */
export function RowActions({ actions, row, phone }: RowActionsProps) {
  const can = useCan();
  const scope: RenderScope = { row };
  const { inline, menu } = splitRowActions(
    actions.filter((action) => actionVisible(action, scope, can)),
    phone,
  );
  return (
    <Space size={0} wrap={false}>
      {inline.map((action, index) => (
        <ActionButton key={`${action.label}-${index}`} action={action} scope={scope} variant="row" />
      ))}
      {menu.length > 0 && <RowActionMenu actions={menu} scope={scope} iconOnly={inline.length === 0} />}
    </Space>
  );
}

/**
 * The menu of a row's further actions. An action that asks for confirmation asks next to the menu's
 * button (the menu itself has closed by then).
 */
function RowActionMenu({ actions, scope, iconOnly }: { actions: PageAction[]; scope: RenderScope; iconOnly: boolean }) {
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
            {t('renderer.list.moreActions')} <DownOutlined />
          </>
        )}
      </Button>
    </Dropdown>
  );
  if (!confirming?.confirm) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Popconfirm
        open
        title={t(confirming.confirm, messageValues)}
        okText={t('renderer.action.confirm')}
        cancelText={t('renderer.action.cancel')}
        okButtonProps={{ danger: confirming.danger }}
        onConfirm={async () => {
          await run(confirming);
          setConfirming(undefined);
        }}
        onCancel={() => setConfirming(undefined)}
        onOpenChange={(open) => open || setConfirming(undefined)}
      >
        <span>{trigger}</span>
      </Popconfirm>
    </Suspense>
  );
}
