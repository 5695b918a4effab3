import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { t } from '@/locales';
import { openSettingDrawer } from './setting-drawer-state';

/** The header's button that opens the settings drawer. */
export function SettingButton() {
  return (
    <Tooltip title={t('setting.title')}>
      <Button type="text" icon={<SettingOutlined />} aria-label={t('setting.title')} onClick={openSettingDrawer} />
    </Tooltip>
  );
}
