import path from 'node:path';

/** Content types of what a static web package holds; anything else is sent as bytes to download. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

export const contentTypeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Compressible types (gzipped on the way out when the client takes it). */
export const isTextType = (type: string) => /^text\/|json|javascript|xml|svg/.test(type);

/**
 * The file a request path names inside a package version folder, as a path relative to it (`/`
 * between parts), or undefined when the path could leave it or is not a plain name: each segment is
 * percent-decoded on its own (an encoded `/` or `\` stays refused), and `.`, `..`, empty inner
 * segments, backslashes, NUL and other control characters are refused. A path ending in `/` names that
 * folder's index.html. The storage checks the key it makes once more (server/files/file-layout.ts, `checkedKey`).
 */
export function packagePathOf(subPath: string): string | undefined {
  const raw = subPath.split('/');
  const segments: string[] = [];
  for (const [i, encoded] of raw.entries()) {
    if (encoded === '' && i === raw.length - 1) {
      segments.push('index.html');
      continue;
    }
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return undefined;
    }
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\u0000-\u001f\u007f]/.test(segment)) return undefined;
    segments.push(segment);
  }
  if (segments.length === 0) segments.push('index.html');
  return segments.join('/');
}
