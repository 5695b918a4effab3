import {
  API_DOC_PATH,
  BASE_HOME_PATH,
  DEFAULT_HOME_PATH,
  ERROR_LOG_LIST_PATH,
  ERROR_LOG_PATH,
  EXCEPTION_PATH,
  SETTING_INDEX_PATH,
  SETTING_PATH,
} from '../paths';
import { BUILTIN_VIEWS } from './route-view-names';
import type { AppRouteRecord } from './route-types';

/**
 * Routes every signed-in user has, whatever the permission mode (spec §2 fixed paths), inside the
 * layout and hidden from the menu. The dynamic table may describe the same path (the dashboard's
 * page schema); its meta then wins.
 */
export const FIXED_LAYOUT_ROUTES: readonly AppRouteRecord[] = [
  {
    path: BASE_HOME_PATH,
    name: 'Dashboard',
    redirect: DEFAULT_HOME_PATH,
    meta: { title: 'menu.dashboard', hideMenu: true },
    view: { kind: 'parent' },
  },
  {
    path: DEFAULT_HOME_PATH,
    name: 'DashboardAnalysis',
    meta: { title: 'menu.dashboard.analysis', hideMenu: true },
    view: { kind: 'builtin', view: BUILTIN_VIEWS.DashboardAnalysis },
  },
  {
    path: EXCEPTION_PATH,
    name: 'Exception',
    meta: { title: 'exception.pageTitle', hideMenu: true },
    view: { kind: 'builtin', view: BUILTIN_VIEWS.Exception },
  },
  {
    path: API_DOC_PATH,
    name: 'ApiDoc',
    meta: { title: 'apidoc.title', hideMenu: true },
    view: { kind: 'builtin', view: BUILTIN_VIEWS.ApiDoc },
  },
  {
    path: ERROR_LOG_PATH,
    name: 'ErrorLog',
    redirect: ERROR_LOG_LIST_PATH,
    meta: { title: 'errorlog.title', hideMenu: true },
    view: { kind: 'parent' },
  },
  {
    path: ERROR_LOG_LIST_PATH,
    name: 'ErrorLogList',
    meta: { title: 'errorlog.title', hideMenu: true },
    view: { kind: 'builtin', view: BUILTIN_VIEWS.ErrorLogList },
  },
  {
    path: SETTING_PATH,
    name: 'Setting',
    redirect: SETTING_INDEX_PATH,
    meta: { title: 'permission.route.setting', hideMenu: true, hideChildrenInMenu: true },
    view: { kind: 'parent' },
  },
  {
    path: SETTING_INDEX_PATH,
    name: 'SettingIndex',
    meta: { title: 'permission.route.setting', hideMenu: true },
    view: { kind: 'builtin', view: BUILTIN_VIEWS.SettingIndex },
  },
];
