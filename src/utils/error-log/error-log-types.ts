/**
 * Kinds of captured errors. The first four are the spec's (§3) names; 'vue' is kept as the
 * spec spells it and means a render error of a React component. 'ajax' is a failed API call.
 */
export type ErrorLogType = 'vue' | 'script' | 'promise' | 'resource' | 'ajax';

export const ERROR_LOG_TYPES: readonly ErrorLogType[] = ['vue', 'script', 'promise', 'resource', 'ajax'];

/** One captured error (spec §3: type, name, file, message, detail, stack, url). */
export interface ErrorLogEntry {
  id: string;
  type: ErrorLogType;
  /** The error's class or the element's tag, e.g. TypeError, img. */
  name: string;
  /** Script and position, the resource's address, or the API path. */
  file: string;
  message: string;
  /** Extra context: the component tree, the request's outcome, a non-Error rejection value. */
  detail: string;
  stack: string;
  /** The page the user was on. */
  url: string;
  /** Milliseconds since the epoch. */
  time: number;
}

export type ErrorLogDraft = Omit<ErrorLogEntry, 'id' | 'time' | 'url'> & { url?: string; time?: number };
