import type { ErrorLogDraft } from './error-log-types';

/** Long values are cut: the log lives in session storage and one runaway stack must not fill it. */
const MAX_TEXT = 4000;

export function clip(text: string, max = MAX_TEXT): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
}

function asErrorLike(value: unknown): ErrorLike | undefined {
  return typeof value === 'object' && value !== null ? (value as ErrorLike) : undefined;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** "https://host/assets/x.js:10:5" from the first frame of a stack that names a file. */
export function fileOfStack(stack: string): string {
  // Greedy up to the last ":line(:column)", so a port in the address is not taken for the line.
  const frame = /(?:https?|file|blob):\/\/[^\s()]+:\d+(?::\d+)?/.exec(stack);
  return frame ? frame[0] : '';
}

function fromThrown(value: unknown): Pick<ErrorLogDraft, 'name' | 'message' | 'stack' | 'file'> {
  const error = asErrorLike(value);
  const stack = typeof error?.stack === 'string' ? error.stack : '';
  if (error && typeof error.message === 'string') {
    return {
      name: typeof error.name === 'string' && error.name ? error.name : 'Error',
      message: clip(error.message),
      stack: clip(stack),
      file: fileOfStack(stack),
    };
  }
  return { name: typeof value, message: clip(text(value)), stack: '', file: '' };
}

/** A component that threw while rendering (spec type 'vue'). */
export function describeRenderError(error: unknown, componentStack?: string | null): ErrorLogDraft {
  return { type: 'vue', ...fromThrown(error), detail: clip((componentStack ?? '').trim()) };
}

/**
 * An uncaught script error. Without a source file (a cross-origin script reports only
 * "Script error.") there is nothing to act on, and it is ignored.
 */
export function describeScriptError(
  event: Pick<ErrorEvent, 'message' | 'filename' | 'lineno' | 'colno' | 'error'>,
): ErrorLogDraft | undefined {
  if (!event.filename) return undefined;
  const thrown = fromThrown(event.error);
  return {
    type: 'script',
    name: event.error ? thrown.name : 'Error',
    file: `${event.filename}:${event.lineno}:${event.colno}`,
    message: clip(event.message || thrown.message),
    detail: '',
    stack: thrown.stack,
  };
}

/** A rejected promise nobody handled; the reason may be any value, not only an Error. */
export function describeRejection(reason: unknown): ErrorLogDraft {
  const thrown = fromThrown(reason);
  const isError = typeof asErrorLike(reason)?.message === 'string';
  return {
    type: 'promise',
    ...thrown,
    name: isError ? thrown.name : 'UnhandledRejection',
    detail: isError ? '' : `reason: ${reason === null ? 'null' : typeof reason}`,
  };
}

const RESOURCE_TAGS = new Set(['IMG', 'SCRIPT', 'LINK', 'AUDIO', 'VIDEO', 'SOURCE', 'IFRAME']);

/** An element whose file failed to load (image, script, style sheet, media), if it is one. */
export function describeResourceError(target: EventTarget | null): ErrorLogDraft | undefined {
  if (!(target instanceof Element) || !RESOURCE_TAGS.has(target.tagName)) return undefined;
  const address = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
  const resolved = (target as Partial<HTMLImageElement & HTMLLinkElement>).src || (target as Partial<HTMLLinkElement>).href || address;
  const tag = target.tagName.toLowerCase();
  return {
    type: 'resource',
    name: tag,
    file: clip(resolved),
    message: clip(`<${tag}> ${resolved}`),
    detail: clip(target.outerHTML.slice(0, 300)),
    stack: '',
  };
}

/** What the HTTP layer passes for a failed call (ApiRequestError's public fields). */
export interface FailedCall {
  name: string;
  kind: string;
  msg: string;
  code?: number;
  httpStatus?: number;
  stack?: string;
}

/** A failed API call (not a business answer such as a wrong password, not a cancelled call). */
export function describeApiError(error: FailedCall, url: string): ErrorLogDraft | undefined {
  if (error.kind === 'business' || error.kind === 'cancelled') return undefined;
  const facts = [`kind: ${error.kind}`];
  if (error.httpStatus !== undefined) facts.push(`HTTP ${error.httpStatus}`);
  if (error.code !== undefined) facts.push(`code ${error.code}`);
  return {
    type: 'ajax',
    name: error.name || 'ApiRequestError',
    file: clip(url),
    message: clip(error.msg || error.kind),
    detail: facts.join(', '),
    stack: clip(error.stack ?? ''),
  };
}
