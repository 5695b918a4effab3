import { LOGIN_PATH } from '../paths';

/**
 * A redirect query is user input: only same-origin absolute paths are followed,
 * so a crafted link cannot send a fresh session to another site.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  const pathOnly = raw.split(/[?#]/)[0];
  if (pathOnly === LOGIN_PATH) return undefined;
  return raw;
}
