import { theme, type ThemeConfig } from 'antd';

/**
 * A few antd tokens as CSS variables on <html>, for plain elements antd does not style (links in
 * hand-written views, the page behind the app): they follow the theme colour and dark mode.
 */
export function applyThemeCssVariables(config: ThemeConfig, root: HTMLElement = document.documentElement): void {
  const token = theme.getDesignToken(config);
  const vars: Record<string, string> = {
    '--app-color-primary': token.colorPrimary,
    '--app-color-link': token.colorLink,
    '--app-color-link-hover': token.colorLinkHover,
    '--app-color-text': token.colorText,
    '--app-color-bg-layout': token.colorBgLayout,
    '--app-color-bg-container': token.colorBgContainer,
    '--app-color-border': token.colorBorderSecondary,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
