/** The app's start, loaded by the entry (src/main.tsx) after the first frame. */
export const APP_BOOT = 'src/boot.tsx';
/** The modules of the first screen (/login), named once for the build's preload links and the pre-rendered copies. */
export const LOGIN_VIEW = 'src/views/login/LoginPage.tsx';
/** The default locale's boot messages, which index.html preloads. */
export const DEFAULT_BOOT_MESSAGES = 'src/locales/bundles/zh_CN-boot.ts';
/** Where a locale's boot messages are, by locale id. */
export const bootMessagesOf = (locale: string) => `src/locales/bundles/${locale}-boot.ts`;
/** The other screens of a signed-out user: the signed-in console's code must not ride along with them. */
export const SIGNED_OUT_SCREENS = [
  'src/views/register/RegisterPage.tsx',
  'src/views/forgot-password/ForgotPasswordPage.tsx',
  'src/views/login/qr/QrLoginPage.tsx',
  'src/views/login/mobile/MobileLoginPage.tsx',
];
/**
 * The lazily loaded modules every signed-in visit to a schema list page (most menu entries are one)
 * goes through: the sign-in's last step, the layout, routing, tabs, the session overlays, the list.
 */
export const CONSOLE_CORE = [
  'src/store/session-actions.ts',
  'src/store/permission-store-actions.ts',
  'src/layouts/basic/BasicLayout.tsx',
  'src/layouts/tabs/TabBar.tsx',
  'src/router/RouteViewElement.tsx',
  'src/router/RouteEffects.tsx',
  'src/components/session-timeout/SignedInOverlays.tsx',
  'src/views/schema-route/SchemaRouteScreen.tsx',
  'src/renderer/list/SchemaList.tsx',
];
