import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ID_KEY, PWA_MASTER_KEY } from '@/enums/cache-enum';
import { homePathOf } from '@/router/guard/auth-guard';
import { dashboardParamsOf, storeDashboardParams } from '@/router/guard/dashboard-params';
import { decideNavigation, type NavigationInput } from '@/router/guard/navigation-decision';
import { documentTitleOf } from '@/router/guard/route-title';
import { scrollToTop, SCROLL_CONTAINER_ATTRIBUTE, shouldScrollToTop } from '@/router/guard/scroll-to-top';
import { onRouteChange, routeChangeListenerCount } from '@/router/route-change';
import { permissionStore } from '@/store/permission-store';
import { onSessionReset, registeredStoreResets, registerStoreReset, resetAllStores } from '@/store/session-reset';
import { startSession, userStore } from '@/store/user-store';
import { getSessionCache, setSessionCache } from '@/utils/cache';
import { userInfo } from '../../ui/support/fixtures';

const signedIn = (overrides: Partial<NavigationInput> = {}): NavigationInput => ({
  pathname: '/channel/index',
  search: '',
  hasToken: true,
  userInfoLoaded: true,
  routesAdded: true,
  ...overrides,
});

describe('rule 1: no token', () => {
  it('sends a protected route to login with the original path, query and hash as redirect', () => {
    expect(decideNavigation(signedIn({ hasToken: false, search: '?page=2', hash: '#top' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fchannel%2Findex%3Fpage%3D2%23top',
    });
  });

  it('lets the ignoreAuth routes (the sign-in family) through', () => {
    for (const pathname of ['/login', '/register', '/forgot-password', '/login/qr', '/login/mobile']) {
      expect(decideNavigation(signedIn({ hasToken: false, pathname }))).toEqual({ kind: 'continue' });
    }
  });

  it('opens login plainly after a deliberate logout', () => {
    expect(decideNavigation(signedIn({ hasToken: false, signedOutByUser: true }))).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('rule 2: token on the login page', () => {
  const onLogin = (overrides: Partial<NavigationInput> = {}) => signedIn({ pathname: '/login', ...overrides });

  it('waits for user info before sending the user on', () => {
    expect(decideNavigation(onLogin({ userInfoLoaded: false, search: '?redirect=%2Fapp%2Findex' }))).toEqual({
      kind: 'load-user-info',
    });
  });

  it('then goes to the redirect target', () => {
    expect(decideNavigation(onLogin({ search: '?redirect=%2Fapp%2Findex%3Fid%3D3' }))).toEqual({
      kind: 'redirect',
      to: '/app/index?id=3',
    });
  });

  it('without a redirect goes to the root, which lands on the home path (rule 3)', () => {
    expect(decideNavigation(onLogin())).toEqual({ kind: 'redirect', to: '/dashboard/analysis' });
    expect(decideNavigation(onLogin({ homePath: '/notice/index' }))).toEqual({ kind: 'redirect', to: '/notice/index' });
  });

  it('stays on the login form while the session timed out', () => {
    expect(decideNavigation(onLogin({ sessionTimedOut: true, search: '?redirect=%2Fapp%2Findex' }))).toEqual({
      kind: 'continue',
    });
  });

  it('never follows a redirect off the site', () => {
    expect(decideNavigation(onLogin({ search: '?redirect=%2F%2Fevil.example' }))).toEqual({
      kind: 'redirect',
      to: '/dashboard/analysis',
    });
  });
});

describe('rule 3: the home path', () => {
  it('is the user homePath when it differs from the base home, else the base home (→ analysis)', () => {
    expect(homePathOf('/notice/index')).toBe('/notice/index');
    expect(homePathOf(undefined)).toBe('/dashboard/analysis');
    expect(homePathOf('https://evil.example/')).toBe('/dashboard/analysis');
  });
});

describe('rules 4 and 5: user info and dynamic routes', () => {
  it('fetches user info when it was not fetched in this page life', () => {
    expect(decideNavigation(signedIn({ userInfoLoaded: false }))).toEqual({
      kind: 'prepare',
      fetchUserInfo: true,
      buildRoutes: false,
    });
  });

  it('builds the dynamic routes once, then lets navigations through', () => {
    expect(decideNavigation(signedIn({ routesAdded: false }))).toEqual({
      kind: 'prepare',
      fetchUserInfo: false,
      buildRoutes: true,
    });
    expect(decideNavigation(signedIn())).toEqual({ kind: 'continue' });
  });

  it('does neither on the sign-in pages', () => {
    expect(decideNavigation(signedIn({ pathname: '/register', userInfoLoaded: false, routesAdded: false }))).toEqual({
      kind: 'continue',
    });
  });
});

describe('rule 6: pwa_master and app_id from the dashboard URL', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads them only on the dashboard analysis path with pwa_master', () => {
    expect(dashboardParamsOf('/dashboard/analysis', '?pwa_master=m7&app_id=a1')).toEqual({ pwaMaster: 'm7', appId: 'a1' });
    expect(dashboardParamsOf('/dashboard/analysis', '?app_id=a1')).toBeUndefined();
    expect(dashboardParamsOf('/app/index', '?pwa_master=m7')).toBeUndefined();
  });

  it('stores them in session storage; a URL without app_id drops a stored one', () => {
    expect(storeDashboardParams('/dashboard/analysis', '?pwa_master=m7&app_id=a1')).toBe(true);
    expect(getSessionCache(PWA_MASTER_KEY)).toBe('m7');
    expect(getSessionCache(APP_ID_KEY)).toBe('a1');

    expect(storeDashboardParams('/dashboard/analysis', '?pwa_master=m8')).toBe(true);
    expect(getSessionCache(PWA_MASTER_KEY)).toBe('m8');
    expect(getSessionCache(APP_ID_KEY)).toBeUndefined();

    setSessionCache(APP_ID_KEY, 'kept');
    expect(storeDashboardParams('/app/index', '?pwa_master=m9')).toBe(false);
    expect(getSessionCache(APP_ID_KEY)).toBe('kept');
  });
});

describe('rule 7: the page title', () => {
  it('is the translated route title followed by the app title', () => {
    const translate = (id: string) => ({ 'menu.channel.index': 'Promotion channels' })[id] ?? id;
    expect(documentTitleOf('menu.channel.index', translate, 'PWA Console')).toBe('Promotion channels - PWA Console');
    expect(documentTitleOf(undefined, translate, 'PWA Console')).toBe('PWA Console');
  });
});

describe('rule 8: scrolling to the top', () => {
  it('scrolls for a new path or a new anchor, not for a new query', () => {
    expect(shouldScrollToTop({ pathname: '/a', hash: '' }, { pathname: '/b', hash: '' })).toBe(true);
    expect(shouldScrollToTop({ pathname: '/a', hash: '' }, { pathname: '/a', hash: '#part' })).toBe(true);
    expect(shouldScrollToTop({ pathname: '/a', hash: '#one' }, { pathname: '/a', hash: '#two' })).toBe(true);
    expect(shouldScrollToTop({ pathname: '/a', hash: '#one' }, { pathname: '/a', hash: '#one' })).toBe(false);
    expect(shouldScrollToTop({ pathname: '/a', hash: '' }, { pathname: '/a', hash: '' })).toBe(false);
    expect(shouldScrollToTop(undefined, { pathname: '/a', hash: '' })).toBe(false);
  });

  it('resets the document and the marked content containers', () => {
    const container = document.createElement('div');
    container.setAttribute(SCROLL_CONTAINER_ATTRIBUTE, '');
    document.body.append(container);
    container.scrollTop = 120;
    document.documentElement.scrollTop = 80;
    scrollToTop();
    expect(container.scrollTop).toBe(0);
    expect(document.documentElement.scrollTop).toBe(0);
    container.remove();
  });
});

describe('rule 9: leaving to login resets every store and listener', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the user, pages and permission stores registered, and takes more', () => {
    expect(registeredStoreResets()).toEqual(expect.arrayContaining(['user', 'pages', 'permission']));
    const reset = vi.fn();
    const unregister = registerStoreReset('settings-under-test', reset);
    resetAllStores();
    expect(reset).toHaveBeenCalledTimes(1);
    unregister();
    resetAllStores();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('forgets the dynamic routes, the in-memory user and the route-change listeners', () => {
    startSession('tok', userInfo());
    permissionStore.setState({ isDynamicAddedRoute: true, lastBuildMenuTime: 5, permCodeList: ['channel:edit'] });
    const listener = vi.fn();
    onRouteChange(listener);
    const sessionListener = vi.fn();
    const off = onSessionReset(sessionListener);
    expect(routeChangeListenerCount()).toBeGreaterThan(0);

    // What the guard does on arriving at /login without a session (the token went first).
    userStore.setState({ token: undefined });
    resetAllStores();

    expect(permissionStore.getState()).toMatchObject({ isDynamicAddedRoute: false, lastBuildMenuTime: 0, permCodeList: [] });
    expect(userStore.getState().lastUpdateTime).toBe(0);
    expect(routeChangeListenerCount()).toBe(0);
    expect(sessionListener).toHaveBeenCalledTimes(1);
    off();
  });
});
