import type { Credentials, SignInOutcome } from '@/store/session-actions';

export type { Credentials };

/**
 * The HTTP client is only needed once the user submits, so it is fetched when they start
 * typing instead of before the form shows (it is one of the larger pieces of the page's code).
 */
export async function loadSignIn(): Promise<(credentials: Credentials) => Promise<SignInOutcome>> {
  const actions = await import('@/store/session-actions');
  return actions.signIn;
}
