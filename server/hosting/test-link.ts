import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InstallTokens } from '../installs/install-token';
import { cookieOf } from './page-device';

/** The test link's query parameter: `<install page>?test=<the app's test key>`. */
export const TEST_PARAM = 'test';
/** Keeps the test key on the device, so the launcher (the home-screen app's first open) is a demo too. */
export const TEST_COOKIE = 'pwa_test';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/**
 * Whether this visit came through the app's test link (ARCHITECTURE.md "Test links"): the query's key,
 * or the one a test-link visit left in the cookie, is the app's. A key from the query is kept in the cookie.
 */
export async function isTestVisit(
  request: FastifyRequest,
  reply: FastifyReply,
  { base, appId, query, tokens }: { base: string; appId: string; query: string; tokens: InstallTokens },
): Promise<boolean> {
  const sent = new URLSearchParams(query).get(TEST_PARAM) ?? undefined;
  if (sent !== undefined && (await tokens.isTestKey(appId, sent))) {
    reply.header(
      'Set-Cookie',
      `${TEST_COOKIE}=${sent}; Path=${base || ''}/; Max-Age=${THIRTY_DAYS_SECONDS}; SameSite=Lax; HttpOnly${request.protocol === 'https' ? '; Secure' : ''}`,
    );
    return true;
  }
  return tokens.isTestKey(appId, cookieOf(request.headers.cookie, TEST_COOKIE));
}
