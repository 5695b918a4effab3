import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ContentLoading } from '@/components/route-error/ContentLoading';
import { useStore } from '@/store/create-store';
import { permissionStore } from '@/store/permission-store';
import { LazyScreen } from './LazyScreen';
import { hasTrailingSlash } from './routes/route-tree';
import type { AppRouteRecord } from './routes/route-types';
import { PageResolverScreen } from './screens';

const RouteViewElement = lazy(() => import('./RouteViewElement'));
export const RedirectScreen = lazy(() => import('@/views/redirect/RedirectPage'));

/** The element of a route of the table (its view is resolved in a lazily loaded chunk). */
export function RouteView({ record }: { record: AppRouteRecord }) {
  return (
    <Suspense fallback={<ContentLoading />}>
      <RouteViewElement record={record} />
    </Suspense>
  );
}

/**
 * Strict matching (spec §2): the router would open "/x" for "/x/"; here a trailing slash is
 * another path, which no route has (404).
 */
export function StrictPathGate() {
  const { pathname } = useLocation();
  return hasTrailingSlash(pathname) ? <LazyScreen screen={PageResolverScreen} inContent /> : <Outlet />;
}

/**
 * The catch-all inside the layout. While the dynamic routes are being built (a refreshed page, or the
 * first screen after sign-in) every path lands here and waits; the 403/404 screen's chunk (antd's
 * Result) is only loaded once the routes are there and the path still matches none, so what a list
 * page downloads does not depend on which comes first.
 */
export function CatchAllRoute() {
  const waiting = useStore(permissionStore, (state) => !state.isDynamicAddedRoute && state.buildStatus !== 'error');
  return waiting ? <ContentLoading /> : <LazyScreen screen={PageResolverScreen} inContent />;
}
