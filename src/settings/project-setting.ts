import { DEFAULT_THEME_COLOR, FRAME_COLORS, LAYOUT_SIZE } from './design-setting';

/**
 * The project config of spec §3: one object that drives every layout switch. These are its
 * defaults (spec §9); the settings drawer edits a persisted copy (src/store/project-config-store.ts).
 */

export const ThemeMode = { LIGHT: 'light', DARK: 'dark' } as const;
export type ThemeMode = (typeof ThemeMode)[keyof typeof ThemeMode];

export const MenuType = {
  SIDEBAR: 'sidebar',
  MIX_SIDEBAR: 'mix-sidebar',
  MIX: 'mix',
  TOP_MENU: 'top-menu',
} as const;
export type MenuType = (typeof MenuType)[keyof typeof MenuType];

export const MenuMode = {
  VERTICAL: 'vertical',
  HORIZONTAL: 'horizontal',
  VERTICAL_RIGHT: 'vertical-right',
  INLINE: 'inline',
} as const;
export type MenuMode = (typeof MenuMode)[keyof typeof MenuMode];

/** Where the collapse button of the side menu sits. */
export const TriggerPlacement = {
  NONE: 'none',
  FOOTER: 'footer',
  HEADER: 'header',
} as const;
export type TriggerPlacement = (typeof TriggerPlacement)[keyof typeof TriggerPlacement];

/** How the mix-sidebar menu opens a top entry's children. */
export const MixSidebarTrigger = { HOVER: 'hover', CLICK: 'click' } as const;
export type MixSidebarTrigger = (typeof MixSidebarTrigger)[keyof typeof MixSidebarTrigger];

/** full: content takes the whole width; fixed: a centred column of fixed width. */
export const ContentMode = { FULL: 'full', FIXED: 'fixed' } as const;
export type ContentMode = (typeof ContentMode)[keyof typeof ContentMode];

export const RouterTransition = {
  FADE_SIDE: 'fade-side',
  FADE_BOTTOM: 'fade-bottom',
  FADE_SCALE: 'fade-scale',
  FADE: 'fade',
  ZOOM_FADE: 'zoom-fade',
  ZOOM_OUT: 'zoom-out',
} as const;
export type RouterTransition = (typeof RouterTransition)[keyof typeof RouterTransition];

/** Spec §4/§6: where the menu and routes come from. */
export const PermissionMode = {
  ROLE: 'ROLE',
  ROUTE_MAPPING: 'ROUTE_MAPPING',
  BACK: 'BACK',
} as const;
export type PermissionMode = (typeof PermissionMode)[keyof typeof PermissionMode];

/** Spec §4: an unauthorized answer logs out to the login page, or covers the page with a login form. */
export const SessionTimeoutProcessing = {
  ROUTE_JUMP: 'route-jump',
  PAGE_COVER: 'page-cover',
} as const;
export type SessionTimeoutProcessing = (typeof SessionTimeoutProcessing)[keyof typeof SessionTimeoutProcessing];

export interface HeaderSetting {
  bgColor: string;
  /** Derived from bgColor (dark when its luminance is below 192); kept in step by the store. */
  theme: ThemeMode;
  /** The header stays at the top while the content scrolls. */
  fixed: boolean;
  show: boolean;
  /** Fixed at 48 px (spec §9). */
  height: number;
  showNotice: boolean;
  showCallMe: boolean;
  showWorkOrder: boolean;
  showSearch: boolean;
  showFullScreen: boolean;
  showDoc: boolean;
  /** The user menu offers "lock screen". */
  useLockPage: boolean;
}

export interface MenuSetting {
  bgColor: string;
  /** Derived from bgColor (dark when its luminance is below 192); kept in step by the store. */
  theme: ThemeMode;
  type: MenuType;
  mode: MenuMode;
  collapsed: boolean;
  /** A collapsed side menu shows a short title under each icon (and is wider). */
  collapsedShowTitle: boolean;
  menuWidth: number;
  /** Only one submenu open at a time. */
  accordion: boolean;
  trigger: TriggerPlacement;
  mixSideTrigger: MixSidebarTrigger;
  /** The mix-sidebar's children panel stays open (pinned) instead of floating. */
  mixSideFixed: boolean;
  /** Top entries in the header, their children in the side menu (the mix type). */
  split: boolean;
  /** The side menu stays in place while the content scrolls. */
  fixed: boolean;
  show: boolean;
}

