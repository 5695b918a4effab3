import { lazy, Suspense } from 'react';
import type { PageList } from '@contract/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';

// Forms and details load when an action first opens one: the list's first screen stays light.
const SchemaFormModal = lazy(() => import('@/renderer/form/form-screens').then((m) => ({ default: m.SchemaFormModal })));
const SchemaDetailsDrawer = lazy(() => import('@/renderer/details/SchemaDetailsDrawer').then((m) => ({ default: m.SchemaDetailsDrawer })));

export interface OpenDialog {
  kind: 'modal' | 'drawer';
  target: string;
  scope: RenderScope;
}

/** The list's form modal or details drawer that an action opened (rendered in the app tree). */
export function ListDialogs({
  spec,
  dialog,
  onClose,
  onChanged,
}: {
  /** Where the dialogs are declared: a list, or a dashboard's toolbar. */
  spec: Pick<PageList, 'modals' | 'drawers'>;
  dialog: OpenDialog | undefined;
  onClose(): void;
  /** A form saved through this operation. */
  onChanged(operationId: string): void;
}) {
  const form = dialog?.kind === 'modal' ? spec.modals?.[dialog.target] : undefined;
  const details = dialog?.kind === 'drawer' ? spec.drawers?.[dialog.target] : undefined;
  return (
    <Suspense fallback={null}>
      {form && dialog && (
        <SchemaFormModal form={form} open scope={dialog.scope} onClose={onClose} onSubmitted={() => onChanged(form.operation)} />
      )}
      {details && dialog && <SchemaDetailsDrawer spec={details} open scope={dialog.scope} onClose={onClose} modals={spec.modals} />}
    </Suspense>
  );
}
