import { Button, Drawer, Space } from 'antd';
import { useIntl } from 'react-intl';
import { SchemaFormBody } from './SchemaFormBody';
import type { SchemaFormProps } from './SchemaFormModal';
import { useFormSession } from './use-form-session';

/** The same form as SchemaFormModal, in a drawer (for long forms). */
export function SchemaFormDrawer({ form, open, scope, onClose, onSubmitted }: SchemaFormProps) {
  const intl = useIntl();
  const session = useFormSession({ spec: form, open, scope, onClose, onSubmitted });
  return (
    <Drawer
      open={open}
      title={intl.formatMessage({ id: form.title })}
      width={form.width ?? 640}
      onClose={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'renderer.form.cancel' })}</Button>
          <Button type="primary" loading={session.submitting} disabled={session.status !== 'ready'} onClick={session.submit}>
            {intl.formatMessage({ id: 'renderer.form.submit' })}
          </Button>
        </Space>
      }
    >
      {open ? <SchemaFormBody session={session} /> : null}
    </Drawer>
  );
}
