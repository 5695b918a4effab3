import { gzipSync } from 'node:zlib';
import type { BenchModule } from './bench-types';

const BUDGET_KB = 150;
/** KB here means 1024 bytes. */
const KB = 1024;
/** zlib level 9 (best compression), roughly what a static server's pre-compressed gzip would use. */
const GZIP_LEVEL = 9;

interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
}

/**
 * Gzipped size of every JavaScript file Chromium downloads for a fresh load of /login: each JS
 * response body is recorded as the browser receives it (page.on('response')), compressed with
 * node:zlib and summed. Waits for network idle, so lazy chunks fetched right after the first render
 * (and module preloads) are counted too.
 */
export const loginJsSize: BenchModule = {
  name: 'login JS size',
  async run(context) {
    const [browser, baseUrl] = await Promise.all([context.browser(), context.consoleUrl()]);
    const browserContext = await browser.newContext();
    try {
      const page = await browserContext.newPage();
      const bodies = new Map<string, Promise<Buffer | undefined>>();
      page.on('response', (response) => {
        const contentType = response.headers()['content-type'] ?? '';
        const isScript = response.request().resourceType() === 'script' || /javascript|ecmascript/.test(contentType);
        if (isScript && !bodies.has(response.url())) {
          bodies.set(response.url(), response.body().catch(() => undefined));
        }
      });
      await page.goto(`${baseUrl}/login`);
      await page.locator('input[type="password"]').waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');

      const files: ScriptFile[] = [];
      for (const [url, pending] of bodies) {
        const body = await pending;
        if (!body) throw new Error(`could not read the body of ${url}`);
        files.push({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: GZIP_LEVEL }).length });
      }
      if (files.length === 0) throw new Error('the login page loaded no JavaScript: is dist/console a real build?');
      files.sort((a, b) => b.gzip - a.gzip);
      const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
      const totalRaw = files.reduce((sum, file) => sum + file.raw, 0);
      const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
      return [
        {
          measure: 'gzipped JS loaded by /login',
          value: Number((totalGzip / KB).toFixed(1)),
          unit: 'KB',
          budget: BUDGET_KB,
          notes: [
            `${files.length} JS files, ${kb(totalRaw)} uncompressed, ${kb(totalGzip)} gzipped (node:zlib level ${GZIP_LEVEL}, KB = 1024 bytes)`,
            ...files.map((file) => `${kb(file.gzip).padStart(10)} gz  ${kb(file.raw).padStart(10)} raw  ${file.url}`),
          ],
        },
      ];
    } finally {
      await browserContext.close();
    }
  },
};
