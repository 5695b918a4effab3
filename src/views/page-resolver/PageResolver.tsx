import { Button, Result, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/locales';
import { homePathOf } from '@/router/guard/auth-guard';
import { resolvePage } from '@/router/menu/resolve-page';
import { loadConsolePages } from '@/store/load-pages';
import { usePages } from '@/store/pages-store';
import { rolesOf, useUserInfo } from '@/store/user-store';
import { ComingSoon } from '../exception/ComingSoon';
import { ExceptionResult } from '../exception/ExceptionResult';
import styles from './page-resolver.module.css';

// The renderer (antd Table, Formily) loads only when a schema page is opened.
const SchemaScreen = lazy(() => import('../schema-page/SchemaScreen'));

/**
 * Any signed-in path without a built screen: looked up in the server's page schemas.
 * A known page not built yet says so; a redirect parent forwards; others are 403 / 404.
 */
export function PageResolver() {
  const { pathname } = useLocation();
  const { status, pages } = usePages();
  const userInfo = useUserInfo();
  const outcome = status === 'ready' ? resolvePage(pages, rolesOf(userInfo), pathname) : undefined;
  const titleId =
    outcome?.kind === 'page'
      ? outcome.titleId
      : outcome?.kind === 'forbidden'
        ? 'exception.forbiddenTitle'
        : outcome?.kind === 'not-found'
          ? 'exception.notFoundTitle'
          : undefined;
  useDocumentTitle(titleId);

  if (status === 'error') {
    return (
      <Result
        status="warning"
        title={t('exception.pagesFailed')}
        extra={
          <Button type="primary" onClick={() => void loadConsolePages({ force: true })}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!outcome) {
    return (
      <div className={styles.loading}>
        <Spin />
      </div>
    );
  }
  const home = homePathOf(userInfo?.homePath);
  switch (outcome.kind) {
    case 'redirect':
      return <Navigate to={outcome.to} replace />;
    case 'page':
      return outcome.body ? (
        <Suspense fallback={<div className={styles.loading}><Spin /></div>}>
          <SchemaScreen body={outcome.body} />
        </Suspense>
      ) : (
        <ComingSoon titleId={outcome.titleId} />
      );
    case 'forbidden':
      return <ExceptionResult status={403} homePath={home} />;
    case 'not-found':
      return <ExceptionResult status={404} homePath={home} />;
  }
}
