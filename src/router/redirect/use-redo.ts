import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentRoute } from '../current-route';
import { REDIRECT_ROUTE_NAME } from '../paths';
import { buildRedirectPath } from './redirect-path';

/**
 * Refreshes the page on screen through the redirect helper: it is left and opened again, so it
 * mounts afresh. Resolves false on the helper's own route. (A kept-alive page must be dropped from
 * the keep-alive cache first; the tabs' refresh does that.)
 */
export function useRedo(): () => Promise<boolean> {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { name, params } = useCurrentRoute();
  return useCallback(async () => {
    if (name === REDIRECT_ROUTE_NAME) return false;
    await navigate(buildRedirectPath({ pathname, search, hash, name, params }), { replace: true });
    return true;
  }, [navigate, pathname, search, hash, name, params]);
}
