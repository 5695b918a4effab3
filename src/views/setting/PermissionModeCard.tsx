import { Alert, Button, Card, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { showMessage } from '@/components/feedback/lazy-feedback';
import { t } from '@/locales';
import { PermissionMode } from '@/settings/project-setting';
import { changeRole, switchPermissionMode } from '@/store/permission-store-actions';
import { useProjectConfig } from '@/store/project-config-store';
import { useRoleList } from '@/store/user-store';
import styles from './setting.module.css';

const ROLES = ['master', 'official', 'admin'] as const;

/**
 * Spec §4: the permission mode (toggle BACK ⇄ ROUTE_MAPPING, which reloads the page) and, in
 * ROUTE_MAPPING, the role the routes and menu are built for.
 */
export function PermissionModeCard() {
  const { permissionMode } = useProjectConfig();
  const roleList = useRoleList();
  const [switching, setSwitching] = useState(false);
  const next = permissionMode === PermissionMode.BACK ? PermissionMode.ROUTE_MAPPING : PermissionMode.BACK;
  const canSwitchRole = permissionMode === PermissionMode.ROUTE_MAPPING;

  const onRole = async (role: string) => {
    setSwitching(true);
    try {
      await changeRole(role);
      showMessage(t('permission.role.switched', { role: t(`permission.role.${role}`) }), 'success');
    } catch (error) {
      // Outside ROUTE_MAPPING the action raises spec §5's message.
      showMessage(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Card title={t('permission.mode.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <div>
          <Typography.Text strong>{t('permission.mode.current', { mode: t(`permission.mode.${permissionMode}`) })}</Typography.Text>
          <Typography.Text type="secondary" className={styles.hint}>
            {t(`permission.mode.describe.${permissionMode}`)}
          </Typography.Text>
        </div>
        <div>
          <Button onClick={() => switchPermissionMode()}>{t('permission.mode.toggle', { mode: t(`permission.mode.${next}`) })}</Button>
          <Typography.Text type="secondary" className={styles.hint}>
            {t('permission.mode.toggleHint')}
          </Typography.Text>
        </div>
        <div>
          <Typography.Text strong id="role-switch-label">
            {t('permission.role.title')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby="role-switch-label"
            className={styles.hint}
            optionType="button"
            disabled={switching}
            value={roleList[0]}
            onChange={(event) => void onRole(String(event.target.value))}
            options={ROLES.map((role) => ({ value: role, label: t(`permission.role.${role}`), disabled: !canSwitchRole }))}
          />
          <Typography.Text type="secondary" className={styles.hint}>
            {t('permission.role.hint')}
          </Typography.Text>
          {canSwitchRole ? null : <Alert className={styles.hint} type="info" showIcon message={t('permission.switchRoleWrongMode')} />}
        </div>
      </Space>
    </Card>
  );
}
