import { RedoOutlined } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { LOCALES, setLocale, t, useI18n, type LocaleId } from '@/locales';
import { ThemeMode } from '@/settings/project-setting';
import { setDarkMode, updateProjectConfig, useDarkMode, useProjectConfig } from '@/store/project-config-store';
import { ColorChoice } from './ColorChoice';
import { THEME_COLOR_PRESETS } from './color-presets';
import { MENU_TYPE_PATCHES } from './menu-type-options';
import { MenuTypePicker } from './MenuTypePicker';
import { resetProjectSettings } from './setting-actions';
import { SelectRow, SwitchRow } from './SettingRows';
import { SettingsDrawerFrame } from './SettingsDrawerFrame';
import styles from './setting-drawer.module.css';

/**
 * The settings an account owner or operator changes: language, theme (dark mode and colour),
 * menu layout and tabs. The full drawer (some forty switches) is a developer tool.
 */
export default function UserSettingDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const config = useProjectConfig();
  const darkMode = useDarkMode();
  const { locale } = useI18n();
  return (
    <SettingsDrawerFrame
      open={open}
      onClose={onClose}
      footer={
        <Button block icon={<RedoOutlined />} onClick={resetProjectSettings}>
          {t('setting.reset')}
        </Button>
      }
    >
      <SelectRow<LocaleId>
        label={t('common.chooseLanguage')}
        value={locale}
        options={LOCALES.map((id) => ({ value: id, label: t(`common.localeName.${id}`) }))}
        onChange={(next) => void setLocale(next)}
      />
      {config.showDarkModeToggle ? (
        <div className={styles.row}>
          <span className={styles.rowLabel}>{t('setting.darkMode')}</span>
          <Switch
            size="small"
            checked={darkMode === ThemeMode.DARK}
            aria-label={t('setting.darkMode')}
            onChange={(on) => setDarkMode(on ? ThemeMode.DARK : ThemeMode.LIGHT)}
          />
        </div>
      ) : null}
      <ColorChoice
        label={t('setting.themeColor')}
        value={config.themeColor}
        presets={THEME_COLOR_PRESETS}
        onChange={(themeColor) => updateProjectConfig({ themeColor })}
      />
      <section aria-label={t('setting.navMode')} className={styles.section}>
        <p className={styles.rowLabel}>{t('setting.navMode')}</p>
        <MenuTypePicker
          value={config.menuSetting.type}
          onChange={(next) => updateProjectConfig({ menuSetting: MENU_TYPE_PATCHES[next] })}
        />
      </section>
      <SwitchRow
        label={t('setting.showTabs')}
        checked={config.multiTabsSetting.show}
        onChange={(show) => updateProjectConfig({ multiTabsSetting: { show } })}
      />
      <SwitchRow
        label={t('setting.cacheTabs')}
        checked={config.multiTabsSetting.cache}
        disabled={!config.multiTabsSetting.show}
        onChange={(cache) => updateProjectConfig({ multiTabsSetting: { cache } })}
      />
    </SettingsDrawerFrame>
  );
}
