/** Spec §9: every call gives up after 10 s ... */
export const REQUEST_TIMEOUT_MS = 10_000;
/** ... except uploads, which may take 10 minutes. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** GET calls are retried up to 5 more times, 100 ms apart, on network errors, timeouts and 5xx answers. */
export const GET_RETRY = { count: 5, delay: 100 } as const;

/** Duplicate pending requests are not cancelled unless a call opts in (spec §9: default disabled). */
export const IGNORE_CANCEL_TOKEN_BY_DEFAULT = true;

export const AUTH_SCHEME = 'Bearer';

/** Name given to a downloaded file when the server names none (the account list export). */
export const DEFAULT_DOWNLOAD_FILENAME = 'account-list.csv';
