import { CompressOutlined, DownOutlined, ExpandOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { t } from '@/locales';
import type { MultiTabsSetting } from '@/settings/project-setting';
import { updateProjectConfig, useProjectConfig } from '@/store/project-config-store';
import { refreshTab } from '@/store/tabs-store';
import type { TabList } from '@/store/tabs-store-rules';
import styles from './tab-bar.module.css';
import { tabMenu } from './tab-menu';

interface Props {
  list: TabList;
  currentKey: string;
  setting: MultiTabsSetting;
}

/** Right end of the tab bar: refresh the page, the current tab's actions, maximise the content. */
export function TabBarExtra({ list, currentKey, setting }: Props) {
  const { headerSetting, menuSetting } = useProjectConfig();
  const hasTab = list.tabs.some((tab) => tab.path === currentKey);
  const folded = !headerSetting.show && !menuSetting.show;
  return (
    <div className={styles.extra}>
      {setting.showRedo ? (
        <Tooltip title={t('tabs.refreshCurrent')}>
          <Button
            type="text"
            size="small"
            icon={<RedoOutlined />}
            aria-label={t('tabs.refreshCurrent')}
            onClick={() => void refreshTab(currentKey)}
          />
        </Tooltip>
      ) : null}
      {setting.showQuick && hasTab ? (
        <Dropdown trigger={['click']} menu={tabMenu(list, currentKey)} placement="bottomRight" destroyOnHidden>
          <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tabs.actions')} />
        </Dropdown>
      ) : null}
      {setting.showFold ? (
        <Tooltip title={t(folded ? 'tabs.unfold' : 'tabs.fold')}>
          <Button
            type="text"
            size="small"
            icon={folded ? <CompressOutlined /> : <ExpandOutlined />}
            aria-label={t(folded ? 'tabs.unfold' : 'tabs.fold')}
            aria-pressed={folded}
            onClick={() => updateProjectConfig({ headerSetting: { show: folded }, menuSetting: { show: folded } })}
          />
        </Tooltip>
      ) : null}
    </div>
  );
}
