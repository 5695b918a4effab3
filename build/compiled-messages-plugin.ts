import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileMessages } from '../server/api/compile-messages';

const localesDir = fileURLToPath(new URL('../locales', import.meta.url));

/**
 * In the browser build, the message files the console bundles (the boot messages of each locale)
 * arrive parsed, as the server's messages call answers: the build's ICU parser is then never needed
 * and vite.config.ts leaves it out (about 8 KB gzipped, on /login too). A message that does not
 * parse fails the build.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.json') || path.dirname(path.dirname(file)) !== localesDir) return null;
      const locale = path.basename(path.dirname(file));
      const texts = JSON.parse(code) as Record<string, string>;
      const compiled = compileMessages(texts, locale, (key, error) => {
        this.error(`${path.relative(localesDir, file)}: "${key}" is not a valid ICU message: ${String(error)}`);
      });
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
