import type { ReactNode } from 'react';
import { ContentLoading } from '@/components/route-error/ContentLoading';
import { useStore } from '@/store/create-store';
import { projectConfigStore } from '@/store/project-config-store';
import styles from './page-loading.module.css';
import { usePageLoading } from './page-loading-store';

/**
 * The layout's content with the page loading cover of spec §4 (project config
 * transitionSetting.openPageLoading): shown over the content while the flag is set.
 */
export function PageLoadingArea({ children }: { children: ReactNode }) {
  const loading = usePageLoading();
  const enabled = useStore(projectConfigStore, (state) => state.config.transitionSetting.openPageLoading);
  const shown = loading && enabled;
  return (
    <div className={styles.area} aria-busy={shown || undefined}>
      {children}
      {shown ? (
        <div className={styles.cover} data-testid="page-loading">
          <ContentLoading />
        </div>
      ) : null}
    </div>
  );
}
