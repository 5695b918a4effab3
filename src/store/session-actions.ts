import { getUserDetails, login, loginMobile, logout } from '@/api/generated/client';
import type { LoginMobileBody, UserInfo } from '@contract/generated/types';
import { navigateTo } from '@/router/navigation';
import { LOGIN_PATH } from '@/router/paths';
import { AUTHENTICATOR_CODE_REQUIRED, isApiRequestError } from '@/utils/http';
import { removeLockInfo } from './lock-store-info';
import { endSessionLocally } from './session-reset';
import { setUserInfo, startSession, userStore } from './user-store';

export interface Credentials {
  username: string;
  password: string;
  /** The 6-digit authenticator code, on the second step. */
  google_captcha?: string;
}

export type SignInOutcome =
  | { kind: 'signed-in'; userInfo: UserInfo }
  /** Server code 100139: the account has the authenticator on; send google_captcha too. */
  | { kind: 'authenticator-required' }
  /** Any other failure; the HTTP layer has shown the server's message. */
  | { kind: 'failed' };

/** What every sign-in method answers (password, mobile, QR). */
export interface SignInAnswer {
  token: string;
  userInfo: UserInfo;
}

/** Stores the session a sign-in answered. */
export function completeSignIn(answer: SignInAnswer): SignInOutcome {
  startSession(answer.token, answer.userInfo);
  return { kind: 'signed-in', userInfo: answer.userInfo };
}

async function attemptSignIn(call: () => Promise<SignInAnswer>): Promise<SignInOutcome> {
  try {
    return completeSignIn(await call());
  } catch (error) {
    if (isApiRequestError(error) && error.code === AUTHENTICATOR_CODE_REQUIRED) {
      return { kind: 'authenticator-required' };
    }
    return { kind: 'failed' };
  }
}

export function signIn(credentials: Credentials): Promise<SignInOutcome> {
  return attemptSignIn(() => login(credentials));
}

/** Phone number and texted code; the authenticator step (100139) as with the password. */
export function signInWithMobile(body: LoginMobileBody): Promise<SignInOutcome> {
  return attemptSignIn(() => loginMobile(body));
}

let refreshing: Promise<UserInfo | undefined> | undefined;

/** Fetches fresh user info (balance and all); concurrent callers share one request. */
export function refreshUserInfo(): Promise<UserInfo | undefined> {
  refreshing ??= getUserDetails()
    .then((info) => {
      if (userStore.getState().token) setUserInfo(info);
      return info;
    })
    .catch(() => undefined)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** How long logout waits for the server before leaving anyway (the call goes on in the background). */
const LOGOUT_WAIT_MS = 2000;

/**
 * Spec §4 logout: tell the server (failure ignored), stop retries, clear token, user info, session
 * storage and the lock, then (unless `goToLogin` is false) open the login page.
 */
export async function signOut(options: { goToLogin?: boolean } = {}): Promise<void> {
  // The token is dropped locally whatever the server answers, and a slow server does not hold
  // the user on a page they asked to leave.
  const told = logout({ errorMessageMode: 'none', retry: false }).catch(() => undefined);
  await Promise.race([told, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
  // The guard then sees no token and opens the login page (without a redirect back).
  removeLockInfo();
  endSessionLocally({ byUser: true });
  if (options.goToLogin !== false) await navigateTo(LOGIN_PATH, { replace: true });
}
