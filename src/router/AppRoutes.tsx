import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useStore } from '@/store/create-store';
import { permissionStore } from '@/store/permission-store';
import { AuthGuard } from './guard/AuthGuard';
import { LazyScreen } from './LazyScreen';
import { CatchAllRoute, RedirectScreen, RouteView, StrictPathGate } from './route-elements';
import { FIXED_LAYOUT_ROUTES } from './routes/fixed-routes';
import { flattenRoutes } from './routes/route-tree';
import { useHomePath } from './use-home-path';
import {
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  MOBILE_LOGIN_PATH,
  QR_CONFIRM_PATH,
  QR_LOGIN_PATH,
  REDIRECT_ROUTE_PATTERN,
  REGISTER_PATH,
} from './paths';
import {
  AccountSecurityScreen,
  ForgotPasswordScreen,
  LayoutScreen,
  LoginScreen,
  MobileLoginScreen,
  QrConfirmScreen,
  QrLoginScreen,
  RegisterScreen,
} from './screens';

/**
 * Spec §2: "/" goes to the base home; rule 3: to the user's homePath when it has another, once the
 * routes say whether the user may open it (else their menu's first page: useHomePath).
 */
function HomeRedirect() {
  const homePath = useHomePath();
  const routesAdded = useStore(permissionStore, (state) => state.isDynamicAddedRoute);
  if (!routesAdded) return null;
  return <Navigate to={homePath} replace />;
}

const relative = (path: string) => path.replace(/^\/+/, '');

/**
 * Routes inside the layout: the fixed ones, then the dynamic table the permission store built
 * after login (spec §4, rule 5) for the permission mode. Rendered as plain <Route>s, so a new table
 * (a role switch, a rebuild) applies at once.
 */
function useLayoutRoutes() {
  const dynamic = useStore(permissionStore, (state) => state.routes);
  return useMemo(() => {
    // One route per path: a fixed route wins, then the first record (a server menu may repeat a path);
    // but a page drawn from its schema replaces a fixed hand-written stand-in (the dashboard's analysis).
    const byPath = new Map(FIXED_LAYOUT_ROUTES.map((record) => [record.path.toLowerCase(), record]));
    const fixed = new Set(byPath.values());
    for (const record of flattenRoutes(dynamic)) {
      const key = record.path.toLowerCase();
      const taken = byPath.get(key);
      if (!taken || (fixed.has(taken) && taken.view.kind === 'builtin' && record.view.kind === 'schema')) byPath.set(key, record);
    }
    return [...byPath.values()].map((record) => (
      <Route key={record.path} path={relative(record.path)} element={<RouteView record={record} />} />
    ));
  }, [dynamic]);
}

/**
 * Spec §2 routes (history mode, base /): the sign-in family, the guard, the layout with the fixed
 * and dynamic routes, the redirect helper and the catch-all (403 / 404).
 */
export function AppRoutes() {
  const layoutRoutes = useLayoutRoutes();
  return (
    <Routes>
      {/* The sign-in family opens without a token (ignoreAuth): outside the guard. */}
      <Route path={REGISTER_PATH} element={<LazyScreen screen={RegisterScreen} />} />
      <Route path={FORGOT_PASSWORD_PATH} element={<LazyScreen screen={ForgotPasswordScreen} />} />
      <Route path={QR_LOGIN_PATH} element={<LazyScreen screen={QrLoginScreen} />} />
      <Route path={MOBILE_LOGIN_PATH} element={<LazyScreen screen={MobileLoginScreen} />} />
      <Route element={<AuthGuard />}>
        <Route path={LOGIN_PATH} element={<LazyScreen screen={LoginScreen} />} />
        {/* Signed in, but outside the layout: a phone-sized confirmation of a QR sign-in. */}
        <Route path={QR_CONFIRM_PATH} element={<LazyScreen screen={QrConfirmScreen} />} />
        <Route path="/" element={<LazyScreen screen={LayoutScreen} />}>
          {/* Strict matching: a trailing slash is another path (404). */}
          <Route element={<StrictPathGate />}>
            <Route index element={<HomeRedirect />} />
            {layoutRoutes}
            <Route path={relative(REDIRECT_ROUTE_PATTERN)} element={<LazyScreen screen={RedirectScreen} inContent />} />
            {/* Unknown paths: 403 / 404, or waiting while the dynamic routes are built. */}
            <Route path="*" element={<CatchAllRoute />} />
          </Route>
          <Route path="setting/security" element={<LazyScreen screen={AccountSecurityScreen} inContent />} />
        </Route>
      </Route>
    </Routes>
  );
}
