import { flattenNamespaces } from './flatten-namespaces';
import type { LocaleMessage, LocalePart, MessagePart } from './locale-bundle';
import type { LocaleId } from './locale-list';

type PartLoader = () => Promise<LocalePart>;

const loaders: Record<LocaleId, Record<MessagePart, PartLoader>> = {
  zh_CN: {
    boot: () => import('./bundles/zh_CN-boot').then((m) => m.default),
    app: () => import('./bundles/zh_CN-app').then((m) => m.loadAppPart()),
  },
  en: {
    boot: () => import('./bundles/en-boot').then((m) => m.default),
    app: () => import('./bundles/en-app').then((m) => m.loadAppPart()),
  },
};

export interface LoadedLocale {
  /** Flat ICU messages keyed by full id `<namespace>.<key>`. */
  messages: Record<string, LocaleMessage>;
  antdLocale: LocalePart['antdLocale'];
}

/** Starts downloading a part; loading it later reuses the same download. */
export function prefetchLocalePart(locale: LocaleId, part: MessagePart): void {
  loaders[locale][part]().catch(() => undefined);
}

export async function loadLocaleParts(locale: LocaleId, parts: readonly MessagePart[]): Promise<LoadedLocale> {
  const loaded = await Promise.all(parts.map((part) => loaders[locale][part]()));
  const files = Object.assign({}, ...loaded.map((part) => part.files));
  const antdLocale = loaded.find((part) => part.antdLocale)?.antdLocale;
  return { messages: flattenNamespaces(files), antdLocale };
}
