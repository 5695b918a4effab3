import { FileTextOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';
import { useCanOpen } from '@/router/use-home-path';
import { useHeaderSetting } from '@/store/project-config-store';

export const WORK_ORDER_PATH = '/workorder/index';

export function WorkOrderButton() {
  const navigate = useNavigate();
  const { showWorkOrder } = useHeaderSetting();
  const canOpen = useCanOpen(WORK_ORDER_PATH);
  if (!showWorkOrder || !canOpen) return null;
  return (
    <Tooltip title={t('layout.workOrder')}>
      <Button type="text" icon={<FileTextOutlined />} aria-label={t('layout.workOrder')} onClick={() => navigate(WORK_ORDER_PATH)} />
    </Tooltip>
  );
}
