/*
 * The one rule for a route's `frameSrc` (spec §3 route meta), read by the console, which draws the address
 * in a frame, and by the server, whose content security policy names exactly the origins the menus embed.
 * An address is a path of this site ("/apiDoc") or an absolute https address (http only for localhost,
 * where development runs); anything else (javascript:, data:, a relative name) is no frame address.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What the address loads from: "self" for a path of this site, the origin of an absolute address, or null. */
export function frameOriginOf(address: string): string | null {
  const value = address.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return 'self';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.origin;
  return null;
}

export function isFrameAddress(address: string): boolean {
  return frameOriginOf(address) !== null;
}
