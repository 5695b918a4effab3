import { FileTextOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';
import { useCanOpen } from '@/router/use-home-path';
import { useHeaderSetting } from '@/store/project-config-store';
import { useUnreadWorkOrderCount } from './use-unread-count';

export const WORK_ORDER_PATH = '/workorder/index';

/** The work-order button with the count of answered orders not read yet; opens the work-order list. */
export function WorkOrderButton() {
  const navigate = useNavigate();
  const { showWorkOrder } = useHeaderSetting();
  const canOpen = useCanOpen(WORK_ORDER_PATH);
  const shown = showWorkOrder && canOpen;
  // Work orders the platform answered and the user has not opened since.
  const count = useUnreadWorkOrderCount(shown);
  if (!shown) return null;
  return (
    <Tooltip title={count > 0 ? t('layout.unreadWorkOrders', { count }) : t('layout.workOrder')}>
      <Badge count={count} size="small" overflowCount={99} offset={[-4, 4]} data-testid="workorder-unread">
        <Button type="text" icon={<FileTextOutlined />} aria-label={t('layout.workOrder')} onClick={() => navigate(WORK_ORDER_PATH)} />
      </Badge>
    </Tooltip>
  );
}