export interface MultiTabsSetting {
  show: boolean;
  /** Open tabs are kept in local storage and come back after a reload. */
  cache: boolean;
  canDrag: boolean;
  showQuick: boolean;
  showRedo: boolean;
  showFold: boolean;
}

export interface TransitionSetting {
  enable: boolean;
  basicTransition: RouterTransition;
  /** The content shows a loading cover for pages not loaded before. */
  openPageLoading: boolean;
  /** The thin progress bar at the top of the window on route changes. */
  openNProgress: boolean;
}

export interface ProjectConfig {
  themeColor: string;
  grayMode: boolean;
  colorWeak: boolean;
  /** Only the content: no header, no menu (also per page with the `__full__` query). */
  fullContent: boolean;
  contentMode: ContentMode;
  showLogo: boolean;
  showFooter: boolean;
  showSettingButton: boolean;
  showDarkModeToggle: boolean;
  headerSetting: HeaderSetting;
  menuSetting: MenuSetting;
  multiTabsSetting: MultiTabsSetting;
  transitionSetting: TransitionSetting;
  openKeepAlive: boolean;
  /** Minutes of inactivity before the screen locks; 0 = never. */
  lockTime: number;
  showBreadCrumb: boolean;
  showBreadCrumbIcon: boolean;
  /** Capture errors into the error log. */
  useErrorHandle: boolean;
  useOpenBackTop: boolean;
  canEmbedIFramePage: boolean;
  /** Close toasts and modals when the route changes. */
  closeMessageOnSwitch: boolean;
  /** Cancel running requests when the route changes. */
  removeAllHttpPending: boolean;
  permissionMode: PermissionMode;
  sessionTimeoutProcessing: SessionTimeoutProcessing;
}

/** The sections that are objects; updates merge into them instead of replacing them. */
export const CONFIG_SECTIONS = ['headerSetting', 'menuSetting', 'multiTabsSetting', 'transitionSetting'] as const;
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

export type ProjectConfigPatch = Partial<Omit<ProjectConfig, ConfigSection>> & {
  [K in ConfigSection]?: Partial<ProjectConfig[K]>;
};

export const DEFAULT_PROJECT_CONFIG: Readonly<ProjectConfig> = Object.freeze({
  themeColor: DEFAULT_THEME_COLOR,
  grayMode: false,
  colorWeak: false,
  fullContent: false,
  contentMode: ContentMode.FULL,
  showLogo: true,
  showFooter: false,
  showSettingButton: true,
  showDarkModeToggle: true,
  headerSetting: Object.freeze({
    bgColor: FRAME_COLORS.lightHeaderBg,
    theme: ThemeMode.LIGHT,
    fixed: true,
    show: true,
    height: LAYOUT_SIZE.headerHeight,
    showNotice: true,
    showCallMe: true,
    showWorkOrder: true,
    showSearch: false,
    showFullScreen: false,
    showDoc: false,
    useLockPage: true,
  }),
  menuSetting: Object.freeze({
    bgColor: FRAME_COLORS.darkMenuBg,
    theme: ThemeMode.DARK,
    type: MenuType.SIDEBAR,
    mode: MenuMode.INLINE,
    collapsed: false,
    collapsedShowTitle: false,
    menuWidth: LAYOUT_SIZE.menuWidth,
    accordion: true,
    trigger: TriggerPlacement.HEADER,
    mixSideTrigger: MixSidebarTrigger.CLICK,
    mixSideFixed: false,
    split: false,
    fixed: true,
    show: true,
  }),
  multiTabsSetting: Object.freeze({
    show: false,
    cache: false,
    canDrag: true,
    showQuick: true,
    showRedo: true,
    showFold: true,
  }),
  transitionSetting: Object.freeze({
    enable: true,
    basicTransition: RouterTransition.FADE_SIDE,
    openPageLoading: true,
    openNProgress: false,
  }),
  openKeepAlive: true,
  lockTime: 0,
  showBreadCrumb: true,
  showBreadCrumbIcon: false,
  useErrorHandle: false,
  useOpenBackTop: true,
  canEmbedIFramePage: true,
  closeMessageOnSwitch: true,
  removeAllHttpPending: false,
  permissionMode: PermissionMode.ROUTE_MAPPING,
  sessionTimeoutProcessing: SessionTimeoutProcessing.ROUTE_JUMP,
});

/** Default app theme (spec §9: light). Kept apart from the project config, under APP_DARK_MODE_KEY. */
export const DEFAULT_THEME_MODE: ThemeMode = ThemeMode.LIGHT;
