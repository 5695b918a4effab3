import type { FailedCall } from './describe-error';

/**
 * What the listeners hand over, raw: turning it into a log entry (and the log itself) is code
 * that loads only once there is something to record, so the start of every page stays small.
 */
export type RawError =
  | { kind: 'script'; event: Pick<ErrorEvent, 'message' | 'filename' | 'lineno' | 'colno' | 'error'> }
  | { kind: 'resource'; target: EventTarget | null }
  | { kind: 'promise'; reason: unknown }
  | { kind: 'vue'; error: unknown; componentStack?: string | null }
  | { kind: 'ajax'; error: FailedCall; url: string };

export interface QueuedError {
  raw: RawError;
  /** The page and the moment of the error, taken when it happened. */
  url: string;
  time: number;
}
