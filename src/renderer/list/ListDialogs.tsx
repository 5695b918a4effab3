import type { PageList } from '@/api/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';
import { SchemaDetailsDrawer } from '@/renderer/details/SchemaDetailsDrawer';
import { SchemaFormModal } from '@/renderer/form/SchemaFormModal';

export interface OpenDialog {
  kind: 'modal' | 'drawer';
  target: string;
  scope: RenderScope;
}

/** The list's form modal or details drawer that an action opened (rendered in the app tree). */
export function ListDialogs({ spec, dialog, onClose, onChanged }: { spec: PageList; dialog: OpenDialog | undefined; onClose(): void; onChanged(): void }) {
  const form = dialog?.kind === 'modal' ? spec.modals?.[dialog.target] : undefined;
  const details = dialog?.kind === 'drawer' ? spec.drawers?.[dialog.target] : undefined;
  return (
    <>
      {form && dialog && <SchemaFormModal form={form} open scope={dialog.scope} onClose={onClose} onSubmitted={onChanged} />}
      {details && dialog && <SchemaDetailsDrawer spec={details} open scope={dialog.scope} onClose={onClose} modals={spec.modals} />}
    </>
  );
}
