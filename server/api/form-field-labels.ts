import fs from 'node:fs';
import path from 'node:path';
import type { ServerLocale } from '../http/i18n';
import { localesBeside, readConsoleMessageTexts } from './locale-files';

/** Names an input field of an operation for a message, in the caller's language. */
export type FieldLabeler = (operationId: string | undefined, field: string, locale: ServerLocale) => string;

/** Every form of a page (a route's form, a list's, details' or dashboard's modals, …): any object naming an operation and its fields. */
function collectForms(node: unknown, into: Map<string, Map<string, string>>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectForms(item, into);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.operation === 'string' && Array.isArray(record.fields)) {
    const titles = into.get(record.operation) ?? new Map<string, string>();
    for (const field of record.fields as unknown[]) {
      const { field: name, title } = (field ?? {}) as { field?: unknown; title?: unknown };
      // The first form over an operation names its fields; another form's wording stays its own.
      if (typeof name === 'string' && typeof title === 'string' && !titles.has(name)) titles.set(name, title);
    }
    into.set(record.operation, titles);
  }
  for (const value of Object.values(record)) collectForms(value, into);
}

/**
 * How validation messages name a field: by the label the console's form over the operation shows for it
 * (the `title` of the field in `schemas/pages`, in the caller's language), else by its name (a caller of
 * the API without a form knows the field by its name).
 */
export function createFieldLabeler(schemasDir: string): FieldLabeler {
  const titles = new Map<string, Map<string, string>>();
  const pagesDir = path.join(schemasDir, 'pages');
  if (fs.existsSync(pagesDir)) {
    for (const file of fs
      .readdirSync(pagesDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      collectForms(JSON.parse(fs.readFileSync(path.join(pagesDir, file), 'utf8')) as unknown, titles);
    }
  }
  const texts = new Map<ServerLocale, Record<string, Record<string, string>>>();
  const textsOf = (locale: ServerLocale) => {
    if (!texts.has(locale)) texts.set(locale, readConsoleMessageTexts(locale, localesBeside(schemasDir)));
    return texts.get(locale)!;
  };
  const text = (id: string, locale: ServerLocale): string | undefined => {
    const dot = id.indexOf('.');
    return dot > 0 ? textsOf(locale)[id.slice(0, dot)]?.[id.slice(dot + 1)] : undefined;
  };
  return (operationId, field, locale) => {
    const id = operationId ? titles.get(operationId)?.get(field) : undefined;
    return (id && (text(id, locale) ?? text(id, 'zh_CN'))) || field;
  };
}
