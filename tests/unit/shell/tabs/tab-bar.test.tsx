import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import TabBar from '@/layouts/tabs/TabBar';
import { requireMessages, setLocale } from '@/locales';
import { registerNavigator } from '@/router/navigation';
import { projectConfigStore, updateProjectConfig } from '@/store/project-config-store';
import { addTab, getTabs, queryOf, resetTabs, type TabMeta } from '@/store/tabs-store';
import { setToken } from '@/utils/cache';
import { getLocalStorage } from '@/utils/storage';
import { installFakeApi } from '../../ui/support/fake-api';
import { consoleMessages } from '../../ui/support/fixtures';

const en = Object.fromEntries(
  Object.entries(consoleMessages('en')).flatMap(([ns, messages]) => Object.entries(messages).map(([key, text]) => [`${ns}.${key}`, text])),
);

function open(fullPath: string, title: string, meta: Partial<TabMeta> = {}) {
  const [path, search = ''] = fullPath.split('?');
  addTab({ path: path!, fullPath, name: title, params: {}, query: queryOf(search), meta: { title, ...meta } });
}

let where = '';
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  where = location.pathname + location.search;
  registerNavigator({ navigate: (to) => navigate(to) });
  return null;
}

/** Like the console: a browser router, so the store's "page on screen" is the window's URL. */
function renderBar(start: string) {
  window.history.replaceState(null, '', start);
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <BrowserRouter>
        <Probe />
        <TabBar />
      </BrowserRouter>
    </ConfigProvider>,
  );
}

const bar = () => screen.getByRole('navigation', { name: en['tabs.tabList'] });
const tabNamed = (name: string) => within(bar()).getByRole('tab', { name });
const titles = () => getTabs().map((tab) => tab.meta.title);

beforeEach(async () => {
  getLocalStorage().clear();
  installFakeApi();
  setToken('token');
  await setLocale('en');
  await requireMessages('app');
  updateProjectConfig({ multiTabsSetting: { show: true } });
  resetTabs();
  open('/dashboard/analysis', 'menu.dashboard.analysis', { affix: true });
  open('/channel/index?page=2', 'menu.channel.index');
  open('/notice/index', 'menu.notice.index');
});

afterEach(() => {
  registerNavigator(undefined);
  projectConfigStore.reset();
});

describe('tab bar', () => {
  it('shows a translated tab per open page; clicking one opens its page where it was left', async () => {
    renderBar('/notice/index');
    expect(tabNamed(en['menu.dashboard.analysis']!)).toBeTruthy();
    expect(tabNamed(en['menu.notice.index']!).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabNamed(en['menu.channel.index']!));
    await waitFor(() => expect(where).toBe('/channel/index?page=2'));
  });

  it('closes a tab with its close button; the affix tab has none', async () => {
    renderBar('/notice/index');
    const closeButtons = within(bar())
      .getAllByRole('tab', { name: /remove|close/i })
      .filter((el) => el.tagName === 'BUTTON');
    expect(closeButtons).toHaveLength(2);
    await act(async () => fireEvent.click(closeButtons[1]!));
    expect(titles()).toEqual(['menu.dashboard.analysis', 'menu.channel.index']);
    // The page on screen was closed: its left neighbour opens.
    await waitFor(() => expect(where).toBe('/channel/index?page=2'));
  });

  it('a context menu per tab, with what cannot apply disabled', async () => {
    renderBar('/notice/index');
    fireEvent.contextMenu(tabNamed(en['menu.dashboard.analysis']!));
    const menu = await screen.findByRole('menu');
    const item = (id: string) => within(menu).getByRole('menuitem', { name: en[id] });
    expect(item('tabs.close').getAttribute('aria-disabled')).toBe('true');
    expect(item('tabs.closeLeft').getAttribute('aria-disabled')).toBe('true');
    expect(item('tabs.moveRight').getAttribute('aria-disabled')).toBe('true');
    expect(item('tabs.closeRight').getAttribute('aria-disabled')).toBe('false');
    await act(async () => fireEvent.click(item('tabs.closeOthers')));
    expect(titles()).toEqual(['menu.dashboard.analysis']);
    await waitFor(() => expect(where).toBe('/dashboard/analysis'));
  });

  it('moves a tab from its menu (the keyboard way to reorder)', async () => {
    renderBar('/notice/index');
    fireEvent.contextMenu(tabNamed(en['menu.notice.index']!));
    const menu = await screen.findByRole('menu');
    await act(async () => fireEvent.click(within(menu).getByRole('menuitem', { name: en['tabs.moveLeft'] })));
    expect(titles()).toEqual(['menu.dashboard.analysis', 'menu.notice.index', 'menu.channel.index']);
  });

  it('reorders by drag and drop; affix tabs do not move', () => {
    renderBar('/notice/index');
    const node = (name: string) => tabNamed(name).closest('[data-node-key]')!;
    const transfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(node(en['menu.notice.index']!), { dataTransfer: transfer });
    fireEvent.dragOver(node(en['menu.dashboard.analysis']!), { dataTransfer: transfer });
    fireEvent.drop(node(en['menu.dashboard.analysis']!), { dataTransfer: transfer });
    expect(titles()).toEqual(['menu.dashboard.analysis', 'menu.channel.index', 'menu.notice.index']);
    fireEvent.dragStart(node(en['menu.notice.index']!), { dataTransfer: transfer });
    fireEvent.dragOver(node(en['menu.channel.index']!), { dataTransfer: transfer });
    fireEvent.drop(node(en['menu.channel.index']!), { dataTransfer: transfer });
    expect(titles()).toEqual(['menu.dashboard.analysis', 'menu.notice.index', 'menu.channel.index']);
    expect(node(en['menu.dashboard.analysis']!).getAttribute('draggable')).toBe('false');
  });
});
