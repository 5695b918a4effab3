import { generatePath } from 'react-router-dom';
import { REDIRECT_PATH_PREFIX } from '../paths';

export type RedirectType = 'path' | 'name';

export interface RedirectSource {
  pathname: string;
  search?: string;
  hash?: string;
  /** The route's name; with params, the helper returns by name. */
  name?: string;
  params?: Record<string, string>;
}

/**
 * The internal redirect helper's URL (spec §2: /redirect/{path}/{_redirect_type}/{_origin_params?}),
 * used to refresh a page by leaving it and coming straight back. A named route with params
 * returns by name (params JSON-encoded); otherwise by path. Query and hash ride along.
 */
export function buildRedirectPath(source: RedirectSource): string {
  const tail = `${source.search ?? ''}${source.hash ?? ''}`;
  const params = source.params ?? {};
  if (source.name && Object.keys(params).length > 0) {
    const origin = encodeURIComponent(JSON.stringify(params));
    return `${REDIRECT_PATH_PREFIX}/${encodeURIComponent(source.name)}/name/${origin}${tail}`;
  }
  return `${REDIRECT_PATH_PREFIX}/${encodeURIComponent(source.pathname)}/path${tail}`;
}

export interface RedirectParams {
  path?: string;
  _redirect_type?: string;
  _origin_params?: string;
}

function sameSitePath(path: string): string | undefined {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (absolute.startsWith('//') || absolute.startsWith('/\\')) return undefined;
  return absolute;
}

function originParams(raw: string | undefined): Record<string, string> | undefined {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    return undefined;
  }
}

/**
 * Where the redirect helper goes: the path itself ('path'), or the path of the named route with
 * the original params filled in ('name'). Undefined when the target is not a page of this site
 * or the name is unknown.
 */
export function resolveRedirectTarget(
  params: RedirectParams,
  location: { search?: string; hash?: string },
  pathOfName: (name: string) => string | undefined,
): string | undefined {
  const raw = params.path;
  if (!raw) return undefined;
  const tail = `${location.search ?? ''}${location.hash ?? ''}`;
  const type = params._redirect_type ?? 'path';
  if (type === 'name') {
    const pattern = pathOfName(raw);
    const values = originParams(params._origin_params);
    if (!pattern || !values) return undefined;
    try {
      return `${generatePath(pattern, values)}${tail}`;
    } catch {
      return undefined;
    }
  }
  if (type !== 'path') return undefined;
  const path = sameSitePath(raw);
  return path ? `${path}${tail}` : undefined;
}
