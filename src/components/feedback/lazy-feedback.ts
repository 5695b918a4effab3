/**
 * Toasts and error modals for the HTTP layer and the views. antd's message/modal code is
 * loaded on first use, so the login route does not pay for it up front.
 */
import type { FeedbackKind } from './feedback-kind';

type FeedbackModule = typeof import('./antd-feedback');
let loading: Promise<FeedbackModule> | undefined;
let loaded: FeedbackModule | undefined;

function loadFeedback(): Promise<FeedbackModule> {
  loading ??= import('./antd-feedback')
    .then((module) => (loaded = module))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export function showMessage(text: string, type: FeedbackKind = 'error'): void {
  loadFeedback()
    .then((feedback) => feedback.showToast(text, type))
    .catch(() => console.error(text));
}

export function showModal(text: string): void {
  loadFeedback()
    .then((feedback) => feedback.showErrorModal(text))
    .catch(() => console.error(text));
}

/** Closes the open error dialogs and messages (spec §9 closeMessageOnSwitch); none can be open before the first. */
export function closeFeedbackDialogs(): void {
  loaded?.closeDialogs();
}

/** Closes the toasts on screen (a successful sign-in ends what the failed attempts said). */
export function closeToasts(): void {
  loaded?.closeToasts();
}
