import path from 'node:path';

/**
 * The files folder's layout, the same in every store (the local folder, and the shared store's paths):
 *
 *   icons/<sha256>/{192,512,maskable-512}.png   an icon in the manifest sizes (served at /files/icons/…)
 *   screenshots/<sha256>.<png|jpg|webp>         a store-page screenshot, re-encoded (served at /files/screenshots/…)
 *   pictures/<sha256>.<png|jpg|webp>            a work order's picture, re-encoded (served at /files/pictures/…)
 *   packages/<app_id>/<version>/…               an app's unpacked static package, one folder per version
 *   tmp/                                        work in progress, in the local folder only; never served
 *
 * A key is a path in this layout with `/` between its parts. A *unit* is what is stored and removed in
 * one step: a package version's folder, an icon's folder, or one image. Stored units never change:
 * images are named by their content's hash, and a package version's name is never given to other files
 * (a removed version keeps its row, server/apps/tables.ts).
 */
export const WORK_FOLDER = 'tmp';

/** Marks a local folder as a cache of the shared store (written once its former content was imported). */
export const CACHE_MARK = '.shared-cache';

/** The unit of a package version: `packages/<app_id>/<version>`. */
export const packageFolder = (appId: string, version: string) => path.posix.join('packages', appId, version);

/** The unit `key` belongs to (a key inside a package version or an icon's folder, or the unit itself). */
export function unitOf(key: string): string {
  const parts = key.split('/');
  if (parts[0] === 'packages') return parts.slice(0, 3).join('/');
  if (parts[0] === 'icons') return parts.slice(0, 2).join('/');
  return key;
}

/** Whether `key` is a plain relative path of the layout (no empty, `.` or `..` part, no backslash or control character). */
export function isPlainKey(key: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!key || /[\\\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Refuses a key no caller should ever build: keys come from checked names, never straight from a request. */
export function checkedKey(key: string): string {
  if (!isPlainKey(key) || key.split('/')[0] === WORK_FOLDER) throw new Error(`Not a key of the files folder: ${JSON.stringify(key)}`);
  return key;
}
