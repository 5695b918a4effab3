import { t } from '@/locales';
import type { ErrorLogType } from '@/utils/error-log/error-log-types';
import { errorTypeLabel } from './ErrorTypeTag';

/** A path that exists neither as a file nor as an API operation. */
const MISSING = '/__error-log-test__';

export function testErrorMessage(type: ErrorLogType): string {
  return t('errorlog.testErrorMessage', { kind: errorTypeLabel(type) });
}

/** An error thrown outside any handler: the window's error event sees it. */
export function fireScriptError(): void {
  setTimeout(() => {
    throw new Error(testErrorMessage('script'));
  }, 0);
}

/** A rejection nobody handles. */
export function firePromiseRejection(): void {
  void Promise.reject(new Error(testErrorMessage('promise')));
}

/** An image whose file does not exist (it must be in the document for the capture to see it). */
export function fireResourceError(): void {
  const image = document.createElement('img');
  image.alt = '';
  image.hidden = true;
  const done = () => image.remove();
  image.addEventListener('error', done, { once: true });
  image.addEventListener('load', done, { once: true });
  image.src = `${MISSING}/missing-${Date.now()}.png`;
  document.body.appendChild(image);
}

/** An API call to an address the server does not have; the failure is caught, not shown. */
export async function fireApiError(): Promise<void> {
  const { defHttp } = await import('@/utils/http');
  await defHttp.get({ url: `/api/v1${MISSING}` }, { errorMessageMode: 'none', retry: false }).catch(() => undefined);
}
