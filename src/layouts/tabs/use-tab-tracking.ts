import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAffixRoutes } from '@/router/current-route';
import { usePermissionState } from '@/store/permission-store';
import { addTab, ensureAffixTabs } from '@/store/tabs-store';
import { useStore } from '@/store/create-store';
import { userStore } from '@/store/user-store';
import { affixTabs, resolveTab } from './tab-route';

/**
 * Spec §2 "open routes become tabs": each location the console shows is opened as (or updates)
 * its tab once the routes are built. The affix routes (the home route among them) come first.
 */
export function useTabTracking(): void {
  const { pathname, search, hash } = useLocation();
  const routes = usePermissionState((state) => state.routes);
  const added = usePermissionState((state) => state.isDynamicAddedRoute);
  const homePath = useStore(userStore, (state) => state.userInfo?.homePath);
  const affixRoutes = useAffixRoutes();

  useEffect(() => {
    if (added) ensureAffixTabs(affixTabs(affixRoutes));
  }, [added, affixRoutes]);

  useEffect(() => {
    if (!added) return;
    const tab = resolveTab({ pathname, search, hash });
    if (tab) addTab(tab);
  }, [added, routes, homePath, pathname, search, hash]);
}
