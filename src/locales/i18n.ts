import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { LocaleMessage, MessagePart } from './locale-bundle';
import { loadLocaleParts } from './load-messages';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALE_TAGS, isLocaleId, type LocaleId } from './locale-list';
import { readStoredLocale, storeLocale } from './locale-persistence';

/**
 * The one i18n state of the app. React reads it through <LocaleProvider>; code outside
 * React (the HTTP layer, document titles) calls t() and getLocale().
 */
export interface I18nState {
  locale: LocaleId;
  intl: IntlShape;
  antdLocale: AntdLocale | undefined;
  /** False until the first bundle arrived; t() then answers with the message id. */
  ready: boolean;
  /** The message parts the published messages hold. */
  parts: readonly MessagePart[];
}

type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;

const cache = createIntlCache();
const listeners = new Set<() => void>();

function buildIntl(locale: LocaleId, messages: Record<string, LocaleMessage>): IntlShape {
  return createIntl(
    {
      locale: LOCALE_TAGS[locale],
      defaultLocale: LOCALE_TAGS[FALLBACK_LOCALE],
      // react-intl's type wants all texts or all parsed; it takes each message as it comes.
      messages: messages as Record<string, MessageFormatElement[]>,
      onError(error) {
        // A missing id shows as the id itself; say so while developing.
        if (import.meta.env.DEV) console.warn(error.message);
      },
    },
    cache,
  );
}

// Until the first bundle arrives: no messages (t() answers ids). Built on first use, because
// the first Intl call of a page is slow and must not delay the start of the downloads.
let state: I18nState | undefined;
const currentState = (): I18nState =>
  (state ??= { locale: DEFAULT_LOCALE, intl: buildIntl(DEFAULT_LOCALE, {}), antdLocale: undefined, ready: false, parts: [] });
let pending: Promise<void> | undefined;
let requested: LocaleId = DEFAULT_LOCALE;
/** Each load gets a number; only the newest one publishes. */
let generation = 0;
/** The message parts the app has asked for so far; a locale switch loads all of them. */
const wantedParts: MessagePart[] = ['boot'];

function publish(next: I18nState): void {
  state = next;
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[next.locale];
  for (const listener of listeners) listener();
}

export function getI18nState(): I18nState {
  return currentState();
}

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLocale(): LocaleId {
  return currentState().locale;
}

/** Translate a full message id (`<namespace>.<key>`), usable anywhere. */
export function t(id: string, values?: Record<string, unknown>): string {
  // Plain values only (no rich-text elements), so the result is always a string.
  return currentState().intl.formatMessage({ id }, values as MessageValues | undefined) as string;
}

/**
 * Loads the locale's messages, then switches every reader at once. The last call wins; an
 * overtaken call resolves when the newest one has published.
 */
export function setLocale(locale: LocaleId): Promise<void> {
  requested = locale;
  const mine = ++generation;
  const parts = [...wantedParts];
  const loading: Promise<void> = loadLocaleParts(locale, parts).then(
    (loaded) => {
      if (mine !== generation) return pending;
      storeLocale(locale);
      publish({
        locale,
        intl: buildIntl(locale, loaded.messages),
        antdLocale: loaded.antdLocale,
        ready: true,
        parts,
      });
    },
    (error: unknown) => {
      // A part that did not arrive (e.g. the session ended while the signed-in texts were asked
      // for) is asked for again by the next requireMessages, instead of counting as loaded.
      if (mine === generation) {
        const published = currentState().parts;
        wantedParts.splice(0, wantedParts.length, ...wantedParts.filter((part) => published.includes(part) || part === 'boot'));
      }
      throw error;
    },
  );
  pending = loading;
  return loading;
}

/** Makes sure a message part is loaded (now and after every later locale switch). */
export function requireMessages(part: MessagePart): Promise<void> {
  // Starts from the remembered locale when nothing has been loaded yet.
  const started = pending ?? initI18n();
  if (wantedParts.includes(part)) return pending ?? started;
  wantedParts.push(part);
  return setLocale(requested);
}

/** Starts loading the remembered locale (zh_CN when none); resolves when messages are ready. */
export function initI18n(): Promise<void> {
  if (pending) return pending;
  const stored = readStoredLocale();
  return setLocale(isLocaleId(stored) ? stored : DEFAULT_LOCALE);
}
