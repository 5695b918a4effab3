import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { t } from '@/locales';
import { signOut } from '@/store/session-actions';
import { useUserInfo } from '@/store/user-store';
import styles from './header.module.css';

export function UserDropdown({ compact }: { compact: boolean }) {
  const userInfo = useUserInfo();
  const name = userInfo?.realName || userInfo?.username || '';
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: t('layout.logout'),
            onClick: () => void signOut(),
          },
        ],
      }}
    >
      <Button type="text" className={styles.userButton} aria-label={t('layout.userMenu')}>
        <Avatar size="small" icon={<UserOutlined />} />
        {compact ? null : <span className={styles.userName}>{name}</span>}
      </Button>
    </Dropdown>
  );
}
