import { useLayoutEffect, useRef } from 'react';
import { closeFeedbackDialogs } from '@/components/feedback/lazy-feedback';
import type { ProjectConfig } from '@/settings/project-setting';
// Deep import on purpose: the HTTP layer's index pulls in the whole client.
import { cancelAllPendingRequests } from '@/utils/http/pending-requests';

/**
 * What a route switch does besides showing the next page:
 * - closeMessageOnSwitch: the old page's dialogs and messages close. Toasts (antd notification,
 *   used for request results) are left to their 3 s, so "saved" survives the navigation it caused.
 * - removeAllHttpPending: the old page's running requests are cancelled.
 */
export function useRouteSwitchEffects(
  pathname: string,
  config: Pick<ProjectConfig, 'closeMessageOnSwitch' | 'removeAllHttpPending'>,
): void {
  const previous = useRef(pathname);
  const { closeMessageOnSwitch, removeAllHttpPending } = config;
  // A layout effect: it runs before the new page's own effects start their requests.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (closeMessageOnSwitch) {
      closeFeedbackDialogs();
    }
    if (removeAllHttpPending) cancelAllPendingRequests();
  }, [pathname, closeMessageOnSwitch, removeAllHttpPending]);
}
