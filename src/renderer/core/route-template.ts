import { getPath } from './get-path';

/** Fills a route template like `/notice/details?id={id}` from a row; values are URL-encoded. */
export function fillRouteTemplate(template: string, row: Record<string, unknown> | undefined): string {
  return template.replace(/\{([A-Za-z0-9_.]+)\}/g, (_whole, path: string) => {
    const value = getPath(row, path);
    return value == null ? '' : encodeURIComponent(String(value));
  });
}
