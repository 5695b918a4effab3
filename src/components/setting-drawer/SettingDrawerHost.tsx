import { lazy, Suspense } from 'react';
import { closeSettingDrawer, useSettingDrawerState } from './setting-drawer-state';

const SettingDrawer = lazy(() => import('./SettingDrawer'));

/** Mounts the settings drawer once it has been asked for; its code is a chunk of its own. */
export function SettingDrawerHost() {
  const { open, opened } = useSettingDrawerState();
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SettingDrawer open={open} onClose={closeSettingDrawer} />
    </Suspense>
  );
}
