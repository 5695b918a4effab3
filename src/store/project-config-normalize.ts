import {
  CONFIG_SECTIONS,
  ContentMode,
  DEFAULT_PROJECT_CONFIG,
  MenuMode,
  MenuType,
  MixSidebarTrigger,
  PermissionMode,
  RouterTransition,
  SessionTimeoutProcessing,
  ThemeMode,
  TriggerPlacement,
  type ProjectConfig,
  type ProjectConfigPatch,
} from '@/settings/project-setting';
import { isHexColor, themeForBackground } from '@/styles/color';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields whose value must be one of a closed list (anything else falls back to the default). */
const CHOICES: Record<string, readonly string[]> = {
  contentMode: Object.values(ContentMode),
  permissionMode: Object.values(PermissionMode),
  sessionTimeoutProcessing: Object.values(SessionTimeoutProcessing),
  'menuSetting.type': Object.values(MenuType),
  'menuSetting.mode': Object.values(MenuMode),
  'menuSetting.trigger': Object.values(TriggerPlacement),
  'menuSetting.mixSideTrigger': Object.values(MixSidebarTrigger),
  'transitionSetting.basicTransition': Object.values(RouterTransition),
  'headerSetting.theme': Object.values(ThemeMode),
  'menuSetting.theme': Object.values(ThemeMode),
};

const COLORS = new Set(['themeColor', 'headerSetting.bgColor', 'menuSetting.bgColor']);
/** Numbers that cannot be negative. */
const COUNTS = new Set(['lockTime', 'menuSetting.menuWidth', 'headerSetting.height']);
/** Spec §9 fixes the header height; it is not a choice. */
const FIXED = new Set(['headerSetting.height']);

function pickValue(path: string, candidate: unknown, fallback: unknown): unknown {
  if (FIXED.has(path) || candidate === undefined) return fallback;
  if (typeof candidate !== typeof fallback) return fallback;
  if (COLORS.has(path)) return isHexColor(candidate) ? candidate.toLowerCase() : fallback;
  if (path in CHOICES) return CHOICES[path].includes(candidate as string) ? candidate : fallback;
  if (typeof candidate === 'number') {
    if (!Number.isFinite(candidate)) return fallback;
    if (COUNTS.has(path) && candidate < 0) return fallback;
  }
  return candidate;
}

function pickSection(name: string, candidate: unknown, fallback: Plain): Plain {
  const source = isPlain(candidate) ? candidate : {};
  return Object.fromEntries(Object.entries(fallback).map(([key, value]) => [key, pickValue(`${name}.${key}`, source[key], value)]));
}

/** The header's and menu's light/dark theme follow their background colour (spec §4). */
export function withDerivedThemes(config: ProjectConfig): ProjectConfig {
  return {
    ...config,
    headerSetting: {
      ...config.headerSetting,
      theme: themeForBackground(config.headerSetting.bgColor),
    },
    menuSetting: {
      ...config.menuSetting,
      theme: themeForBackground(config.menuSetting.bgColor),
    },
  };
}

/**
 * A complete, valid config from whatever was stored (an older version's shape, a hand edit, nothing):
 * known fields of the right type and range are kept, everything else takes its default.
 */
export function normalizeProjectConfig(raw: unknown, defaults: ProjectConfig = DEFAULT_PROJECT_CONFIG): ProjectConfig {
  const source = isPlain(raw) ? raw : {};
  const result: Plain = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    result[key] = (CONFIG_SECTIONS as readonly string[]).includes(key)
      ? pickSection(key, source[key], fallback as Plain)
      : pickValue(key, source[key], fallback);
  }
  return withDerivedThemes(result as unknown as ProjectConfig);
}

/** `config` with a patch applied: sections merge field by field; invalid values are ignored. */
export function mergeProjectConfig(config: ProjectConfig, patch: ProjectConfigPatch): ProjectConfig {
  const merged: Plain = { ...config };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    merged[key] = (CONFIG_SECTIONS as readonly string[]).includes(key)
      ? {
          ...(config[key as keyof ProjectConfig] as unknown as Plain),
          ...(value as Plain),
        }
      : value;
  }
  return normalizeProjectConfig(merged, config);
}
