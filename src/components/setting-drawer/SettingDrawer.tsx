import { CopyOutlined, DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Popconfirm, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { t } from '@/locales';
import {
  ContentMode,
  MenuMode,
  MenuType,
  MixSidebarTrigger,
  PermissionMode,
  RouterTransition,
  SessionTimeoutProcessing,
  ThemeMode,
  TriggerPlacement,
} from '@/settings/project-setting';
import { setDarkMode, togglePermissionMode, updateProjectConfig, useDarkMode, useProjectConfig } from '@/store/project-config-store';
import { ColorChoice } from './ColorChoice';
import { HEADER_BG_PRESETS, MENU_BG_PRESETS, THEME_COLOR_PRESETS } from './color-presets';
import { MENU_TYPE_PATCHES, menuModesFor } from './menu-type-options';
import { MenuTypePicker } from './MenuTypePicker';
import { clearCacheAndSignOut, copyProjectConfig, resetProjectSettings } from './setting-actions';
import { NumberRow, SelectRow, SwitchRow } from './SettingRows';
import { SettingsDrawerFrame } from './SettingsDrawerFrame';
import styles from './setting-drawer.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={styles.section}>
      <Divider plain className={styles.sectionTitle}>
        {title}
      </Divider>
      {children}
    </section>
  );
}

function choices<V extends string>(values: readonly V[], prefix: string): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}

