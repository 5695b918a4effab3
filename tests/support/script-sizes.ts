import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** KB here means 1024 bytes. */
export const KB = 1024;
/** zlib level 9 (best compression), roughly what a static server's pre-compressed gzip would use. */
export const GZIP_LEVEL = 9;

export interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
}

/**
 * Records the body of every JavaScript response the page receives (once per URL); `files()` gzips
 * each with node:zlib and returns them largest first.
 */
export function recordScripts(page: Page) {
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  page.on('response', (response) => {
    const contentType = response.headers()['content-type'] ?? '';
    const isScript = response.request().resourceType() === 'script' || /javascript|ecmascript/.test(contentType);
    if (isScript && !bodies.has(response.url()))
      bodies.set(
        response.url(),
        response.body().catch(() => undefined),
      );
  });
  return {
    async files(): Promise<ScriptFile[]> {
      const files: ScriptFile[] = [];
      for (const [url, pending] of bodies) {
        const body = await pending;
        if (!body) throw new Error(`could not read the body of ${url}`);
        files.push({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: GZIP_LEVEL }).length });
      }
      return files.sort((a, b) => b.gzip - a.gzip);
    },
  };
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The lines printed under a size figure: totals, then one line per file. */
export function sizeNotes(files: ScriptFile[]): string[] {
  const totalRaw = files.reduce((sum, file) => sum + file.raw, 0);
  const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
  return [
    `${files.length} JS files, ${kb(totalRaw)} uncompressed, ${kb(totalGzip)} gzipped (node:zlib level ${GZIP_LEVEL}, KB = 1024 bytes)`,
    ...files.map((file) => `${kb(file.gzip).padStart(10)} gz  ${kb(file.raw).padStart(10)} raw  ${file.url}`),
  ];
}

export const totalGzipKb = (files: ScriptFile[]) => Number((files.reduce((sum, f) => sum + f.gzip, 0) / KB).toFixed(1));
