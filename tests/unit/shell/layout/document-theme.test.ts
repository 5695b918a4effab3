import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followDocumentTheme } from '@/styles/document-theme';
import { reloadProjectConfig, setDarkMode, updateProjectConfig } from '@/store/project-config-store';
import { getLocalStorage } from '@/utils/storage';

let stop: () => void;
beforeEach(() => {
  getLocalStorage().clear();
  reloadProjectConfig();
  stop = followDocumentTheme();
});
afterEach(() => stop());

const root = () => document.documentElement;

describe('theme on the root element', () => {
  it('sets data-theme="dark" in dark mode and removes it in light mode', () => {
    expect(root().hasAttribute('data-theme')).toBe(false);
    setDarkMode('dark');
    expect(root().getAttribute('data-theme')).toBe('dark');
    expect(root().style.colorScheme).toBe('dark');
    setDarkMode('light');
    expect(root().hasAttribute('data-theme')).toBe(false);
  });

  it('turns the gray-mode and colour-weak filters on and off', () => {
    updateProjectConfig({ grayMode: true });
    expect(root().classList.contains('gray-mode')).toBe(true);
    updateProjectConfig({ colorWeak: true, grayMode: false });
    expect(root().classList.contains('gray-mode')).toBe(false);
    expect(root().classList.contains('color-weak')).toBe(true);
  });

  it('applies the stored theme at start, before anything renders', () => {
    setDarkMode('dark');
    stop();
    root().removeAttribute('data-theme');
    reloadProjectConfig();
    stop = followDocumentTheme();
    expect(root().getAttribute('data-theme')).toBe('dark');
  });
});