/** Edits the whole project config live; every change is stored at once. */
export default function SettingDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const config = useProjectConfig();
  const darkMode = useDarkMode();
  const isMobile = useIsMobile();
  const { menuSetting, headerSetting, multiTabsSetting, transitionSetting } = config;
  const type = menuSetting.type;
  const topMenu = type === MenuType.TOP_MENU;
  const mixSidebar = type === MenuType.MIX_SIDEBAR;
  const menu = (patch: Partial<typeof menuSetting>) => updateProjectConfig({ menuSetting: patch });
  const header = (patch: Partial<typeof headerSetting>) => updateProjectConfig({ headerSetting: patch });
  const nextMode = config.permissionMode === PermissionMode.BACK ? PermissionMode.ROUTE_MAPPING : PermissionMode.BACK;

  return (
    <SettingsDrawerFrame
      open={open}
      onClose={onClose}
      footer={
        <>
          <Button block icon={<CopyOutlined />} onClick={() => void copyProjectConfig()}>
            {t('setting.copy')}
          </Button>
          <Button block icon={<RedoOutlined />} onClick={resetProjectSettings}>
            {t('setting.reset')}
          </Button>
          <Popconfirm
            title={t('setting.clearAndLogoutConfirm')}
            okText={t('setting.confirm')}
            cancelText={t('setting.cancel')}
            onConfirm={() => void clearCacheAndSignOut()}
          >
            <Button block danger icon={<DeleteOutlined />}>
              {t('setting.clearAndLogout')}
            </Button>
          </Popconfirm>
        </>
      }
    >
      {config.showDarkModeToggle ? (
        <div className={styles.row}>
          <span className={styles.rowLabel}>{t('setting.darkMode')}</span>
          <Switch
            checked={darkMode === ThemeMode.DARK}
            aria-label={t('setting.darkMode')}
            onChange={(on) => setDarkMode(on ? ThemeMode.DARK : ThemeMode.LIGHT)}
          />
        </div>
      ) : null}

      <Section title={t('setting.navMode')}>
        <MenuTypePicker value={type} onChange={(next) => menu(MENU_TYPE_PATCHES[next])} />
        {isMobile ? <Alert className={styles.note} type="info" showIcon message={t('setting.mobileNavNote')} /> : null}
      </Section>

      <Section title={t('setting.themeColor')}>
        <ColorChoice
          label={t('setting.themeColor')}
          value={config.themeColor}
          presets={THEME_COLOR_PRESETS}
          onChange={(themeColor) => updateProjectConfig({ themeColor })}
        />
      </Section>
      <Section title={t('setting.headerBg')}>
        <ColorChoice
          label={t('setting.headerBg')}
          value={headerSetting.bgColor}
          presets={HEADER_BG_PRESETS}
          onChange={(bgColor) => header({ bgColor })}
        />
      </Section>
      <Section title={t('setting.menuBg')}>
        <ColorChoice
          label={t('setting.menuBg')}
          value={menuSetting.bgColor}
          presets={MENU_BG_PRESETS}
          onChange={(bgColor) => menu({ bgColor })}
        />
      </Section>

      <Section title={t('setting.section.layout')}>
        <SelectRow
          label={t('setting.menuMode')}
          value={menuSetting.mode}
          options={choices(menuModesFor(type), 'setting.menuMode')}
          disabled={topMenu || mixSidebar}
          onChange={(mode: MenuMode) => menu({ mode })}
        />
        <SwitchRow
          label={t('setting.splitMenu')}
          checked={menuSetting.split}
          disabled={type !== MenuType.MIX}
          onChange={(split) => menu({ split })}
        />
        <SelectRow
          label={t('setting.mixSideTrigger')}
          value={menuSetting.mixSideTrigger}
          options={choices(Object.values(MixSidebarTrigger), 'setting.mixSideTrigger')}
          disabled={!mixSidebar}
          onChange={(mixSideTrigger) => menu({ mixSideTrigger })}
        />
        <SwitchRow
          label={t('setting.mixSideFixed')}
          checked={menuSetting.mixSideFixed}
          disabled={!mixSidebar}
          onChange={(mixSideFixed) => menu({ mixSideFixed })}
        />
        <SwitchRow
          label={t('setting.collapseMenu')}
          checked={menuSetting.collapsed}
          disabled={topMenu}
          onChange={(collapsed) => menu({ collapsed })}
        />
        <SwitchRow
          label={t('setting.collapsedShowTitle')}
          checked={menuSetting.collapsedShowTitle}
          disabled={topMenu || mixSidebar}
          onChange={(collapsedShowTitle) => menu({ collapsedShowTitle })}
        />
        <SwitchRow label={t('setting.accordion')} checked={menuSetting.accordion} onChange={(accordion) => menu({ accordion })} />
        <SelectRow
          label={t('setting.trigger')}
          value={menuSetting.trigger}
          options={choices(Object.values(TriggerPlacement), 'setting.trigger')}
          disabled={topMenu}
          onChange={(trigger) => menu({ trigger })}
        />
        <NumberRow
          label={t('setting.menuWidth')}
          value={menuSetting.menuWidth}
          min={160}
          max={400}
          step={10}
          disabled={topMenu || mixSidebar}
          onChange={(menuWidth) => menu({ menuWidth })}
        />
        <SwitchRow label={t('setting.fixedHeader')} checked={headerSetting.fixed} onChange={(fixed) => header({ fixed })} />
        <SwitchRow label={t('setting.fixedSidebar')} checked={menuSetting.fixed} disabled={topMenu} onChange={(fixed) => menu({ fixed })} />
        <SelectRow
          label={t('setting.contentMode')}
          value={config.contentMode}
          options={choices(Object.values(ContentMode), 'setting.contentMode')}
          onChange={(contentMode) => updateProjectConfig({ contentMode })}
        />
      </Section>

      <Section title={t('setting.section.display')}>
        <SwitchRow label={t('setting.showMenu')} checked={menuSetting.show} onChange={(show) => menu({ show })} />
        <SwitchRow label={t('setting.showHeader')} checked={headerSetting.show} onChange={(show) => header({ show })} />
        <SwitchRow
          label={t('setting.showBreadCrumb')}
          checked={config.showBreadCrumb}
          onChange={(showBreadCrumb) => updateProjectConfig({ showBreadCrumb })}
        />
        <SwitchRow
          label={t('setting.showBreadCrumbIcon')}
          checked={config.showBreadCrumbIcon}
          disabled={!config.showBreadCrumb}
          onChange={(showBreadCrumbIcon) => updateProjectConfig({ showBreadCrumbIcon })}
        />
        <SwitchRow
          label={t('setting.showTabs')}
          checked={multiTabsSetting.show}
          onChange={(show) => updateProjectConfig({ multiTabsSetting: { show } })}
        />
        <SwitchRow
          label={t('setting.cacheTabs')}
          checked={multiTabsSetting.cache}
          disabled={!multiTabsSetting.show}
          onChange={(cache) => updateProjectConfig({ multiTabsSetting: { cache } })}
        />
        <SwitchRow label={t('setting.showLogo')} checked={config.showLogo} onChange={(showLogo) => updateProjectConfig({ showLogo })} />
        <SwitchRow
          label={t('setting.showFooter')}
          checked={config.showFooter}
          onChange={(showFooter) => updateProjectConfig({ showFooter })}
        />
        <SwitchRow
          label={t('setting.fullContent')}
          checked={config.fullContent}
          onChange={(fullContent) => updateProjectConfig({ fullContent })}
        />
        <SwitchRow label={t('setting.grayMode')} checked={config.grayMode} onChange={(grayMode) => updateProjectConfig({ grayMode })} />
        <SwitchRow label={t('setting.colorWeak')} checked={config.colorWeak} onChange={(colorWeak) => updateProjectConfig({ colorWeak })} />
      </Section>

      <Section title={t('setting.section.header')}>
        <SwitchRow label={t('setting.showNotice')} checked={headerSetting.showNotice} onChange={(showNotice) => header({ showNotice })} />
        <SwitchRow label={t('setting.showCallMe')} checked={headerSetting.showCallMe} onChange={(showCallMe) => header({ showCallMe })} />
        <SwitchRow
          label={t('setting.showWorkOrder')}
          checked={headerSetting.showWorkOrder}
          onChange={(showWorkOrder) => header({ showWorkOrder })}
        />
        <SwitchRow label={t('setting.showSearch')} checked={headerSetting.showSearch} onChange={(showSearch) => header({ showSearch })} />
        {/* Full screen and documentation have no header button: their switches are not offered. */}
        <SwitchRow
          label={t('setting.useLockPage')}
          checked={headerSetting.useLockPage}
          onChange={(useLockPage) => header({ useLockPage })}
        />
      </Section>

      <Section title={t('setting.section.behaviour')}>
        <NumberRow
          label={t('setting.lockTime')}
          value={config.lockTime}
          min={0}
          max={1440}
          onChange={(lockTime) => updateProjectConfig({ lockTime })}
        />
        <SelectRow
          label={t('setting.sessionTimeout')}
          value={config.sessionTimeoutProcessing}
          options={choices(Object.values(SessionTimeoutProcessing), 'setting.sessionTimeout')}
          onChange={(sessionTimeoutProcessing) => updateProjectConfig({ sessionTimeoutProcessing })}
        />
        <SwitchRow
          label={t('setting.openKeepAlive')}
          checked={config.openKeepAlive}
          onChange={(openKeepAlive) => updateProjectConfig({ openKeepAlive })}
        />
        <SwitchRow
          label={t('setting.useErrorHandle')}
          checked={config.useErrorHandle}
          onChange={(useErrorHandle) => updateProjectConfig({ useErrorHandle })}
        />
        <SwitchRow
          label={t('setting.useOpenBackTop')}
          checked={config.useOpenBackTop}
          onChange={(useOpenBackTop) => updateProjectConfig({ useOpenBackTop })}
        />
        <SwitchRow
          label={t('setting.canEmbedIFramePage')}
          checked={config.canEmbedIFramePage}
          onChange={(canEmbedIFramePage) => updateProjectConfig({ canEmbedIFramePage })}
        />
        <SwitchRow
          label={t('setting.closeMessageOnSwitch')}
          checked={config.closeMessageOnSwitch}
          onChange={(closeMessageOnSwitch) => updateProjectConfig({ closeMessageOnSwitch })}
        />
        <SwitchRow
          label={t('setting.removeAllHttpPending')}
          checked={config.removeAllHttpPending}
          onChange={(removeAllHttpPending) => updateProjectConfig({ removeAllHttpPending })}
        />
        <div className={styles.row}>
          <span className={styles.rowLabel}>
            {t('setting.permissionMode')}: {t(`setting.permissionMode.${config.permissionMode}`)}
          </span>
        </div>
        <Popconfirm
          title={t('setting.permissionModeConfirm')}
          okText={t('setting.confirm')}
          cancelText={t('setting.cancel')}
          onConfirm={() => togglePermissionMode()}
        >
          <Button size="small" block>
            {t('setting.permissionModeSwitch', {
              mode: t(`setting.permissionMode.${nextMode}`),
            })}
          </Button>
        </Popconfirm>
      </Section>

      <Section title={t('setting.section.animation')}>
        <SwitchRow
          label={t('setting.transitionEnable')}
          checked={transitionSetting.enable}
          onChange={(enable) => updateProjectConfig({ transitionSetting: { enable } })}
        />
        <SelectRow
          label={t('setting.transition')}
          value={transitionSetting.basicTransition}
          options={choices(Object.values(RouterTransition), 'setting.transition')}
          disabled={!transitionSetting.enable}
          onChange={(basicTransition) => updateProjectConfig({ transitionSetting: { basicTransition } })}
        />
        <SwitchRow
          label={t('setting.openNProgress')}
          checked={transitionSetting.openNProgress}
          onChange={(openNProgress) => updateProjectConfig({ transitionSetting: { openNProgress } })}
        />
        <SwitchRow
          label={t('setting.openPageLoading')}
          checked={transitionSetting.openPageLoading}
          onChange={(openPageLoading) => updateProjectConfig({ transitionSetting: { openPageLoading } })}
        />
      </Section>
    </SettingsDrawerFrame>
  );
}
