import type { QueuedError, RawError } from './raw-error';

/** Whether capture is on (project config useErrorHandle); set by installErrorCapture. */
let enabled: () => boolean = () => false;

export function setErrorCaptureSwitch(isEnabled: () => boolean): void {
  enabled = isEnabled;
}

export function isErrorCaptureEnabled(): boolean {
  try {
    return enabled();
  } catch {
    return false;
  }
}

type Recorder = typeof import('./recorder');
let recorder: Promise<Recorder> | undefined;
const queue: QueuedError[] = [];
let pending: Promise<void> = Promise.resolve();

/** Fetches the recorder's code (also ahead of time, so a later deploy cannot take it away). */
export function loadRecorder(): Promise<Recorder> {
  recorder ??= import('./recorder').catch((error: unknown) => {
    recorder = undefined;
    throw error;
  });
  return recorder;
}

/** Queues an error for the log when capture is on. */
export function captureError(raw: RawError): void {
  if (!isErrorCaptureEnabled()) return;
  queue.push({ raw, url: window.location.href, time: Date.now() });
  pending = loadRecorder()
    .then((loaded) => loaded.recordAll(queue.splice(0)))
    .catch(() => undefined);
}

/** Resolves once everything captured so far is in the log. */
export function flushErrorCapture(): Promise<void> {
  return pending;
}
