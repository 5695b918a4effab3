import { getDarkMode, getProjectConfig } from '@/store/project-config-store';
import { appThemeOf, BAKED_STYLES_META, bakedThemeKey } from './baked-theme-key';
import { rereadBakedStyleMap } from './reread-baked-style-map';

/**
 * The production build bakes antd's component styles for the default theme into a stylesheet
 * (build/antd-styles/) and names it in index.html: `<meta name="antd-styles" content="<url>"
 * data-theme="<theme key>">`. The layout waits for it, so the signed-in console's antd components
 * take those styles from the file instead of generating them at run time (its cssinjs reads which
 * ones the file holds from the file itself). Another theme (dark mode, another colour) has other
 * style keys: nothing would match, so the file is not even loaded and antd generates everything.
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
    link.onload = () => {
      rereadBakedStyleMap();
      resolve();
    };
    link.onerror = () => {
      link.remove();
      resolve();
    };
    // First in <head>, where antd puts the styles it generates: the console's own CSS still wins ties.
    doc.head.prepend(link);
  });
  return loading;
}
