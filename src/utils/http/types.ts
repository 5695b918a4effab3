import type { ApiRequestError } from './api-request-error';

export type ErrorMessageMode = 'message' | 'modal' | 'none';

export interface RetryOptions {
  /** Further attempts after the first one. */
  count: number;
  /** Milliseconds between attempts. */
  delay: number;
}

export interface RequestOptions {
  /** How a failure is shown: a toast (default), a modal, or not at all. */
  errorMessageMode?: ErrorMessageMode;
  /** Resolve with the fetch `Response` itself. */
  isReturnNativeResponse?: boolean;
  /** false: resolve with the whole body instead of the envelope's `data`, without code checks. */
  isTransformResponse?: boolean;
  /** Add the `_t` timestamp to GET queries (default true). */
  joinTime?: boolean;
  /** Put the configured URL prefix before the path (default true). */
  joinPrefix?: boolean;
  /** Send the stored token (default true). */
  withToken?: boolean;
  /** GET default: 5 more attempts, 100 ms apart. Other methods: no retry unless given. */
  retry?: RetryOptions | false;
  /** Milliseconds; default 10 s, uploads 10 min. */
  timeout?: number;
  /** false: a new identical request (method, URL, params, body) cancels the pending one. Default true. */
  ignoreCancelToken?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestConfig {
  url: string;
  method?: HttpMethod;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
}

export interface UploadParams {
  file: File | Blob;
  filename?: string;
  /** Extra form fields; undefined, null and empty strings are left out. */
  data?: Record<string, unknown>;
}

export interface DownloadConfig extends RequestConfig {
  /** Name used when the answer carries no Content-Disposition file name. */
  filename?: string;
}

/** The envelope of every API answer (spec §3). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
}

/** A value put into an ICU message placeholder. */
export type MessageValue = string | number | boolean | Date | null | undefined;

export type UnauthorizedReason = 'unauthorized' | 'timeout' | 'expired';

/** UI side effects the app injects, so this layer imports no React or antd. */
export interface HttpUiHooks {
  /** Looks up a message id such as `http.timeout`. */
  translate(id: string, values?: Record<string, MessageValue>): string;
  showMessage(text: string, type: 'error' | 'success' | 'warning'): void;
  showModal(text: string): void;
  /** Token already cleared: the app logs out or shows the session-timeout cover. */
  onUnauthorized(reason: UnauthorizedReason, message: string): void;
  toLogin(): void;
  /** Current locale, e.g. `zh_CN` or `en`; sent as Accept-Language. */
  getLocale(): string;
  /** Saves a downloaded file; the default clicks a temporary link. */
  saveFile(file: File): void;
  /** Every failed call that was not cancelled (for the error log). */
  onError(error: ApiRequestError, url: string): void;
}
