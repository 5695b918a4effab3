import { KeyOutlined, LockOutlined, LogoutOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOCALE_TAGS, t, useI18n } from '@/locales';
import { ACCOUNT_SECURITY_PATH } from '@/router/paths';
import { lockScreen } from '@/store/lock-store';
import { useHeaderSetting } from '@/store/project-config-store';
import { refreshUserInfo, signOut } from '@/store/session-actions';
import { useRoleList, useUserInfo } from '@/store/user-store';
import { formatMoney } from '@/utils/money';
import styles from './header.module.css';

const PasswordChangeModal = lazy(() =>
  import('@/components/password-change/PasswordChangeModal').then((m) => ({ default: m.PasswordChangeModal })),
);

// A master's balance opens the recharge modal (declared on the recharge orders page), loaded on first use.
const RechargeModal = lazy(() => import('@/views/recharge/RechargeModal').then((m) => ({ default: m.RechargeModal })));

/**
 * The user menu: a master's balance (recharge, orders, deduction statistics), change password, account
 * security, lock screen, log out. The balance is asked again each time the menu opens: installs,
 * purchases and top-ups move it meanwhile.
 */
export function UserDropdown({ compact }: { compact: boolean }) {
  const userInfo = useUserInfo();
  const navigate = useNavigate();
  const { useLockPage } = useHeaderSetting();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [rechargeOpen, setRechargeOpen] = useState(false);
  const { locale } = useI18n();
  const master = useRoleList().includes('master');
  const name = userInfo?.realName || userInfo?.username || '';

  const items: MenuProps['items'] = [
    ...(master
      ? [
          {
            key: 'balance',
            label: t('recharge.header.balance', { balance: formatMoney(userInfo?.balance, LOCALE_TAGS[locale]) }),
            onClick: () => setRechargeOpen(true),
          },
          { key: 'rechargeOrders', label: t('recharge.header.orders'), onClick: () => navigate('/account/recharge_orders') },
          { key: 'deduction', label: t('recharge.header.deduction'), onClick: () => navigate('/account/deduction') },
          { type: 'divider' as const },
        ]
      : []),
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: t('account.changePassword'),
      onClick: () => setPasswordOpen(true),
    },
    {
      key: 'security',
      icon: <SafetyCertificateOutlined />,
      label: t('account.securityTitle'),
      onClick: () => navigate(ACCOUNT_SECURITY_PATH),
    },
    ...(useLockPage
      ? [
          {
            key: 'lock',
            icon: <LockOutlined />,
            label: t('account.lockScreen'),
            onClick: () => lockScreen(userInfo?.username ?? ''),
          },
        ]
      : []),
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('layout.logout'),
      onClick: () => void signOut(),
    },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items }}
        onOpenChange={(open) => open && master && void refreshUserInfo()}
      >
        <Button
          type="text"
          className={styles.userButton}
          aria-label={
            compact || !name ? t('layout.userMenu') : t('common.labelWithPurpose', { label: name, purpose: t('layout.userMenu') })
          }
        >
          <Avatar size="small" icon={<UserOutlined />} />
          {compact ? null : <span className={styles.userName}>{name}</span>}
        </Button>
      </Dropdown>
      {rechargeOpen ? (
        <Suspense fallback={null}>
          <RechargeModal onClose={() => setRechargeOpen(false)} />
        </Suspense>
      ) : null}
      {passwordOpen ? (
        <Suspense fallback={null}>
          <PasswordChangeModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
