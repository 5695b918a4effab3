import fs from 'node:fs';
import path from 'node:path';
import { pickLocale, type ServerLocale } from '../http/i18n';
import { projectPath } from '../shared/project-root';

export type { ServerLocale as HostingLocale };

export { escapeHtml, HTML_LANG } from '../http/plain-page';

const load = (locale: ServerLocale) =>
  JSON.parse(fs.readFileSync(path.join(projectPath('locales'), locale, 'hosting.json'), 'utf8')) as Record<string, string>;

/** locales/<locale>/hosting.json: the visitor-facing texts of hosted apps, apart from the console's. */
const catalogues: Record<ServerLocale, Record<string, string>> = { zh_CN: load('zh_CN'), en: load('en') };

/** The visitor's language from Accept-Language (zh_CN unless English comes first). */
export const hostingLocaleOf = (acceptLanguage: string | undefined) => pickLocale(acceptLanguage);

/** A hosting text with plain `{name}` arguments. */
export function hostingText(locale: ServerLocale, key: string, values: Record<string, string | number> = {}): string {
  const template = catalogues[locale][key] ?? catalogues.zh_CN[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
