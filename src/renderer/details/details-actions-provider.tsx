import { Modal } from 'antd';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PageForm } from '@contract/generated/page-schema';
import { showMessage } from '@/components/feedback/lazy-feedback';
import type { RenderScope } from '@/renderer/core/scope';
import { SchemaFormModal } from '@/renderer/form/form-screens';
import { ListActionsContext, type ListActions } from '@/renderer/list/actions/list-actions-context';

interface DetailsActionsProviderProps {
  /** Forms an action of kind "modal" may open (a list's `modals` when the details belong to a list). */
  modals?: Record<string, PageForm>;
  /** Reloads the record after an action changed it. */
  reload: () => void;
  children: ReactNode;
}

/**
 * Lets the list's action buttons run inside a descriptions view: refresh reloads the record (and the
 * surrounding list, if any), modal actions open the details' own forms or else the list's.
 */
export function DetailsActionsProvider({ modals, reload, children }: DetailsActionsProviderProps) {
  const intl = useIntl();
  const parent = useContext(ListActionsContext);
  const [openForm, setOpenForm] = useState<{ form: PageForm; scope: RenderScope } | undefined>();
  const [result, setResult] = useState<string | undefined>();

  const actions = useMemo<ListActions>(
    () => ({
      refresh() {
        reload();
        parent?.refresh();
      },
      refreshAfter(operationId) {
        reload();
        parent?.refreshAfter(operationId);
      },
      openModal(target, scope) {
        const form = modals?.[target];
        if (form) setOpenForm({ form, scope });
        else parent?.openModal(target, scope);
      },
      openDrawer(target, scope) {
        parent?.openDrawer(target, scope);
      },
      showResult(text, copied) {
        if (copied) showMessage(intl.formatMessage({ id: 'renderer.details.copied' }), 'success');
        setResult(text);
      },
      exportCsv: () => parent?.exportCsv(),
      openImport: () => parent?.openImport(),
      clearSelection: () => undefined,
      exporting: false,
    }),
    [modals, reload, parent, intl],
  );

  return (
    <ListActionsContext.Provider value={actions}>
      {children}
      {openForm ? (
        <SchemaFormModal
          form={openForm.form}
          open
          scope={openForm.scope}
          onClose={() => setOpenForm(undefined)}
          onSubmitted={() => actions.refreshAfter(openForm.form.operation)}
        />
      ) : null}
      <Modal
        open={result !== undefined}
        title={intl.formatMessage({ id: 'renderer.details.result' })}
        onCancel={() => setResult(undefined)}
        onOk={() => setResult(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={intl.formatMessage({ id: 'renderer.form.close' })}
      >
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{result}</pre>
      </Modal>
    </ListActionsContext.Provider>
  );
}
