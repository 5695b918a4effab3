/** Why a call failed. */
export type ApiErrorKind =
  | 'business' // the envelope carried a failure code
  | 'http' // the server answered with a non-2xx status
  | 'timeout' // no answer in time
  | 'network' // no answer at all
  | 'empty' // an answer without a usable body
  | 'cancelled'; // cancelled, or the user logged out while it ran: never shown

/** What a failed call rejects with. `msg` has already been shown to the user when `shown` is true. */
export class ApiRequestError extends Error {
  readonly kind: ApiErrorKind;
  /** Envelope code, when the server sent one. */
  readonly code?: number;
  readonly httpStatus?: number;
  readonly msg: string;
  readonly shown: boolean;
  /** The envelope's `data`, when there was one. */
  readonly data?: unknown;

  constructor(init: { kind: ApiErrorKind; msg: string; shown: boolean; code?: number; httpStatus?: number; data?: unknown }) {
    super(init.msg);
    this.name = 'ApiRequestError';
    this.kind = init.kind;
    this.msg = init.msg;
    this.shown = init.shown;
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.data = init.data;
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return value instanceof ApiRequestError;
}
