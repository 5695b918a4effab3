import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';
import { useCanOpen } from '@/router/use-home-path';
import { useHeaderSetting } from '@/store/project-config-store';

// The modal (antd Modal and Descriptions) loads on the first click.
const ContactModal = lazy(() => import('./ContactModal').then((module) => ({ default: module.ContactModal })));

export const WORK_ORDER_COMMIT_PATH = '/workorder/commit';

/** Contact us ("call me" in the spec's header settings): the support contacts in a modal. */
export function ContactButton() {
  const navigate = useNavigate();
  const { showCallMe } = useHeaderSetting();
  // The dialog offers a work order only to a role that may open the work-order form.
  const canOrder = useCanOpen(WORK_ORDER_COMMIT_PATH);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!showCallMe) return null;
  return (
    <>
      <Tooltip title={t('layout.contact')}>
        <Button
          type="text"
          icon={<CustomerServiceOutlined />}
          aria-label={t('layout.contact')}
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <ContactModal
            open={open}
            onClose={() => setOpen(false)}
            onWorkOrder={
              canOrder
                ? () => {
                    setOpen(false);
                    navigate(WORK_ORDER_COMMIT_PATH);
                  }
                : undefined
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
