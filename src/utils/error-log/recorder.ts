import { addErrorLog, errorLogStore } from '@/store/error-log-store';
import { describeApiError, describeRejection, describeRenderError, describeResourceError, describeScriptError } from './describe-error';
import type { ErrorLogDraft } from './error-log-types';
import type { QueuedError, RawError } from './raw-error';

/** Error objects logged already: an API failure nobody caught also arrives as a rejection. */
const seen = new WeakSet<object>();

function sourceOf(raw: RawError): unknown {
  switch (raw.kind) {
    case 'script':
      return raw.event.error;
    case 'promise':
      return raw.reason;
    case 'ajax':
      return raw.error;
    default:
      // Render errors: React's development echoes may carry the same object (see below).
      return undefined;
  }
}

function describe(raw: RawError): ErrorLogDraft | undefined {
  switch (raw.kind) {
    case 'script':
      return describeScriptError(raw.event);
    case 'resource':
      return describeResourceError(raw.target);
    case 'promise':
      return describeRejection(raw.reason);
    case 'vue':
      return describeRenderError(raw.error, raw.componentStack);
    case 'ajax':
      return describeApiError(raw.error, raw.url);
  }
}

const ECHO_WINDOW_MS = 2000;

/**
 * React's development build also throws a render error at the window, once per render attempt,
 * before the boundary catches it: those script entries are echoes of the render error.
 */
function dropScriptEchoes(message: string, time: number): void {
  if (!message) return;
  const { entries } = errorLogStore.getState();
  const kept = entries.filter(
    (entry) => !(entry.type === 'script' && time - entry.time <= ECHO_WINDOW_MS && entry.message.endsWith(message)),
  );
  if (kept.length !== entries.length) errorLogStore.setState({ entries: kept });
}

export function recordAll(items: readonly QueuedError[]): void {
  for (const { raw, url, time } of items) {
    try {
      const draft = describe(raw);
      if (!draft) continue;
      const source = sourceOf(raw);
      if (typeof source === 'object' && source !== null) {
        if (seen.has(source)) continue;
        seen.add(source);
      }
      if (raw.kind === 'vue' && import.meta.env.DEV) dropScriptEchoes(draft.message, time);
      addErrorLog({ ...draft, url, time });
    } catch {
      // Logging must never become a new error of its own.
    }
  }
}
