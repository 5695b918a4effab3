import { markPreloadFailure } from './chunk-error';
import { captureError, isErrorCaptureEnabled, loadRecorder, setErrorCaptureSwitch } from './record-error';

function onError(event: Event): void {
  if (event instanceof ErrorEvent || event.target === window) {
    captureError({ kind: 'script', event: event as ErrorEvent });
    return;
  }
  // Load failures of elements do not bubble; the capture-phase listener on window sees them.
  captureError({ kind: 'resource', target: event.target });
}

function onRejection(event: PromiseRejectionEvent): void {
  captureError({ kind: 'promise', reason: event.reason });
}

function onPreloadError(event: Event): void {
  // The import then rejects with this error; the screen boundary offers a reload for it.
  markPreloadFailure((event as Event & { payload?: unknown }).payload);
}

/** Once the page is idle: the recorder's code, while the build that has it is still deployed. */
const PRELOAD_AFTER_MS = 3000;

let uninstall: (() => void) | undefined;

/**
 * Starts capturing script errors, unhandled rejections and resource load failures (render
 * errors come from the error boundaries, API failures from the HTTP layer's onError). Entries
 * are recorded only while `isEnabled()` says so (project config useErrorHandle).
 */
export function installErrorCapture(isEnabled: () => boolean): () => void {
  uninstall?.();
  setErrorCaptureSwitch(isEnabled);
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onPreloadError);
  const preload = setTimeout(() => {
    if (isErrorCaptureEnabled()) loadRecorder().catch(() => undefined);
  }, PRELOAD_AFTER_MS);
  uninstall = () => {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('vite:preloadError', onPreloadError);
    clearTimeout(preload);
    setErrorCaptureSwitch(() => false);
    uninstall = undefined;
  };
  return uninstall;
}
