import { ConfigProvider, Modal, notification } from 'antd';
import { getI18nState, t } from '@/locales';
import { lightTheme } from '@/styles/theme';
import type { FeedbackKind } from './lazy-feedback';

/** Spec §9: toasts at the top right for 3 seconds. */
const TOAST_SECONDS = 3;

// Static antd calls render outside the app tree; give them the app's theme and locale.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={lightTheme} locale={getI18nState().antdLocale}>
      {children}
    </ConfigProvider>
  ),
});

notification.config({ placement: 'topRight', duration: TOAST_SECONDS, maxCount: 3 });

export function showToast(text: string, type: FeedbackKind): void {
  notification[type]({ message: text, placement: 'topRight', duration: TOAST_SECONDS });
}

export function showErrorModal(text: string): void {
  Modal.error({ title: t('common.errorTitle'), content: text, okText: t('common.ok') });
}
