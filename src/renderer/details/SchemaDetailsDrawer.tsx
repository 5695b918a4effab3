import { Drawer, Modal } from 'antd';
import { useIntl } from 'react-intl';
import type { PageDescriptions, PageForm } from '@contract/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';
import { SchemaDescriptions } from './SchemaDescriptions';

export interface SchemaDetailsDrawerProps {
  spec: PageDescriptions;
  open: boolean;
  /** Usually {row}: the row shown, or the source of the `operation`'s parameters ($row.id). */
  scope: RenderScope;
  onClose: () => void;
  /** Forms the details' modal actions may open (the list's `modals`). */
  modals?: Record<string, PageForm>;
  width?: number;
}

/**
 * A record's details in a drawer (or a centred modal when the spec says `modal`), rendered in the app
 * tree; the record is (re)loaded each time it opens.
 */
export function SchemaDetailsDrawer({ spec, open, scope, onClose, modals, width = 560 }: SchemaDetailsDrawerProps) {
  const intl = useIntl();
  if (spec.modal)
    return (
      <Modal open={open} title={intl.formatMessage({ id: spec.title })} width={width} onCancel={onClose} footer={null} destroyOnHidden>
        {open ? <SchemaDescriptions spec={spec} scope={scope} showTitle={false} modals={modals} /> : null}
      </Modal>
    );
  return (
    <Drawer open={open} title={intl.formatMessage({ id: spec.title })} width={width} onClose={onClose} destroyOnHidden>
      {open ? <SchemaDescriptions spec={spec} scope={scope} showTitle={false} modals={modals} /> : null}
    </Drawer>
  );
}
