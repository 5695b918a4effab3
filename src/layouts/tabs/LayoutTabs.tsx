import { lazy, Suspense } from 'react';
import { useMultiTabsSetting } from '@/store/project-config-store';

// The bar (antd Tabs, menus, the tab store) loads only when multi-tab is on.
const TabBar = lazy(() => import('./TabBar'));

/** The tab bar's place under the header; empty while multi-tab is off (spec §9: off by default). */
export function LayoutTabs() {
  const { show } = useMultiTabsSetting();
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <TabBar />
    </Suspense>
  );
}
