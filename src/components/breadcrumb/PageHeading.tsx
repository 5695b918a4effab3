import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { t, useI18n } from '@/locales';
import { useCurrentRoute } from '@/router/current-route';
import { usePermissionState } from '@/store/permission-store';
import { breadcrumbTrail } from './breadcrumb-trail';
import { LayoutBreadcrumb } from './LayoutBreadcrumb';
import styles from './breadcrumb.module.css';

/**
 * The page's one level-one heading, its route title: the breadcrumb's last step when the breadcrumb is
 * shown (it looks as before), else a heading only assistive technology reads (phones, breadcrumb
 * turned off, routes outside the menu's table).
 */
export function PageHeading({ showBreadcrumb, showIcons }: { showBreadcrumb: boolean; showIcons: boolean }) {
  const { pathname } = useLocation();
  const routes = usePermissionState((state) => state.routes);
  const trail = useMemo(() => breadcrumbTrail(routes, pathname), [routes, pathname]);
  const route = useCurrentRoute();
  // Re-rendered on a locale switch.
  useI18n();
  if (showBreadcrumb && trail.length > 0) return <LayoutBreadcrumb trail={trail} showIcons={showIcons} />;
  const title = route.meta.title;
  return title ? <h1 className={styles.hiddenHeading}>{t(title)}</h1> : null;
}
