import Popconfirm from 'antd/es/popconfirm';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { PageAction } from '@contract/generated/page-schema';
import type { MessageValues } from '@/renderer/value-types/types';

export interface ActionConfirmProps {
  action: PageAction & { confirm: string };
  messageValues: MessageValues;
  run: () => Promise<void>;
  onClose: () => void;
  /** What the question points at: the action's button, or the menu holding it. */
  children: ReactElement;
}

/** The question an action asks before it runs (loaded when first asked: most list pages never ask). */
export default function ActionConfirm({ action, messageValues, run, onClose, children }: ActionConfirmProps) {
  const intl = useIntl();
  return (
    <Popconfirm
      open
      title={intl.formatMessage({ id: action.confirm }, messageValues)}
      okText={intl.formatMessage({ id: 'renderer.action.confirm' })}
      cancelText={intl.formatMessage({ id: 'renderer.action.cancel' })}
      okButtonProps={{ danger: action.danger }}
      onConfirm={async () => {
        await run();
        onClose();
      }}
      onCancel={onClose}
      onOpenChange={(open) => open || onClose()}
    >
      {children}
    </Popconfirm>
  );
}
