/** Names of the values the console keeps in browser storage (spec §3). The storage prefix is added on write. */
export const TOKEN_KEY = 'TOKEN__';
export const LOCALE_KEY = 'LOCALE__';
export const USER_INFO_KEY = 'USER__INFO__';
export const AUTHENTICATOR_BIND_KEY = 'AUTHENTICATOR__BIND__';
export const ROLES_KEY = 'ROLES__KEY__';
/** The routes the signed-in user may open. */
export const AUTH_ROUTES_KEY = 'AUTH__ROUTES__';
export const PROJ_CFG_KEY = 'PROJ__CFG__KEY__';
export const LOCK_INFO_KEY = 'LOCK__INFO__KEY__';
export const MULTIPLE_TABS_KEY = 'MULTIPLE__TABS__KEY__';
export const APP_DARK_MODE_KEY = 'APP__DARK__MODE__';
export const TABLE_SETTING_KEY = 'TABLE__SETTING__';
/** Written at login: when the session started. */
export const LOGIN_START_KEY = 'LOGIN__START__';
export const APP_KEY_KEY = 'APP__KEY__';
export const APP_SECRET_KEY = 'APP__SECRET__';
export const BALANCE_KEY = 'BALANCE__';
export const UNIT_PRICE_KEY = 'UNIT__PRICE__';
export const TOTAL_INSTALL_SUM_KEY = 'TOTAL__INSTALL__SUM__';
/** Session storage: taken from the dashboard URL's query (spec §2 guard rule 6). */
export const PWA_MASTER_KEY = 'PWA__MASTER__';
export const APP_ID_KEY = 'APP__ID__';

export type CacheKey =
  | typeof TOKEN_KEY
  | typeof LOCALE_KEY
  | typeof USER_INFO_KEY
  | typeof AUTHENTICATOR_BIND_KEY
  | typeof ROLES_KEY
  | typeof AUTH_ROUTES_KEY
  | typeof PROJ_CFG_KEY
  | typeof LOCK_INFO_KEY
  | typeof MULTIPLE_TABS_KEY
  | typeof APP_DARK_MODE_KEY
  | typeof TABLE_SETTING_KEY
  | typeof LOGIN_START_KEY
  | typeof APP_KEY_KEY
  | typeof APP_SECRET_KEY
  | typeof BALANCE_KEY
  | typeof UNIT_PRICE_KEY
  | typeof TOTAL_INSTALL_SUM_KEY
  | typeof PWA_MASTER_KEY
  | typeof APP_ID_KEY;
