import { FileTextOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';
import { useHeaderSetting } from '@/store/project-config-store';

export const WORK_ORDER_PATH = '/workorder/index';

export function WorkOrderButton() {
  const navigate = useNavigate();
  const { showWorkOrder } = useHeaderSetting();
  if (!showWorkOrder) return null;
  return (
    <Tooltip title={t('layout.workOrder')}>
      <Button type="text" icon={<FileTextOutlined />} aria-label={t('layout.workOrder')} onClick={() => navigate(WORK_ORDER_PATH)} />
    </Tooltip>
  );
}
