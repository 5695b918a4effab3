import fs from 'node:fs';
import path from 'node:path';
import { projectPath } from '../shared/project-root';

export type ServerLocale = 'zh_CN' | 'en';

const localesDir = projectPath('locales');

function loadNamespace(locale: ServerLocale): Record<string, string> {
  const file = path.join(localesDir, locale, 'server.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

const catalogues: Record<ServerLocale, Record<string, string>> = {
  zh_CN: loadNamespace('zh_CN'),
  en: loadNamespace('en'),
};

/** zh_CN is the default and fallback locale (spec §9); the console sends Accept-Language. */
export function pickLocale(acceptLanguage: string | undefined): ServerLocale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh_CN';
}

/** Server messages use only plain `{name}` ICU arguments, so a replace is enough here. */
export function translate(locale: ServerLocale, id: string, values: Record<string, string | number> = {}): string {
  const template = catalogues[locale][id] ?? catalogues.zh_CN[id] ?? id;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
