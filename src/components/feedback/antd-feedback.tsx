import { ConfigProvider, message, Modal, notification } from 'antd';
import type { ReactNode } from 'react';
import { getI18nState, t } from '@/locales';
import { LAYOUT_SIZE, TOAST_PLACEMENT, TOAST_SECONDS } from '@/settings/design-setting';
import { useAppTheme } from '@/styles/use-app-theme';
import type { FeedbackKind } from './feedback-kind';

// Static antd calls render outside the app tree; give them the app's theme (following dark mode and
// the theme colour) and locale.
function FeedbackTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={useAppTheme()} locale={getI18nState().antdLocale}>
      {children}
    </ConfigProvider>
  );
}

ConfigProvider.config({ holderRender: (children) => <FeedbackTheme>{children}</FeedbackTheme> });

/** Toasts start below the header, so the language picker and the user menu stay reachable. */
export const TOAST_TOP = LAYOUT_SIZE.headerHeight + 8;

// Spec §9: toasts at the top right for 3 seconds.
notification.config({ placement: TOAST_PLACEMENT, duration: TOAST_SECONDS, maxCount: 3, top: TOAST_TOP });

export function showToast(text: string, type: FeedbackKind): void {
  notification[type]({ message: text, placement: TOAST_PLACEMENT, duration: TOAST_SECONDS });
}

export function showErrorModal(text: string): void {
  Modal.error({ title: t('common.errorTitle'), content: text, okText: t('common.ok') });
}

export function closeToasts(): void {
  notification.destroy();
}

export function closeDialogs(): void {
  Modal.destroyAll();
  message.destroy();
}
