import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MenuIcon } from '@/components/icons/menu-icons';
import { t, useI18n } from '@/locales';
import { usePermissionState } from '@/store/permission-store';
import { breadcrumbTrail } from './breadcrumb-trail';
import styles from './breadcrumb.module.css';

/** Where the current page sits: the route titles down to it, with their icons when showIcons. */
export function LayoutBreadcrumb({ showIcons }: { showIcons: boolean }) {
  const { pathname } = useLocation();
  // The route table of the current permission mode (page schemas, or the server's menus in BACK mode).
  const routes = usePermissionState((state) => state.routes);
  const { intl } = useI18n();
  const items = useMemo(
    () =>
      breadcrumbTrail(routes, pathname).map((step) => {
        const label = (
          <span className={styles.step}>
            {showIcons && step.icon ? <MenuIcon name={step.icon} /> : null}
            <span>{intl.formatMessage({ id: step.title })}</span>
          </span>
        );
        return {
          key: step.title,
          title: step.to ? <Link to={step.to}>{label}</Link> : label,
        };
      }),
    // The titles are translated here: rebuilt on a locale switch (a new intl).
    [routes, pathname, showIcons, intl],
  );
  if (items.length === 0) return null;
  return <Breadcrumb className={styles.breadcrumb} items={items} aria-label={t('layout.breadcrumb')} />;
}
