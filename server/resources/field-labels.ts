import fs from 'node:fs';
import path from 'node:path';
import { localesBeside } from '../api/locale-files';
import type { ServerLocale } from '../http/i18n';
import { projectPath } from '../shared/project-root';
import type { ResourceSpec } from './resource-spec';

const read = new Map<string, Record<string, string> | undefined>();

/** One namespace file of a locales folder (read once; a missing file has no texts). */
function texts(file: string): Record<string, string> | undefined {
  if (!read.has(file)) {
    try {
      read.set(file, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
    } catch {
      read.set(file, undefined);
    }
  }
  return read.get(file);
}

/**
 * How a message names a resource's field: the text of its `title` (a locale id such as
 * `promotion.field.app`, key `field.app` of `locales/<locale>/promotion.json` beside the resource's
 * schemas folder, or inside it) in the caller's language, else the field's name.
 */
export function fieldLabel(spec: ResourceSpec, field: string, locale: ServerLocale): string {
  const id = spec.fields[field]?.title;
  if (!id) return field;
  const dot = id.indexOf('.');
  if (dot < 1) return field;
  // An extra schemas folder may carry its texts inside it; the project's are beside its schemas folder.
  const dirs = spec.schemasDir ? [path.join(spec.schemasDir, 'locales'), localesBeside(spec.schemasDir)] : [projectPath('locales')];
  const namespace = `${id.slice(0, dot)}.json`;
  const key = id.slice(dot + 1);
  for (const lang of [locale, 'zh_CN'])
    for (const dir of dirs) {
      const text = texts(path.join(dir, lang, namespace))?.[key];
      if (text !== undefined) return text;
    }
  return field;
}
