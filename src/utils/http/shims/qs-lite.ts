/*
 * A small stand-in for the `qs` package, for umi-request only (the build aliases `qs` here; nothing else in
 * the console uses it). umi-request calls just two things:
 *   stringify(params, { arrayFormat: 'repeat', strictNullHandling: true })  for query strings (and form bodies)
 *   parse(search, { strictNullHandling: true })                             when params come as URLSearchParams
 * The real package, with its dependencies, would cost the login page about 14 KB of gzipped JS.
 */

interface StringifyOptions {
  strictNullHandling?: boolean;
}

// Like qs: only RFC 3986 unreserved characters stay as they are.
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function scalar(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function pairs(key: string, value: unknown, strictNull: boolean, out: string[]): void {
  if (value === undefined) return;
  if (value === null) {
    out.push(strictNull ? encode(key) : `${encode(key)}=`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item) => pairs(key, item, strictNull, out));
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [sub, item] of Object.entries(value)) pairs(`${key}[${sub}]`, item, strictNull, out);
    return;
  }
  out.push(`${encode(key)}=${encode(scalar(value))}`);
}

export function stringify(value: unknown, options: StringifyOptions = {}): string {
  if (value === null || typeof value !== 'object') return '';
  const out: string[] = [];
  for (const [key, item] of Object.entries(value)) pairs(key, item, options.strictNullHandling === true, out);
  return out.join('&');
}

export function parse(search: string, options: StringifyOptions = {}): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    const key = decode(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? (options.strictNullHandling ? null : '') : decode(part.slice(eq + 1));
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

export default { stringify, parse };
