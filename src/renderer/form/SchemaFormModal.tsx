import { Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageForm } from '@contract/generated/page-schema';
import type { RenderScope } from '@/renderer/core/scope';
import { SchemaFormBody } from './SchemaFormBody';
import { useFormSession } from './use-form-session';

// Only forms that follow what they made (a payment) load it, after their submit.
const FollowView = lazy(() => import('./follow/FollowView').then((m) => ({ default: m.FollowView })));
// Only forms that reveal their answer once (a new secret) load it, after their submit.
const RevealView = lazy(() => import('./RevealView').then((m) => ({ default: m.RevealView })));

export interface SchemaFormProps {
  form: PageForm;
  open: boolean;
  scope: RenderScope;
  /** Called on cancel, and after a successful submit (right after onSubmitted; a form with `follow` or `reveal` when it is closed). */
  onClose: () => void;
  /** The operation's answer (its data) after a successful submit. */
  onSubmitted?: (result: unknown) => void;
}

/**
 * A form in a modal, rendered in the app tree (theme and locale apply). Each opening starts afresh:
 * initial values from `initialValues` or the `load` operation, submit to `operation`. A form with
 * `follow` stays open after its submit and shows what it made until that settles; one with `reveal`
 * stays open showing fields of its answer once (a new secret), forgotten when it closes.
 */
export function SchemaFormModal({ form, open, scope, onClose, onSubmitted }: SchemaFormProps) {
  const intl = useIntl();
  const [followed, setFollowed] = useState<{ result: unknown }>();
  const stays = Boolean(form.follow || form.reveal);
  const session = useFormSession({
    spec: form,
    open,
    scope,
    onClose: () => {
      if (!stays) onClose();
    },
    onSubmitted: (result) => {
      onSubmitted?.(result);
      if (stays) setFollowed({ result });
    },
  });
  const cancel = () => {
    setFollowed(undefined);
    onClose();
  };
  const common = {
    open,
    title: intl.formatMessage({ id: (followed && (form.follow?.title ?? form.reveal?.title)) || form.title }),
    width: form.width ?? 560,
    onCancel: cancel,
    maskClosable: false,
    destroyOnHidden: true,
  };
  if (followed && form.reveal) {
    return (
      <Modal
        {...common}
        onOk={cancel}
        okText={intl.formatMessage({ id: 'renderer.action.close' })}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Suspense fallback={null}>
          <RevealView reveal={form.reveal} result={followed.result} />
        </Suspense>
      </Modal>
    );
  }
  if (followed && form.follow) {
    return (
      <Modal {...common} footer={null}>
        <Suspense fallback={null}>
          <FollowView follow={form.follow} scope={{ ...scope, result: followed.result }} />
        </Suspense>
      </Modal>
    );
  }
  return (
    <Modal
      {...common}
      onOk={session.submit}
      okText={intl.formatMessage({ id: 'renderer.form.submit' })}
      cancelText={intl.formatMessage({ id: 'renderer.form.cancel' })}
      confirmLoading={session.submitting}
      okButtonProps={{ disabled: session.status !== 'ready' }}
    >
      {open ? <SchemaFormBody session={session} /> : null}
    </Modal>
  );
}
