import { Button, Card, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PasswordChangeModal } from '@/components/password-change/PasswordChangeModal';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { refreshUserInfo } from '@/store/session-actions';
import { useUserInfo } from '@/store/user-store';
import { AuthenticatorCard } from './AuthenticatorCard';
import { TelegramCard } from './TelegramCard';

/** /setting/security: password, authenticator (two-factor sign-in) and Telegram binding. */
export function AccountSecurityPage() {
  useDocumentTitle('account.securityTitle');
  const userInfo = useUserInfo();
  const [passwordOpen, setPasswordOpen] = useState(false);

  // The binding flags may have changed elsewhere (another session, an admin).
  useEffect(() => {
    void refreshUserInfo();
  }, []);

  if (!userInfo) return <Spin />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('account.securityTitle')}
      </Typography.Title>
      <Card title={t('account.passwordTitle')}>
        <Typography.Paragraph type="secondary">{t('account.passwordIntro')}</Typography.Paragraph>
        <Button onClick={() => setPasswordOpen(true)}>{t('account.changePassword')}</Button>
      </Card>
      <AuthenticatorCard userInfo={userInfo} />
      <TelegramCard userInfo={userInfo} />
      <PasswordChangeModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Space>
  );
}
