/*
 * Setup of the bench-jsdom project: the page starts with the build's baked antd styles loaded, as the
 * signed-in console has them before its layout draws (src/styles/baked-antd-styles.ts), so antd takes
 * those styles from the sheet instead of generating them. Without a build (dist/console) there is
 * nothing to load and antd generates everything, as in the unit tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BAKED_STYLES_META } from '@/styles/baked-theme-key';

// vitest runs from the repository (import.meta.url is not a file URL under jsdom).
const consoleDir = path.join(process.cwd(), 'dist', 'console');
const indexFile = path.join(consoleDir, 'index.html');
const named = fs.existsSync(indexFile)
  ? new RegExp(`<meta name="${BAKED_STYLES_META}" content="/([^"]+)"`).exec(fs.readFileSync(indexFile, 'utf8'))
  : null;
if (named) {
  const style = document.createElement('style');
  style.textContent = fs.readFileSync(path.join(consoleDir, named[1]!), 'utf8');
  document.head.prepend(style);
}
