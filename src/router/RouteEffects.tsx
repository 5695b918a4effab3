import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '@/store/create-store';
import { projectConfigStore } from '@/store/project-config-store';
import { describeRoute } from './current-route';
import { storeDashboardParams } from './guard/dashboard-params';
import { useRouteTitle } from './guard/route-title';
import { trackRouteChange } from './page-loading/page-loading-store';
import { emitRouteChange } from './route-change';

/**
 * What every signed-in navigation does besides guarding (spec §2 rules 6 and 7, §4 page loading),
 * and the route-change announcement. A chunk of its own, loaded once signed in (the login page
 * does not pay for it).
 */
export default function RouteEffects() {
  const location = useLocation();
  const pageLoadingOn = useStore(projectConfigStore, (state) => state.config.transitionSetting.openPageLoading);

  // Rule 6: pwa_master and app_id of the dashboard analysis URL into session storage.
  useEffect(() => {
    storeDashboardParams(location.pathname, location.search);
  }, [location.pathname, location.search]);

  // Spec §4: a page not opened before shows the loading cover for a moment.
  useEffect(() => {
    trackRouteChange(location.pathname, { enabled: pageLoadingOn });
  }, [location.pathname, pageLoadingOn]);

  useEffect(() => {
    emitRouteChange(describeRoute(location));
  }, [location]);

  // Rule 7.
  useRouteTitle();
  return null;
}
