/**
 * Hand-written screens a route (or a BACK-mode menu entry's `component`) may name. The names are
 * route names, so a menu entry whose component equals a page's route name opens that page.
 */
export const BUILTIN_VIEWS = {
  DashboardAnalysis: 'DashboardAnalysis',
  SettingIndex: 'SettingIndex',
  ApiDoc: 'ApiDoc',
  ErrorLogList: 'ErrorLogList',
  Exception: 'Exception',
} as const;
export type BuiltinView = (typeof BUILTIN_VIEWS)[keyof typeof BUILTIN_VIEWS];

export function isBuiltinView(name: string): name is BuiltinView {
  return Object.prototype.hasOwnProperty.call(BUILTIN_VIEWS, name);
}

/** The component name of a group entry in a BACK-mode menu (its children are the pages). */
export const LAYOUT_COMPONENT = 'LAYOUT';
