import { clearSessionTimeout } from '@/components/session-timeout/timeout-store';
import { lockStore } from '@/store/lock-store';
import { reloadProjectConfig, updateProjectConfig } from '@/store/project-config-store';
import { SessionTimeoutProcessing } from '@/settings/project-setting';
import { deobfuscate } from '@/utils/storage';
import { installFakeApi, ok, type FakeApi } from '../../ui/support/fake-api';
import { operationTable, pageSchemas, userInfo } from '../../ui/support/fixtures';
import { resetBrowserState } from '../../ui/support/render-app';

/** A signed-out browser with nothing stored, and a fake server that knows the pages and the user. */
export function freshBrowser(): FakeApi {
  resetBrowserState();
  reloadProjectConfig();
  lockStore.reset();
  clearSessionTimeout();
  const api = installFakeApi();
  api.on('GET', '/api/v1/console/pages', ok(pageSchemas()));
  api.on('GET', '/api/v1/console/operations', ok(operationTable()));
  api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
  api.on('GET', '/api/v1/notice/unread_count', ok({ count: 0 }));
  api.on('GET', '/api/v1/workorder/unread_count', ok({ count: 0 }));
  return api;
}

export function chooseTimeoutCover(): void {
  updateProjectConfig({ sessionTimeoutProcessing: SessionTimeoutProcessing.PAGE_COVER });
}

/** Every value the console keeps in local and session storage, readable. */
export function storedTexts(): string[] {
  const texts: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const raw = storage.getItem(storage.key(i)!) ?? '';
      let text = raw;
      try {
        text = deobfuscate(raw);
      } catch {
        // Not one of ours.
      }
      texts.push(text);
    }
  }
  return texts;
}
