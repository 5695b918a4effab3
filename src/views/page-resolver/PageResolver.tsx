import { Button, Result } from 'antd';
import { ContentLoading } from '@/components/route-error/ContentLoading';
import { t } from '@/locales';
import { useCurrentRoute } from '@/router/current-route';
import { useHomePath } from '@/router/use-home-path';
import { rebuildRoutes } from '@/store/permission-store-actions';
import { usePermissionState } from '@/store/permission-store';
import { ExceptionResult } from '../exception/ExceptionResult';

/**
 * The catch-all route inside the layout (spec §2 "a catch-all shows an error page"): while the
 * dynamic routes are being built it waits (a refreshed page is not a 404); then a path the
 * console knows but the user may not open is 403, any other 404.
 */
export function PageResolver() {
  const route = useCurrentRoute();
  const buildStatus = usePermissionState((state) => state.buildStatus);
  const homePath = useHomePath();

  if (route.match === 'pending' || route.match === 'route' || route.match === 'root') {
    if (buildStatus !== 'error') return <ContentLoading />;
    return (
      <Result
        status="warning"
        title={t('exception.pagesFailed')}
        extra={
          <Button type="primary" onClick={() => void rebuildRoutes()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <ExceptionResult status={route.match === 'forbidden' ? 403 : 404} homePath={homePath} />;
}
