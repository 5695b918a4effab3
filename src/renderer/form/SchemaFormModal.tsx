import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import type { PageForm } from '@/api/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';
import { SchemaFormBody } from './SchemaFormBody';
import { useFormSession } from './use-form-session';

export interface SchemaFormProps {
  form: PageForm;
  open: boolean;
  scope: RenderScope;
  /** Called on cancel, and after a successful submit (right after onSubmitted). */
  onClose: () => void;
  /** The operation's answer (its data) after a successful submit. */
  onSubmitted?: (result: unknown) => void;
}

/**
 * A form in a modal, rendered in the app tree (theme and locale apply). Each opening starts afresh:
 * initial values from `initialValues` or the `load` operation, submit to `operation`.
 */
export function SchemaFormModal({ form, open, scope, onClose, onSubmitted }: SchemaFormProps) {
  const intl = useIntl();
  const session = useFormSession({ spec: form, open, scope, onClose, onSubmitted });
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: form.title })}
      width={form.width ?? 560}
      onCancel={onClose}
      onOk={session.submit}
      okText={intl.formatMessage({ id: 'renderer.form.submit' })}
      cancelText={intl.formatMessage({ id: 'renderer.form.cancel' })}
      confirmLoading={session.submitting}
      okButtonProps={{ disabled: session.status !== 'ready' }}
      maskClosable={false}
      destroyOnHidden
    >
      {open ? <SchemaFormBody session={session} /> : null}
    </Modal>
  );
}
