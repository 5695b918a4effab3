import { createStore, useStore } from '@/store/create-store';

/** Whether the settings drawer is open. Plain state (no antd), so anything may open it. */
const drawerStore = createStore(() => ({ open: false, opened: false }));

/** Opens the settings drawer (its code loads on the first opening). */
export function openSettingDrawer(): void {
  drawerStore.setState({ open: true, opened: true });
}

export function closeSettingDrawer(): void {
  drawerStore.setState({ open: false });
}

export function useSettingDrawerState(): { open: boolean; opened: boolean } {
  return useStore(drawerStore, (state) => state);
}
