import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { AnalysisScreen } from './screens';
import { BUILTIN_VIEWS, type BuiltinView } from './routes/route-view-names';

// Each screen is its own chunk, loaded when its route is opened.
export const SchemaRouteScreen = lazy(() => import('@/views/schema-route/SchemaRouteScreen'));
export const ComingSoonScreen = lazy(() => import('@/views/exception/ComingSoonScreen'));
export const FrameScreen = lazy(() => import('@/views/frame/FramePage'));
export const MissingViewScreen = lazy(() => import('@/views/exception/MissingViewScreen'));
export const ExceptionScreen = lazy(() => import('@/views/exception/ExceptionPage'));

const SettingScreen = lazy(() => import('@/views/setting/SettingPage'));
const ApiDocScreen = lazy(() => import('@/views/api-doc/ApiDocPage'));
const ErrorLogScreen = lazy(() => import('@/views/error-log/ErrorLogPage'));

/** The hand-written screen of each builtin view name (route-view-names.ts). */
export const BUILTIN_SCREENS: Record<BuiltinView, LazyExoticComponent<ComponentType>> = {
  [BUILTIN_VIEWS.DashboardAnalysis]: AnalysisScreen,
  [BUILTIN_VIEWS.SettingIndex]: SettingScreen,
  [BUILTIN_VIEWS.ApiDoc]: ApiDocScreen,
  [BUILTIN_VIEWS.ErrorLogList]: ErrorLogScreen,
  [BUILTIN_VIEWS.Exception]: ExceptionScreen,
};
