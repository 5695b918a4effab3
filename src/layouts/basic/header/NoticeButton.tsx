import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '@/locales';
import { useCanOpen } from '@/router/use-home-path';
import { useHeaderSetting } from '@/store/project-config-store';
import { useUnreadNoticeCount } from './use-unread-count';

export const NOTICE_PATH = '/notice/index';

/** The bell with the unread count; opens the notice page. */
export function NoticeButton() {
  const navigate = useNavigate();
  const { showNotice: wanted } = useHeaderSetting();
  // A role without the notice page (the admin) gets no bell.
  const showNotice = useCanOpen(NOTICE_PATH) && wanted;
  const count = useUnreadNoticeCount(showNotice);
  if (!showNotice) return null;
  return (
    <Tooltip title={count > 0 ? t('account.unreadNotices', { count }) : t('layout.notice')}>
      <Badge count={count} size="small" overflowCount={99} offset={[-4, 4]} data-testid="notice-unread">
        <Button type="text" icon={<BellOutlined />} aria-label={t('layout.notice')} onClick={() => navigate(NOTICE_PATH)} />
      </Badge>
    </Tooltip>
  );
}
