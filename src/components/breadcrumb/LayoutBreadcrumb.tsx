import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon } from '@/components/icons/menu-icons';
import { t, useI18n } from '@/locales';
import type { BreadcrumbStep } from './breadcrumb-trail';
import styles from './breadcrumb.module.css';

/**
 * Where the current page sits: the route titles down to it, with their icons when showIcons. The last
 * step, the page itself, is the page's level-one heading.
 */
export function LayoutBreadcrumb({ trail, showIcons }: { trail: readonly BreadcrumbStep[]; showIcons: boolean }) {
  const { intl } = useI18n();
  const items = useMemo(
    () =>
      trail.map((step, index) => {
        const label = (
          <span className={styles.step}>
            {showIcons && step.icon ? <MenuIcon name={step.icon} /> : null}
            <span>{intl.formatMessage({ id: step.title })}</span>
          </span>
        );
        const current = index === trail.length - 1;
        return {
          key: step.title,
          title: current ? <h1 className={styles.current}>{label}</h1> : step.to ? <Link to={step.to}>{label}</Link> : label,
        };
      }),
    // The titles are translated here: rebuilt on a locale switch (a new intl).
    [trail, showIcons, intl],
  );
  return <Breadcrumb className={styles.breadcrumb} items={items} aria-label={t('layout.breadcrumb')} />;
}
