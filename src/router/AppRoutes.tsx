import { Navigate, Route, Routes } from 'react-router-dom';
import { useStore } from '@/store/create-store';
import { userStore } from '@/store/user-store';
import { AuthGuard } from './guard/AuthGuard';
import { homePathOf } from './guard/auth-guard';
import { LazyScreen } from './LazyScreen';
import { DEFAULT_HOME_PATH, LOGIN_PATH } from './paths';
import { AnalysisScreen, LayoutScreen, LoginScreen, PageResolverScreen } from './screens';

function HomeRedirect() {
  const homePath = useStore(userStore, (state) => state.userInfo?.homePath);
  return <Navigate to={homePathOf(homePath)} replace />;
}

/**
 * Fixed routes of this release. Any other signed-in path is looked up in the server's
 * page schemas by PageResolver (menu entries whose screen comes later, 403, 404).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthGuard />}>
        <Route path={LOGIN_PATH} element={<LazyScreen screen={LoginScreen} />} />
        <Route path="/" element={<LazyScreen screen={LayoutScreen} />}>
          <Route index element={<HomeRedirect />} />
          <Route path="dashboard" element={<Navigate to={DEFAULT_HOME_PATH} replace />} />
          <Route path="dashboard/analysis" element={<LazyScreen screen={AnalysisScreen} inContent />} />
          <Route path="*" element={<LazyScreen screen={PageResolverScreen} inContent />} />
        </Route>
      </Route>
    </Routes>
  );
}
