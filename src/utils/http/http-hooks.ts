import { saveFileWithLink } from './save-file';
import type { HttpUiHooks } from './types';

const noop = () => undefined;

const defaults: HttpUiHooks = {
  translate: (id) => id,
  showMessage: noop,
  showModal: noop,
  onUnauthorized: noop,
  toLogin: noop,
  getLocale: () => 'zh_CN',
  saveFile: saveFileWithLink,
  onError: noop,
};

let hooks: HttpUiHooks = { ...defaults };

/** The app calls this once at start (and tests per case) to plug in messages, modals, navigation and locale. */
export function configureHttp(next: Partial<HttpUiHooks>): void {
  hooks = { ...hooks, ...next };
}

/** Back to the defaults: no UI, ids instead of texts. */
export function resetHttpConfiguration(): void {
  hooks = { ...defaults };
}

export function httpHooks(): HttpUiHooks {
  return hooks;
}
