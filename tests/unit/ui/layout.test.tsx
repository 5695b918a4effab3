import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY, USER_INFO_KEY } from '@/enums/cache-enum';
import { startSession } from '@/store/user-store';
import { getAuthCache, getToken, setSessionCache } from '@/utils/cache';
import { APP_ID_KEY } from '@/enums/cache-enum';
import { fail, installFakeApi, ok, type FakeApi } from './support/fake-api';
import { MASTER_MENU, OFFICIAL_MENU, officialInfo, operationTable, pageSchemas, userInfo } from './support/fixtures';
import { currentUrl, renderApp, resetBrowserState } from './support/render-app';

let api: FakeApi;

const ZH_MENU: Record<string, string> = {
  dashboard: '概览',
  packages: '套餐管理',
  overlay_packages: '叠加包管理',
  app: '我的PWA',
  channel: '推广渠道',
  domainmanage: '域名管理',
  account: '账户管理',
  notice: '未读消息',
  workorder: '工单',
  invitereg: '邀请注册',
  sdk: 'SDK',
  push: '消息推送',
  user: '用户管理',
  install: '安装统计',
  comment: '评论管理',
};

/** Texts of the side menu's top-level entries, top to bottom. */
function topMenuTexts(): string[] {
  const menu = screen.getAllByRole('menu')[0];
  return [...menu.children].map((li) => li.querySelector('.ant-menu-title-content')?.textContent?.trim() ?? '').filter(Boolean);
}

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

beforeEach(() => {
  resetBrowserState();
  setWidth(1280);
  api = installFakeApi();
  api.on('GET', '/api/v1/console/pages', ok(pageSchemas()));
  api.on('GET', '/api/v1/console/operations', ok(operationTable()));
  dashboardAnswers(userInfo());
});
afterEach(() => vi.unstubAllGlobals());

/** What the dashboard's schema reads: the balance figures of `info`, install figures and empty charts. */
function dashboardAnswers(info: ReturnType<typeof userInfo>) {
  const { balance, unit_price, total_install_sum } = info;
  api.on('GET', '/api/v1/user/get_balance', ok({ balance, unit_price, total_install_sum }));
  api.on(
    'GET',
    '/api/v1/statistics/analysis',
    ok({
      balance,
      unit_price,
      installs_today: 3,
      installs_week: 21,
      installs_month: 90,
      installs_total: total_install_sum,
      visits_today: 30,
      visits_week: 210,
      visits_month: 900,
      conversion: 0.1,
    }),
  );
  api.on('GET', '/api/v1/statistics/series', ok({ points: [] }));
}

