import { getDarkMode, getProjectConfig } from '@/store/project-config-store';
import { appThemeOf, BAKED_STYLES_META, bakedThemeKey, PRERENDERED_ANTD_ATTRIBUTE } from './baked-theme-key';

/**
 * The production build bakes antd's component styles for the default theme into a stylesheet
 * (build/antd-styles/, cssinjs's `extractStyle` as antd's server-rendering guide uses it) and names it
 * in index.html: `<meta name="antd-styles" content="<url>" data-theme="<theme key>">`. The app's start
 * (boot.tsx) waits for it before its first render: antd's cssinjs reads which styles the page's sheets
 * hold once, at the first antd component, and from then on takes those from the file instead of
 * generating them. Another theme (dark mode, another colour) has other style keys: nothing would
 * match, so the file is not even loaded and antd generates everything at run time, as before.
 */
let loading: Promise<void> | undefined;

/**
 * Loads the baked stylesheet when the build made one for the theme in use; resolves once it is in,
 * or at once when there is none to load. A failed load removes the link: antd then generates its
 * styles as usual.
 */
export function loadBakedAntdStyles(doc: Document = document): Promise<void> {
  if (loading) return loading;
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${BAKED_STYLES_META}"]`);
  if (!meta?.content || meta.dataset.theme !== bakedThemeKey(appThemeOf(getProjectConfig(), getDarkMode()))) return Promise.resolve();
  loading = new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = meta.content;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      resolve();
    };
    // First in <head>, where antd puts the styles it generates: the console's own CSS still wins ties.
    // On a pre-rendered page, after the antd styles it came with, so that cssinjs reads this sheet's
    // record of the styles it holds rather than theirs.
    const prerendered = doc.head.querySelector(`style[${PRERENDERED_ANTD_ATTRIBUTE}]`);
    if (prerendered) prerendered.after(link);
    else doc.head.prepend(link);
  });
  return loading;
}
