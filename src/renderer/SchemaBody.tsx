import { lazy, Suspense, type ReactNode } from 'react';
import type { PageBody } from '@contract/generated/page-schema';
import { useUserInfo } from '@/store/user-store';
import { LoadingState } from './states/LoadingState';

// Each kind of body loads with the first page that shows one.
const SchemaList = lazy(() => import('./list/SchemaList').then((m) => ({ default: m.SchemaList })));
const SchemaTabs = lazy(() => import('./tabs/SchemaTabs').then((m) => ({ default: m.SchemaTabs })));
const SchemaDetailsPage = lazy(() => import('./details/SchemaDetailsPage').then((m) => ({ default: m.SchemaDetailsPage })));
const SchemaFormPage = lazy(() => import('./form/form-screens').then((m) => ({ default: m.SchemaFormPage })));
const SchemaDashboard = lazy(() => import('./dashboard/SchemaDashboard').then((m) => ({ default: m.SchemaDashboard })));

function Body({ body }: { body: PageBody }): ReactNode {
  const user = useUserInfo() as Record<string, unknown> | undefined;
  const render = (child: PageBody) => <SchemaBody body={child} />;
  switch (body.type) {
    case 'list':
      return <SchemaList spec={body} />;
    case 'tabs':
      return <SchemaTabs body={body} render={render} />;
    case 'details':
      return <SchemaDetailsPage body={body} scope={{ user }} />;
    case 'dashboard':
      return <SchemaDashboard body={body} render={render} scope={{ user }} user={user} />;
    case 'form':
      return <SchemaFormPage body={body} scope={{ user }} />;
    default:
      // A body type of the meta-schema without its renderer here does not compile.
      return body satisfies never;
  }
}

/**
 * Draws a page body of schemas/pages (and the bodies nested in tabs and dashboards): the one place that
 * maps a body type to its renderer. A route's screen is SchemaRouteScreen, which wraps this.
 */
export function SchemaBody({ body }: { body: PageBody }): ReactNode {
  return (
    <Suspense fallback={<LoadingState />}>
      <Body body={body} />
    </Suspense>
  );
}