describe('signed-in layout', { timeout: 20_000 }, () => {
  it("shows a master the master menu in spec order and the home page's figures as money", async () => {
    const info = userInfo();
    startSession('tok', info);
    api.on('GET', '/api/v1/user/get_user_details', ok(info));
    await renderApp('/');

    await waitFor(() => expect(currentUrl()).toBe('/dashboard/analysis'));
    await waitFor(() => expect(topMenuTexts()).toEqual(MASTER_MENU.map((key) => ZH_MENU[key])));
    expect(await screen.findByText('12,580.35')).toBeTruthy();
    expect(screen.getByText('0.12')).toBeTruthy();
    expect(screen.getByText('1,234,567')).toBeTruthy();
    expect(screen.getByText('余额')).toBeTruthy();
    expect(document.title).toBe('分析页 - PWA Console');
    // The header's buttons (the language and user buttons' names hold the text they show).
    for (const name of ['通知', '联系我们', '工单', '简体中文，语言', /，账户菜单$/]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('shows an official the official menu in spec order', async () => {
    startSession('tok', officialInfo());
    api.on('GET', '/api/v1/user/get_user_details', ok(officialInfo()));
    await renderApp('/dashboard');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/analysis'));
    await waitFor(() => expect(topMenuTexts()).toEqual(OFFICIAL_MENU.map((key) => ZH_MENU[key])));
  });

  it('shows the figures the server reports now, not the ones stored at login', async () => {
    startSession('tok', userInfo({ balance: 10_000 }));
    api.on('GET', '/api/v1/user/get_user_details', ok(userInfo({ balance: 98_765_432_1 })));
    dashboardAnswers(userInfo({ balance: 98_765_432_1 }));
    await renderApp('/dashboard/analysis');
    // The balance card reads get_balance, whatever the sign-in stored.
    expect(await screen.findByText('98,765.43')).toBeTruthy();
  });

  it('opens a menu page from its schema, and refuses pages of another role', async () => {
    startSession('tok', userInfo());
    api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
    await renderApp('/workorder');
    await waitFor(() => expect(currentUrl()).toBe('/workorder/index'));
    expect(await screen.findByText('提交工单')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('我的工单 - PWA Console'));

    fireEvent.click(screen.getByRole('button', { name: '通知' }));
    await waitFor(() => expect(currentUrl()).toBe('/notice/index'));

    act(() => window.history.pushState(null, '', '/push/index'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('您的账户无权访问此页面。')).toBeTruthy();
  });

  it('logs out: tells the server, forgets the session and returns to a plain login page', async () => {
    startSession('tok-out', userInfo());
    setSessionCache(APP_ID_KEY, 'app-1');
    api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
    api.on('GET', '/api/v1/user/logout', ok(null));
    await renderApp('/dashboard/analysis', 'en');
    await screen.findByText('Balance');

    fireEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Log out/ }));

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(currentUrl()).toBe('/login');
    expect(api.callsTo('/api/v1/user/logout')[0].headers.get('authorization')).toBe('Bearer tok-out');
    expect(getToken()).toBeUndefined();
    expect(getAuthCache(USER_INFO_KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    // The locale choice is not part of the session.
    expect(getAuthCache(LOCALE_KEY)).toBe('en');
  });

  it('still logs out locally when the server cannot be reached', async () => {
    startSession('tok-x', userInfo());
    api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
    api.on('GET', '/api/v1/user/logout', fail(500, 'down', 500));
    await renderApp('/dashboard/analysis', 'en');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Log out/ }));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(getToken()).toBeUndefined();
  });

  it('does not hold the user when the server does not answer the logout', async () => {
    startSession('tok-slow', userInfo());
    api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
    api.on('GET', '/api/v1/user/logout', () => new Promise(() => undefined));
    await renderApp('/dashboard/analysis', 'en');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Log out/ }));
    await waitFor(() => expect(currentUrl()).toBe('/login'), { timeout: 5000 });
    expect(api.callsTo('/api/v1/user/logout')[0].headers.get('authorization')).toBe('Bearer tok-slow');
    expect(getToken()).toBeUndefined();
  });

  it('goes to login, keeping the page as redirect, when the server says the session expired', async () => {
    startSession('tok-old', userInfo());
    api.on('GET', '/api/v1/console/pages', fail(401, 'Session expired', 401));
    await renderApp('/channel/index', 'en');
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fchannel%2Findex'));
    expect(getToken()).toBeUndefined();
  });

  it('says when the menu could not be loaded and loads it on retry', async () => {
    startSession('tok', userInfo());
    api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
    api.on('GET', '/api/v1/console/pages', fail(500, 'down', 500));
    await renderApp('/dashboard/analysis', 'en');
    expect(await screen.findByText('The menu could not be loaded.')).toBeTruthy();

    api.on('GET', '/api/v1/console/pages', ok(pageSchemas()));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Promotion channels' })).toBeTruthy();
    expect(screen.queryByText('The menu could not be loaded.')).toBeNull();
  });

  it('puts the menu in a drawer on a phone-sized screen', async () => {
    startSession('tok', userInfo());
    api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
    setWidth(375);
    await renderApp('/dashboard/analysis', 'en');
    await screen.findByText('Balance');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('link', { name: 'Promotion channels' }));
    await waitFor(() => expect(currentUrl()).toBe('/channel/index'));
  });
});
