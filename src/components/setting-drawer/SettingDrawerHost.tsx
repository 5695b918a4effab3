import { lazy, Suspense } from 'react';
import { useDeveloperTools } from '@/hooks/use-developer-tools';
import { closeSettingDrawer, useSettingDrawerState } from './setting-drawer-state';

const SettingDrawer = lazy(() => import('./SettingDrawer'));
const UserSettingDrawer = lazy(() => import('./UserSettingDrawer'));

/**
 * Mounts the settings drawer once it has been asked for; its code is a chunk of its own. The full
 * drawer is a developer tool (development builds, the admin); everyone else gets the user's few.
 */
export function SettingDrawerHost() {
  const { open, opened } = useSettingDrawerState();
  const developer = useDeveloperTools();
  if (!opened) return null;
  const Drawer = developer ? SettingDrawer : UserSettingDrawer;
  return (
    <Suspense fallback={null}>
      <Drawer open={open} onClose={closeSettingDrawer} />
    </Suspense>
  );
}
