import { Navigate, useLocation, useParams } from 'react-router-dom';
import { currentRouteTable } from '@/router/current-route';
import { useHomePath } from '@/router/use-home-path';
import { resolveRedirectTarget } from '@/router/redirect/redirect-path';

/**
 * The internal redirect helper (spec §2 /redirect/{path}/{_redirect_type}/{_origin_params?}): goes
 * straight on to the encoded target, replacing itself in the history. Used to refresh a page.
 */
export default function RedirectPage() {
  const params = useParams();
  const { search, hash } = useLocation();
  const homePath = useHomePath();
  const target = resolveRedirectTarget(params, { search, hash }, (name) => currentRouteTable().byName.get(name)?.path);
  return <Navigate to={target ?? homePath} replace />;
}
