import { createHttp } from './create-http';

/** The console's HTTP client, configured from the global page config (spec §7, §8, §9). */
export const defHttp = createHttp();

export { createHttp, type HttpClient, type HttpClientSettings } from './create-http';
export { configureHttp, resetHttpConfiguration } from './http-hooks';
export { ApiRequestError, isApiRequestError, type ApiErrorKind } from './api-request-error';
export { markLoggedOut } from './session-epoch';
export { cancelAllPendingRequests } from './pending-requests';
export * from './result-codes';
export type {
  ApiEnvelope,
  DownloadConfig,
  ErrorMessageMode,
  HttpUiHooks,
  MessageValue,
  RequestConfig,
  RequestOptions,
  RetryOptions,
  UnauthorizedReason,
  UploadParams,
} from './types';
