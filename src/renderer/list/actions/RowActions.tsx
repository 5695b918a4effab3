import { Space } from 'antd';
import { lazy, Suspense } from 'react';
import type { PageAction } from '@contract/generated/page-schema';
import { useCan } from '@/renderer/core/access';
import type { RenderScope } from '@/renderer/core/scope';
import { ActionButton } from './ActionButton';
import { splitRowActions } from './row-actions-layout';
import { actionVisible } from './use-run-action';

// The menu (antd's Dropdown) loads when a row first needs one: on a laptop most lists never do.
const RowActionMenu = lazy(() => import('./RowActionMenu'));

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
      {menu.length > 0 && (
        <Suspense fallback={null}>
          <RowActionMenu actions={menu} scope={scope} iconOnly={inline.length === 0} />
        </Suspense>
      )}
    </Space>
  );
}
