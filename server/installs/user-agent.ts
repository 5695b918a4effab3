import { UAParser } from 'ua-parser-js';

/** The platforms statistics group by (schemas/api: "android, ios, windows, macos, linux or other"). */
export type Platform = 'android' | 'ios' | 'windows' | 'macos' | 'linux' | 'other';

export interface DeviceKind {
  platform: Platform;
  /** e.g. `Chrome 131`; empty when unknown. */
  browser: string;
  /** e.g. `Android 14`; empty when unknown. */
  os: string;
}

const PLATFORM_OF_OS: Record<string, Platform> = {
  android: 'android',
  ios: 'ios',
  ipados: 'ios',
  windows: 'windows',
  'mac os': 'macos',
  macos: 'macos',
  linux: 'linux',
  ubuntu: 'linux',
  debian: 'linux',
  fedora: 'linux',
  'chromium os': 'linux',
  harmonyos: 'android',
};

const named = (part: { name?: string; version?: string }) =>
  [part.name, part.version?.split('.')[0]].filter(Boolean).join(' ').slice(0, 64);

/** Parsed User-Agents kept: visitors share a few thousand browser builds, and parsing one costs more than the rest of a call. */
const CACHED_AGENTS = 2000;
const parsed = new Map<string, DeviceKind>();

function parse(userAgent: string): DeviceKind {
  const { browser, os } = new UAParser(userAgent).getResult();
  return { platform: PLATFORM_OF_OS[(os.name ?? '').toLowerCase()] ?? 'other', browser: named(browser), os: named(os) };
}

/** What a hosted page's User-Agent tells about the device, by ua-parser-js (a maintained parser). */
export function deviceKindOf(userAgent: string | undefined): DeviceKind {
  if (!userAgent) return { platform: 'other', browser: '', os: '' };
  const key = userAgent.slice(0, 512);
  let kind = parsed.get(key);
  if (kind) {
    // Least recently used first: a hit moves to the end.
    parsed.delete(key);
  } else {
    kind = parse(key);
    if (parsed.size >= CACHED_AGENTS) parsed.delete(parsed.keys().next().value!);
  }
  parsed.set(key, kind);
  return { ...kind };
}
