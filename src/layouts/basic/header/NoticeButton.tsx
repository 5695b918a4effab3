import { BellOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';

export function NoticeButton() {
  const navigate = useNavigate();
  return (
    <Tooltip title={t('layout.notice')}>
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={t('layout.notice')}
        onClick={() => navigate('/notice/index')}
      />
    </Tooltip>
  );
}
