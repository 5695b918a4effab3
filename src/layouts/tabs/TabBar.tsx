import { Dropdown, Tabs, theme, type TabsProps } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { t, useI18n } from '@/locales';
import { useMultiTabsSetting } from '@/store/project-config-store';
import { useStore } from '@/store/create-store';
import { closeTab, tabKeyOf, tabsStore } from '@/store/tabs-store';
import { TabBarExtra } from './TabBarExtra';
import styles from './tab-bar.module.css';
import { tabMenu } from './tab-menu';
import { useTabDrag } from './use-tab-drag';
import { useTabTracking } from './use-tab-tracking';

/**
 * The tab bar under the header (spec §2 "Tabs"): one tab per open page, a context menu on each,
 * refresh and the actions of the current tab on the right, reordering by drag and drop.
 */
export default function TabBar() {
  useTabTracking();
  useI18n(); // titles are translated here: re-render on a locale switch
  const list = useStore(tabsStore, (state) => state);
  const setting = useMultiTabsSetting();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const currentKey = tabKeyOf(pathname);
  const { propsFor, over } = useTabDrag(list.tabs, setting.canDrag);
  const { token } = theme.useToken();

  const items: TabsProps['items'] = list.tabs.map((tab) => ({
    key: tab.path,
    label: <span className={styles.title}>{t(tab.meta.title)}</span>,
    closable: !tab.meta.affix,
  }));

  const wrapNode = (node: ReactElement) => {
    const tab = list.tabs.find((candidate) => candidate.path === node.key);
    if (!tab) return node;
    const drag = propsFor(tab);
    const className = [node.props.className, tab.path === over ? styles.dropTarget : ''].filter(Boolean).join(' ');
    return (
      <Dropdown trigger={['contextMenu']} menu={tabMenu(list, tab.path)} destroyOnHidden>
        {cloneElement(node, { ...drag, className })}
      </Dropdown>
    );
  };

  return (
    <nav
      className={styles.bar}
      aria-label={t('tabs.tabList')}
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Tabs
        className={styles.tabs}
        type="editable-card"
        size="small"
        hideAdd
        animated={false}
        activeKey={list.tabs.some((tab) => tab.path === currentKey) ? currentKey : ''}
        items={items}
        onChange={(key) => {
          const tab = list.tabs.find((candidate) => candidate.path === key);
          if (tab && tab.path !== currentKey) navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') void closeTab(key);
        }}
        renderTabBar={(props, DefaultTabBar) => <DefaultTabBar {...props}>{wrapNode}</DefaultTabBar>}
        tabBarExtraContent={{ right: <TabBarExtra list={list} currentKey={currentKey} setting={setting} /> }}
      />
    </nav>
  );
}
