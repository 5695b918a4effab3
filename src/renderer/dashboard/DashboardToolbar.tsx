import { Space } from 'antd';
import { useMemo, useState } from 'react';
import { changeReaches } from '@/api/data-changes';
import { showMessage } from '@/components/feedback/lazy-feedback';
import type { PageDashboardBody } from '@contract/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';
import { ActionButton } from '@/renderer/list/actions/ActionButton';
import { ListActionsContext, type ListActions } from '@/renderer/list/actions/list-actions-context';
import { ListDialogs, type OpenDialog } from '@/renderer/list/ListDialogs';

export interface DashboardToolbarProps {
  body: PageDashboardBody;
  scope: RenderScope;
  /** Asks every card and chart again (a refresh action, or a form whose operation announces no topic they read). */
  reload(): void;
  /** The operations of the dashboard's cards and charts, to tell whether a saved form already refreshed them. */
  readers: string[];
}

/** The dashboard's buttons (e.g. account details, buy a package) with the modals and drawers they open, in the app tree. */
export function DashboardToolbar({ body, scope, reload, readers }: DashboardToolbarProps) {
  const [dialog, setDialog] = useState<OpenDialog | undefined>();
  const actions = useMemo<ListActions>(
    () => ({
      refresh: reload,
      refreshAfter(operationId) {
        // Cards and charts whose operation reads a topic the call changed have asked again already.
        if (!readers.every((reader) => changeReaches(operationId, reader))) reload();
      },
      openModal: (target, at) => setDialog({ kind: 'modal', target, scope: at }),
      openDrawer: (target, at) => setDialog({ kind: 'drawer', target, scope: at }),
      showResult: (text) => showMessage(text, 'success'),
      exportCsv: () => undefined,
      openImport: () => undefined,
      clearSelection: () => undefined,
      exporting: false,
    }),
    [reload, readers],
  );
  const toolbar = body.toolbar ?? [];
  if (!toolbar.length) return null;
  return (
    <ListActionsContext.Provider value={actions}>
      <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
        {toolbar.map((action, index) => (
          <ActionButton key={`${action.label}-${index}`} action={action} scope={scope} variant="toolbar" />
        ))}
      </Space>
      <ListDialogs spec={body} dialog={dialog} onClose={() => setDialog(undefined)} onChanged={actions.refreshAfter} />
    </ListActionsContext.Provider>
  );
}
