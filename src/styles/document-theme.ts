import { ThemeMode } from '@/settings/project-setting';
import { projectConfigStore, type ProjectConfigState } from '@/store/project-config-store';

/** Classes on <html> for the whole-page filters (styles in global.css). */
export const GRAY_MODE_CLASS = 'gray-mode';
export const COLOR_WEAK_CLASS = 'color-weak';

/**
 * What the root element says about the theme: data-theme="dark" in dark mode (spec §4), and the
 * gray-mode (grayscale) and colour-weak (invert 80 %) filters.
 */
export function applyDocumentTheme({ config, darkMode }: ProjectConfigState, root: HTMLElement = document.documentElement): void {
  if (darkMode === ThemeMode.DARK) root.setAttribute('data-theme', ThemeMode.DARK);
  else root.removeAttribute('data-theme');
  root.style.colorScheme = darkMode;
  root.classList.toggle(GRAY_MODE_CLASS, config.grayMode);
  root.classList.toggle(COLOR_WEAK_CLASS, config.colorWeak);
}

let stopFollowing: (() => void) | undefined;

/** Applies the stored theme now (before the first render, so a dark page does not flash white) and on every change. */
export function followDocumentTheme(): () => void {
  stopFollowing?.();
  applyDocumentTheme(projectConfigStore.getState());
  const unsubscribe = projectConfigStore.subscribe(() => applyDocumentTheme(projectConfigStore.getState()));
  stopFollowing = () => {
    unsubscribe();
    stopFollowing = undefined;
  };
  return stopFollowing;
}
