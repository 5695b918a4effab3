import { extend } from 'umi-request';
import { globConfig } from '@/settings/glob-config';
import {
  DEFAULT_DOWNLOAD_FILENAME,
  GET_RETRY,
  IGNORE_CANCEL_TOKEN_BY_DEFAULT,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from '@/settings/http-setting';
import { getToken, removeToken } from '@/utils/cache/auth-cache';
import { ApiRequestError } from './api-request-error';
import { describeFailure, type Failure } from './describe-failure';
import { httpHooks } from './http-hooks';
import { duplicateKeyOf, startRun, type PendingRun } from './pending-requests';
import { answerAsFile, isEnvelope, parseBlobIfJson } from './read-answer';
import { SUCCESS_CODES } from './result-codes';
import { markLoggedOut, sessionEpoch, waitWithinSession } from './session-epoch';
import { authHeaders, buildQueryParams, buildUrl, toAcceptLanguage, transformRequestValue } from './transform-request';
import type { DownloadConfig, ErrorMessageMode, HttpMethod, RequestConfig, RequestOptions, RetryOptions, UploadParams } from './types';

export interface HttpClientSettings {
  apiUrl: string;
  urlPrefix: string;
  uploadUrl: string;
  /** Milliseconds; spec §9: 10 s. */
  requestTimeout: number;
  /** Milliseconds; spec §9: 10 min. */
  uploadTimeout: number;
}

export interface HttpClient {
  readonly settings: Readonly<HttpClientSettings>;
  request<T = unknown>(config: RequestConfig, options?: RequestOptions): Promise<T>;
  get<T = unknown>(config: Omit<RequestConfig, 'method' | 'data'>, options?: RequestOptions): Promise<T>;
  post<T = unknown>(config: Omit<RequestConfig, 'method'>, options?: RequestOptions): Promise<T>;
  put<T = unknown>(config: Omit<RequestConfig, 'method'>, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(config: Omit<RequestConfig, 'method'>, options?: RequestOptions): Promise<T>;
  /** Multipart POST (field `file` plus `params.data`), 10 min timeout, never retried. */
  uploadFile<T = unknown>(config: { url?: string }, params: UploadParams, options?: RequestOptions): Promise<T>;
  /** Fetches a file (e.g. the account list CSV), starts the browser download and resolves with the file. */
  download(config: DownloadConfig, options?: RequestOptions): Promise<File>;
}

interface CallMode {
  timeout: number;
  download?: { filename: string };
}

type Attempt = { ok: true; body: unknown; response: Response } | { ok: false; failure: Failure };

const transport = extend({ timeout: 0 });

function isHttpError(error: unknown): error is { response: Response; data: unknown } {
  const response = (error as { response?: unknown } | null)?.response;
  return typeof response === 'object' && response !== null && typeof (response as Response).status === 'number';
}

function serverMessage(body: unknown): string | undefined {
  return isEnvelope(body) && typeof body.msg === 'string' ? body.msg : undefined;
}

function isRetryable(failure: Failure): boolean {
  return failure.kind === 'network' || failure.kind === 'timeout' || (failure.kind === 'http' && (failure.httpStatus ?? 0) >= 500);
}

function quietCancel(): ApiRequestError {
  return new ApiRequestError({ kind: 'cancelled', msg: '', shown: false });
}

/** Shows the failure the way `mode` says, applies its effect on the session, and builds the rejection. */
function settleFailure(failure: Failure, mode: ErrorMessageMode, url: string): ApiRequestError {
  const hooks = httpHooks();
  const outcome = describeFailure(failure, hooks.translate);
  if (outcome.unauthorized) {
    removeToken();
    markLoggedOut();
  }
  const shown = !outcome.suppressed && mode !== 'none' && outcome.text !== '';
  if (shown) {
    if (mode === 'modal') hooks.showModal(outcome.text);
    else hooks.showMessage(outcome.text, 'error');
  }
  if (outcome.unauthorized) hooks.onUnauthorized(outcome.unauthorized, outcome.text);
  if (outcome.toLogin) hooks.toLogin();
  const error = new ApiRequestError({
    kind: failure.kind,
    msg: outcome.text,
    shown,
    code: failure.code,
    httpStatus: failure.httpStatus,
    data: failure.data,
  });
  hooks.onError(error, url);
  return error;
}

export function createHttp(overrides: Partial<HttpClientSettings> = {}): HttpClient {
  const settings: HttpClientSettings = {
    apiUrl: globConfig.apiUrl,
    urlPrefix: globConfig.urlPrefix,
    uploadUrl: globConfig.uploadUrl,
    requestTimeout: REQUEST_TIMEOUT_MS,
    uploadTimeout: UPLOAD_TIMEOUT_MS,
    ...overrides,
  };

  async function attemptOnce(
    run: PendingRun,
    url: string,
    init: { method: HttpMethod; params: Record<string, unknown>; data: unknown; headers: Record<string, string> },
    mode: CallMode,
  ): Promise<Attempt> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    run.signal.addEventListener('abort', abort);
    let timedOut = false;
    const timer =
      mode.timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, mode.timeout)
        : undefined;
    try {
      const { data, response } = await transport(url, {
        ...init,
        signal: controller.signal,
        getResponse: true,
        responseType: mode.download ? 'blob' : 'json',
      });
      return { ok: true, body: data, response };
    } catch (error) {
      if (run.signal.aborted) return { ok: false, failure: { kind: 'cancelled' } };
      if (timedOut) return { ok: false, failure: { kind: 'timeout' } };
      if (isHttpError(error)) {
        const body = await parseBlobIfJson(error.data, error.response);
        return {
          ok: false,
          failure: {
            kind: 'http',
            httpStatus: error.response.status,
            code: isEnvelope(body) ? body.code : undefined,
            serverMsg: serverMessage(body),
            data: isEnvelope(body) ? body.data : undefined,
          },
        };
      }
      return { ok: false, failure: { kind: 'network' } };
    } finally {
      clearTimeout(timer);
      run.signal.removeEventListener('abort', abort);
    }
  }

  async function readAnswer(
    body: unknown,
    response: Response,
    options: RequestOptions,
    mode: CallMode,
  ): Promise<{ value: unknown } | { failure: Failure }> {
    if (options.isReturnNativeResponse) return { value: response };
    const file = await answerAsFile(body, response, Boolean(mode.download), mode.download?.filename ?? DEFAULT_DOWNLOAD_FILENAME);
    if (file) {
      httpHooks().saveFile(file);
      return { value: file };
    }
    const parsed = await parseBlobIfJson(body, response);
    if (options.isTransformResponse === false) return { value: parsed };
    if (!isEnvelope(parsed)) return { failure: { kind: 'empty' } };
    if (SUCCESS_CODES.includes(parsed.code)) return { value: parsed.data };
    return { failure: { kind: 'business', code: parsed.code, serverMsg: serverMessage(parsed), data: parsed.data } };
  }

  async function call<T>(config: RequestConfig, options: RequestOptions = {}, mode: CallMode): Promise<T> {
    const hooks = httpHooks();
    const method = (config.method ?? 'GET').toUpperCase() as HttpMethod;
    const url = buildUrl(config.url, settings.apiUrl, settings.urlPrefix, options.joinPrefix !== false);
    const params = buildQueryParams(config.params, method === 'GET' && options.joinTime !== false);
    const data = transformRequestValue(config.data);
    const headers: Record<string, string> = {
      'Accept-Language': toAcceptLanguage(hooks.getLocale()),
      ...(options.withToken === false ? {} : authHeaders(getToken())),
      ...config.headers,
    };
    const retry: RetryOptions | false = options.retry ?? (method === 'GET' ? GET_RETRY : false);
    const errorMode = options.errorMessageMode ?? 'message';
    const ignoreCancelToken = options.ignoreCancelToken ?? IGNORE_CANCEL_TOKEN_BY_DEFAULT;
    const run = startRun(ignoreCancelToken ? undefined : duplicateKeyOf(method, url, params, data));
    const epoch = sessionEpoch();
    const stale = () => run.signal.aborted || sessionEpoch() !== epoch;

    try {
      for (let retriesDone = 0; ; retriesDone++) {
        const attempt = await attemptOnce(run, url, { method, params, data, headers }, mode);
        let failure: Failure;
        if (attempt.ok) {
          const answer = await readAnswer(attempt.body, attempt.response, options, mode);
          if ('value' in answer) return answer.value as T;
          failure = answer.failure;
        } else {
          failure = attempt.failure;
        }
        if (failure.kind === 'cancelled' || stale()) throw quietCancel();
        if (retry && retriesDone < retry.count && isRetryable(failure)) {
          const waited = await waitWithinSession(retry.delay, epoch, run.signal);
          if (!waited || stale()) throw quietCancel();
          continue;
        }
        throw settleFailure(failure, errorMode, url);
      }
    } finally {
      run.finish();
    }
  }

  const withMethod =
    (method: HttpMethod) =>
    <T>(config: Omit<RequestConfig, 'method'>, options?: RequestOptions) =>
      call<T>({ ...config, method }, options, { timeout: options?.timeout ?? settings.requestTimeout });

  return {
    settings,
    request: (config, options) => call(config, options, { timeout: options?.timeout ?? settings.requestTimeout }),
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    delete: withMethod('DELETE'),
    uploadFile(config, params, options) {
      const form = new FormData();
      for (const [key, value] of Object.entries(params.data ?? {})) appendField(form, key, value);
      const filename = params.filename ?? (params.file as Partial<File>).name ?? 'file';
      form.append('file', params.file, filename);
      return call(
        { url: config.url ?? settings.uploadUrl, method: 'POST', data: form },
        { retry: false, ...options },
        { timeout: options?.timeout ?? settings.uploadTimeout },
      );
    },
    download(config, options) {
      return call<File>(config, options, {
        timeout: options?.timeout ?? settings.requestTimeout,
        download: { filename: config.filename ?? DEFAULT_DOWNLOAD_FILENAME },
      });
    },
  };
}

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item) => appendField(form, key, item));
    return;
  }
  if (value instanceof Blob) {
    form.append(key, value);
    return;
  }
  const transformed = transformRequestValue(value);
  const text =
    typeof transformed === 'string' ? transformed : typeof transformed === 'object' ? JSON.stringify(transformed) : String(transformed);
  if (text !== '') form.append(key, text);
}
