import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useStore } from '@/store/create-store';
import { userStore } from '@/store/user-store';
import { resolveAuthRedirect } from './auth-guard';

/**
 * Wraps every route. Redirects before a lazy screen is rendered, so a signed-out visit to
 * "/" never downloads the layout's code.
 */
export function AuthGuard() {
  const location = useLocation();
  const token = useStore(userStore, (state) => state.token);
  const homePath = useStore(userStore, (state) => state.userInfo?.homePath);
  const signedOutByUser = useStore(userStore, (state) => state.signedOutByUser);
  const target = resolveAuthRedirect({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    hasToken: Boolean(token),
    homePath,
    signedOutByUser,
  });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
