/** The app's start, loaded by the entry (src/main.tsx) after the first frame. */
export const APP_BOOT = 'src/boot.tsx';
/** The modules of the first screen (/login), named once for the build's preload links and the pre-rendered copies. */
export const LOGIN_VIEW = 'src/views/login/LoginPage.tsx';
/** The default locale's boot messages, which index.html preloads. */
export const DEFAULT_BOOT_MESSAGES = 'src/locales/bundles/zh_CN-boot.ts';
/** Where a locale's boot messages are, by locale id. */
export const bootMessagesOf = (locale: string) => `src/locales/bundles/${locale}-boot.ts`;
