import type { ApiErrorKind } from './api-request-error';
import {
  SESSION_TIMEOUT_CODE,
  SUPPRESSED_MESSAGE_CODES,
  TO_LOGIN_CODE,
  TOKEN_EXPIRED_CODES,
  TRANSLATED_HTTP_STATUSES,
} from './result-codes';
import type { HttpUiHooks, UnauthorizedReason } from './types';

export interface Failure {
  kind: ApiErrorKind;
  code?: number;
  httpStatus?: number;
  serverMsg?: string;
  data?: unknown;
}

export interface FailureOutcome {
  /** What the user reads (unless suppressed or the display mode is none). */
  text: string;
  /** The session ends: token cleared and the app told why. */
  unauthorized?: UnauthorizedReason;
  toLogin?: boolean;
  suppressed?: boolean;
}

type Translate = HttpUiHooks['translate'];

/** Spec §8 as a table: what each envelope code, HTTP status, timeout and network error means for the user. */
export function describeFailure(failure: Failure, t: Translate): FailureOutcome {
  const serverMsg = failure.serverMsg?.trim() || undefined;
  switch (failure.kind) {
    case 'business':
      return describeBusinessCode(failure.code ?? -1, serverMsg, t);
    case 'http':
      return describeHttpStatus(failure.httpStatus ?? 0, serverMsg, t);
    case 'timeout':
      return { text: t('http.apiTimeout') };
    case 'network':
      return { text: t('http.networkException') };
    case 'cancelled':
      return { text: '', suppressed: true };
    default:
      return { text: t('http.apiRequestFailed') };
  }
}

function describeBusinessCode(code: number, serverMsg: string | undefined, t: Translate): FailureOutcome {
  if (TOKEN_EXPIRED_CODES.includes(code)) return { text: serverMsg ?? t('http.tokenExpired'), unauthorized: 'expired' };
  if (code === SESSION_TIMEOUT_CODE) return { text: t('http.sessionTimeout'), unauthorized: 'timeout' };
  if (code === TO_LOGIN_CODE) return { text: serverMsg ?? t('http.apiRequestFailed'), toLogin: true };
  if (SUPPRESSED_MESSAGE_CODES.includes(code)) return { text: serverMsg ?? '', suppressed: true };
  return { text: serverMsg ?? t('http.apiRequestFailed') };
}

function describeHttpStatus(status: number, serverMsg: string | undefined, t: Translate): FailureOutcome {
  if (status === 400) return { text: serverMsg ?? t('http.status400') };
  if (status === 401) return { text: serverMsg ?? t('http.status401'), unauthorized: 'unauthorized' };
  if (TRANSLATED_HTTP_STATUSES.includes(status)) return { text: t(`http.status${status}`) };
  return { text: serverMsg ?? t('http.statusOther', { status }) };
}
