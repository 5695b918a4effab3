import { Navigate } from 'react-router-dom';
import { LazyScreen } from './LazyScreen';
import { landingPathOf } from './routes/route-tree';
import type { AppRouteRecord } from './routes/route-types';
import { isBuiltinView } from './routes/route-view-names';
import { BUILTIN_SCREENS, ComingSoonScreen, FrameScreen, MissingViewScreen, SchemaRouteScreen } from './route-views';

/**
 * The element of one route record: a group forwards to its landing page; a page loads its screen.
 * A chunk of its own (with the screens' loaders), loaded once a signed-in route renders.
 */
export default function RouteViewElement({ record }: { record: AppRouteRecord }) {
  const { view } = record;
  switch (view.kind) {
    case 'parent': {
      const landing = landingPathOf(record);
      // A group that leads nowhere (no redirect, no children) must not redirect to itself.
      if (landing === record.path) return <LazyScreen screen={ComingSoonScreen} inContent screenProps={{ titleId: record.meta.title }} />;
      return <Navigate to={landing} replace />;
    }
    case 'schema':
      return <LazyScreen screen={SchemaRouteScreen} inContent screenProps={{ body: view.body }} />;
    case 'builtin':
      return isBuiltinView(view.view) ? (
        <LazyScreen screen={BUILTIN_SCREENS[view.view]} inContent />
      ) : (
        <LazyScreen screen={MissingViewScreen} inContent screenProps={{ component: view.view }} />
      );
    case 'frame':
      return <LazyScreen screen={FrameScreen} inContent screenProps={{ src: view.src, titleId: record.meta.title }} />;
    case 'coming':
      return <LazyScreen screen={ComingSoonScreen} inContent screenProps={{ titleId: record.meta.title }} />;
    case 'missing-component':
      return <LazyScreen screen={MissingViewScreen} inContent screenProps={{ component: view.component }} />;
  }
}
