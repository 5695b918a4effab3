import { translate, type ServerLocale } from '../http/i18n';

/** Platforms the hosted page reports, with the names people know them by. */
const PLATFORM_NAMES: Record<string, string> = {
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
};

/** A platform as shown in charts: its brand name, "other" in the caller's language, else as stored. */
export const platformLabel = (platform: string, locale: ServerLocale): string =>
  PLATFORM_NAMES[platform] ?? (platform === 'other' ? translate(locale, 'statistics.platformOther') : platform);
