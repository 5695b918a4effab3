import { APP_DARK_MODE_KEY, PROJ_CFG_KEY } from '@/enums/cache-enum';
import {
  DEFAULT_PROJECT_CONFIG,
  DEFAULT_THEME_MODE,
  PermissionMode,
  ThemeMode,
  type HeaderSetting,
  type MenuSetting,
  type MultiTabsSetting,
  type ProjectConfig,
  type ProjectConfigPatch,
  type TransitionSetting,
} from '@/settings/project-setting';
import { getAuthCache, removeAuthCache, setAuthCache } from '@/utils/cache';
import { createStore, useStore } from './create-store';
import { mergeProjectConfig, normalizeProjectConfig } from './project-config-normalize';

/**
 * The project config (spec §3) as the console uses it: defaults (src/settings/project-setting.ts)
 * overlaid with what this browser stored under PROJ_CFG_KEY, edited live by the settings drawer.
 * The app theme (light/dark) is kept beside it under APP_DARK_MODE_KEY, as spec §3 lists it.
 *
 * These are preferences of the device, like the chosen locale: a logout does not erase them.
 * "Resetting" the store when leaving to login (spec §2 rule 9) re-reads what is stored, so the
 * in-memory state is exactly the persisted one; clearing all local storage (spec §4, the settings
 * drawer's "clear cache and log out") brings every default back.
 */
export interface ProjectConfigState {
  config: ProjectConfig;
  darkMode: ThemeMode;
}

function isThemeMode(value: unknown): value is ThemeMode {
  return value === ThemeMode.LIGHT || value === ThemeMode.DARK;
}

function readStoredState(): ProjectConfigState {
  const stored = getAuthCache<unknown>(PROJ_CFG_KEY);
  const darkMode = getAuthCache<unknown>(APP_DARK_MODE_KEY);
  return {
    config: normalizeProjectConfig(stored),
    darkMode: isThemeMode(darkMode) ? darkMode : DEFAULT_THEME_MODE,
  };
}

export const projectConfigStore = createStore<ProjectConfigState>(readStoredState);

export function getProjectConfig(): ProjectConfig {
  return projectConfigStore.getState().config;
}

export function getDarkMode(): ThemeMode {
  return projectConfigStore.getState().darkMode;
}

/** Applies a patch (sections merge field by field; invalid values are ignored), persists it, re-renders readers. */
export function updateProjectConfig(patch: ProjectConfigPatch): ProjectConfig {
  const config = mergeProjectConfig(getProjectConfig(), patch);
  setAuthCache(PROJ_CFG_KEY, config);
  projectConfigStore.setState({ config });
  return config;
}

export function setDarkMode(mode: ThemeMode): void {
  setAuthCache(APP_DARK_MODE_KEY, mode);
  projectConfigStore.setState({ darkMode: mode });
}

export function toggleDarkMode(): void {
  setDarkMode(getDarkMode() === ThemeMode.DARK ? ThemeMode.LIGHT : ThemeMode.DARK);
}

const reloadPage = () => window.location.reload();

/**
 * Back to the defaults of spec §9 (and the light theme); the stored copies are removed.
 * Routes are built from the permission mode once per page load, so a reset that changes the
 * mode reloads the page.
 */
export function resetProjectConfig(options: { reload?: () => void } = {}): void {
  const modeBefore = getProjectConfig().permissionMode;
  removeAuthCache(PROJ_CFG_KEY);
  removeAuthCache(APP_DARK_MODE_KEY);
  projectConfigStore.setState({
    config: normalizeProjectConfig(undefined),
    darkMode: DEFAULT_THEME_MODE,
  });
  if (modeBefore !== DEFAULT_PROJECT_CONFIG.permissionMode) (options.reload ?? reloadPage)();
}

/** Spec §4: toggling switches BACK and ROUTE_MAPPING (ROLE goes to BACK), persists, and reloads. */
export function togglePermissionMode(options: { reload?: () => void } = {}): PermissionMode {
  const next = getProjectConfig().permissionMode === PermissionMode.BACK ? PermissionMode.ROUTE_MAPPING : PermissionMode.BACK;
  updateProjectConfig({ permissionMode: next });
  (options.reload ?? reloadPage)();
  return next;
}

/** Re-reads the stored config (the store's reset when a session ends; see the note at the top). */
export function reloadProjectConfig(): void {
  projectConfigStore.setState(readStoredState());
}

export function useProjectConfig(): ProjectConfig {
  return useStore(projectConfigStore, (state) => state.config);
}

export function useDarkMode(): ThemeMode {
  return useStore(projectConfigStore, (state) => state.darkMode);
}

export function useHeaderSetting(): HeaderSetting {
  return useStore(projectConfigStore, (state) => state.config.headerSetting);
}

export function useMenuSetting(): MenuSetting {
  return useStore(projectConfigStore, (state) => state.config.menuSetting);
}

export function useMultiTabsSetting(): MultiTabsSetting {
  return useStore(projectConfigStore, (state) => state.config.multiTabsSetting);
}

export function useTransitionSetting(): TransitionSetting {
  return useStore(projectConfigStore, (state) => state.config.transitionSetting);
}
