import { useStore } from '@/store/create-store';
import { userStore } from '@/store/user-store';

/**
 * Developer tools (the permission-mode and role switches, the error log's test buttons, the full
 * settings drawer) are for development builds and the platform admin; account owners and their
 * operators get the few settings a user changes.
 */
export function useDeveloperTools(): boolean {
  const role = useStore(userStore, (state) => state.userInfo?.role);
  return import.meta.env.DEV || role === 'admin';
}
