import fs from 'node:fs';
import path from 'node:path';
import { compileMessages, type CompiledMessage } from './compile-messages';
import { projectPath } from '../shared/project-root';

const localesDir = projectPath('locales');

/** Namespaces only the server uses (e-mail texts, server messages, the hosted apps' pages); the console never shows them. */
const SERVER_ONLY = new Set(['server', 'hosting']);

/** The texts of a schemas folder: the `locales` folder beside it (the project's for the project's schemas). */
export const localesBeside = (schemasDir: string) => path.join(path.dirname(schemasDir), 'locales');

/** The console's message files of one locale, by namespace, as they are on disk now. */
export function readConsoleMessageTexts(locale: string, root = localesDir): Record<string, Record<string, string>> {
  const dir = path.join(root, locale);
  const out: Record<string, Record<string, string>> = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const namespace = file.replace(/\.json$/, '');
    if (SERVER_ONLY.has(namespace)) continue;
    out[namespace] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
  }
  return out;
}

/** Those files with each message parsed (compile-messages.ts): what the console's messages call answers. */
export function readConsoleMessages(locale: string, root = localesDir): Record<string, Record<string, CompiledMessage>> {
  return Object.fromEntries(
    Object.entries(readConsoleMessageTexts(locale, root)).map(([namespace, texts]) => [namespace, compileMessages(texts, locale)]),
  );
}
