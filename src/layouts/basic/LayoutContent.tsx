import { Layout } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BackToTop } from '@/components/back-to-top/BackToTop';
import { PageHeading } from '@/components/breadcrumb/PageHeading';
import { useRouteProgress } from '@/components/nprogress/use-route-progress';
import { PageFooter } from '@/components/page-footer/PageFooter';
import { PageLoadingArea } from '@/router/page-loading/PageLoadingArea';
import { LAYOUT_SIZE } from '@/settings/design-setting';
import { ContentMode, type ProjectConfig } from '@/settings/project-setting';
import { useRouteTransition } from './route-transition';
import styles from './layout-frame.module.css';

interface Props {
  config: ProjectConfig;
  isMobile: boolean;
  /** Only the page (full content): no breadcrumb, no footer. */
  bare: boolean;
  children: ReactNode;
}

/** The content column: breadcrumb (or the page's hidden heading), the page (with its entrance transition and loading cover), footer, back-to-top. */
export function LayoutContent({ config, isMobile, bare, children }: Props) {
  const { pathname } = useLocation();
  const page = useRef<HTMLDivElement>(null);
  const { transitionSetting } = config;
  useRouteTransition(page, pathname, transitionSetting);
  useRouteProgress(transitionSetting.openNProgress, pathname, page);

  const fixedWidth = config.contentMode === ContentMode.FIXED;
  return (
    <>
      <Layout.Content className={isMobile ? styles.contentMobile : styles.content}>
        <div
          className={styles.contentInner}
          style={fixedWidth ? { maxWidth: LAYOUT_SIZE.fixedContentWidth, margin: '0 auto' } : undefined}
          data-content-mode={config.contentMode}
        >
          <PageHeading showBreadcrumb={config.showBreadCrumb && !bare && !isMobile} showIcons={config.showBreadCrumbIcon} />
          <div ref={page} className={styles.page}>
            <PageLoadingArea>{children}</PageLoadingArea>
          </div>
        </div>
      </Layout.Content>
      {config.showFooter && !bare ? <PageFooter /> : null}
      {config.useOpenBackTop ? <BackToTop /> : null}
    </>
  );
}
