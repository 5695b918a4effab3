import { showMessage } from '@/components/feedback/lazy-feedback';
import { t } from '@/locales';
import { signOut } from '@/store/session-actions';
import { getProjectConfig, reloadProjectConfig, resetProjectConfig } from '@/store/project-config-store';
import { clearAuthCache } from '@/utils/cache';
import { copyText } from '@/utils/copy-text';

/** The whole project config as JSON on the clipboard (to paste into src/settings/project-setting.ts). */
export async function copyProjectConfig(): Promise<void> {
  const copied = await copyText(JSON.stringify(getProjectConfig(), null, 2));
  showMessage(t(copied ? 'setting.copied' : 'setting.copyFailed'), copied ? 'success' : 'error');
}

export function resetProjectSettings(): void {
  resetProjectConfig();
  showMessage(t('setting.resetDone'), 'success');
}

/**
 * Spec §4 "resetting app state": logs out (the server is told), then removes everything this
 * console keeps in local storage (settings, theme, locale, tabs) and loads the login page afresh,
 * which drops the dynamic routes with the rest of the page's memory.
 */
export async function clearCacheAndSignOut(reload: () => void = () => window.location.reload()): Promise<void> {
  await signOut();
  clearAuthCache();
  reloadProjectConfig();
  reload();
}
