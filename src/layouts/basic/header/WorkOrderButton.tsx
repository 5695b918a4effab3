import { FileTextOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';

export function WorkOrderButton() {
  const navigate = useNavigate();
  return (
    <Tooltip title={t('layout.workOrder')}>
      <Button
        type="text"
        icon={<FileTextOutlined />}
        aria-label={t('layout.workOrder')}
        onClick={() => navigate('/workorder/index')}
      />
    </Tooltip>
  );
}
