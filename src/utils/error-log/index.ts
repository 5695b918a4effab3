export { installErrorCapture } from './install-error-capture';
export { reportApiError, reportRenderError } from './report-errors';
export { flushErrorCapture, isErrorCaptureEnabled } from './record-error';
export { isChunkLoadError } from './chunk-error';
export { isOffline, lastNetworkFailureAt, noteNetworkFailure, subscribeNetworkStatus } from './network-status';
export { ERROR_LOG_TYPES, type ErrorLogEntry, type ErrorLogType } from './error-log-types';
