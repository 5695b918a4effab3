import { Card, Descriptions, Radio, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useDeveloperTools } from '@/hooks/use-developer-tools';
import { LOCALES, setLocale, t, useI18n, type LocaleId } from '@/locales';
import { ACCOUNT_SECURITY_PATH } from '@/router/paths';
import { useUserInfo } from '@/store/user-store';
import { PermissionModeCard } from './PermissionModeCard';
import styles from './setting.module.css';

/** /setting/index: the user's own settings: account, language, and (developer tools) how routes and menu are built. */
export default function SettingPage() {
  const userInfo = useUserInfo();
  const { locale } = useI18n();
  const developer = useDeveloperTools();
  return (
    <Space direction="vertical" size="large" className={styles.page}>
      <Typography.Title level={4} className={styles.title}>
        {t('permission.route.setting')}
      </Typography.Title>
      <Card title={t('permission.setting.account')}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('permission.setting.username')}>{userInfo?.username}</Descriptions.Item>
          <Descriptions.Item label={t('permission.setting.realName')}>{userInfo?.realName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('permission.setting.email')}>{userInfo?.email || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('permission.setting.accountRole')}>
            {userInfo?.role ? t(`permission.role.${userInfo.role}`) : '—'}
          </Descriptions.Item>
        </Descriptions>
        <Link to={ACCOUNT_SECURITY_PATH}>{t('permission.setting.security')}</Link>
      </Card>
      <Card title={t('permission.setting.language')}>
        <Radio.Group
          value={locale}
          onChange={(event) => void setLocale(event.target.value as LocaleId)}
          options={LOCALES.map((id) => ({ value: id, label: t(`common.localeName.${id}`) }))}
        />
      </Card>
      {developer ? <PermissionModeCard /> : null}
    </Space>
  );
}
