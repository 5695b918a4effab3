import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { sessionTimeoutStore } from '@/components/session-timeout/timeout-store';
import { useStore } from '@/store/create-store';
import { permissionStore } from '@/store/permission-store';
import { resetAllStores } from '@/store/session-reset';
import { userStore } from '@/store/user-store';
import { currentPath } from '../navigation';
import { LOGIN_PATH } from '../paths';
import { currentHomePath } from '../use-home-path';
import { homePathOf } from './auth-guard';
import { decideNavigation } from './navigation-decision';

// Rules 6 and 7, page loading and route-change listeners: loaded once signed in.
const RouteEffects = lazy(() => import('../RouteEffects'));

/**
 * The navigation guard (spec §2 rules 1–9), around every route that needs a session and the
 * login page. Redirects are decided before a lazy screen renders, so a signed-out visit to "/"
 * never downloads the layout's code. The dynamic routes' code (and the HTTP client) loads only
 * for a signed-in navigation.
 */
export function AuthGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useStore(userStore, (state) => state.token);
  const homePath = useStore(userStore, (state) => state.userInfo?.homePath);
  const signedOutByUser = useStore(userStore, (state) => state.signedOutByUser);
  const lastUpdateTime = useStore(userStore, (state) => state.lastUpdateTime);
  const routesAdded = useStore(permissionStore, (state) => state.isDynamicAddedRoute);
  const sessionTimedOut = useStore(sessionTimeoutStore, (state) => state.timedOut);
  // Rule 2: a failed user info request still lets the login page send the user on.
  const [loginInfoTried, setLoginInfoTried] = useState(false);
  const locationKey = useRef(location.key);
  locationKey.current = location.key;

  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    hasToken: Boolean(token),
    homePath,
    signedOutByUser,
    sessionTimedOut,
    userInfoLoaded: lastUpdateTime > 0 || (location.pathname === LOGIN_PATH && loginInfoTried),
    routesAdded,
  });

  // Rule 2: the login page opened with a token loads user info, then sends the user on.
  const loadUserInfo = decision.kind === 'load-user-info';
  useEffect(() => {
    if (!loadUserInfo) return;
    let live = true;
    void import('@/store/session-actions')
      .then((actions) => actions.refreshUserInfo())
      .catch(() => undefined)
      .finally(() => live && setLoginInfoTried(true));
    return () => {
      live = false;
    };
  }, [loadUserInfo]);

  // Rules 4 and 5, once per navigation: user info when not fetched yet, the dynamic routes once;
  // when they were built, the navigation is repeated so it meets the new route table.
  const prepare = decision.kind === 'prepare';
  useEffect(() => {
    if (!prepare) return;
    const key = location.key;
    const target = location.pathname + location.search + location.hash;
    const building = !permissionStore.getState().isDynamicAddedRoute;
    // The route views' code downloads while the routes are built.
    if (building) void import('../RouteViewElement').catch(() => undefined);
    void import('@/store/permission-store-actions')
      .then((actions) => actions.prepareSignedInNavigation())
      .then((built) => {
        // Not when another navigation happened meanwhile (e.g. a group forwarding to its first page).
        if (built && building && locationKey.current === key && currentPath() === target) {
          // Rule 3 meets the role: a homePath outside the user's own routes opens their menu's first page.
          const home = homePathOf(userStore.getState().userInfo?.homePath);
          void navigate(target === home ? currentHomePath() : target, { replace: true });
        }
      })
      .catch(() => undefined);
    // Only a new navigation (or a new session) runs this again: the path, search and hash change only
    // with a navigation's new key, and so does navigate.
  }, [prepare, location.key, location.pathname, location.search, location.hash, navigate, token]);

  const signedInPage = Boolean(token) && decision.kind !== 'redirect' && location.pathname !== LOGIN_PATH;

  // Rule 9: arriving at the login page without a session resets every store and listener.
  const onLoginSignedOut = location.pathname === LOGIN_PATH && !token;
  useEffect(() => {
    if (onLoginSignedOut) resetAllStores();
  }, [onLoginSignedOut]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-user-info') return null;
  return (
    <>
      {signedInPage ? (
        <Suspense fallback={null}>
          <RouteEffects />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}
