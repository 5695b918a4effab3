import { APP_ID_KEY, PWA_MASTER_KEY } from '@/enums/cache-enum';
import { removeSessionCache, setSessionCache } from '@/utils/cache';
import { DEFAULT_HOME_PATH } from '../paths';

export interface DashboardParams {
  pwaMaster: string;
  /** Absent from the URL: undefined (a stored one is then removed, so it cannot belong to another master). */
  appId: string | undefined;
}

/** Spec §2 rule 6: on the dashboard analysis path, a `pwa_master` query names the master (and `app_id` the app). */
export function dashboardParamsOf(pathname: string, search: string): DashboardParams | undefined {
  if (pathname !== DEFAULT_HOME_PATH) return undefined;
  const query = new URLSearchParams(search);
  const pwaMaster = query.get('pwa_master');
  if (pwaMaster === null) return undefined;
  return { pwaMaster, appId: query.get('app_id') ?? undefined };
}

/** Stores them in session storage (this browser tab only). Returns whether the URL had them. */
export function storeDashboardParams(pathname: string, search: string): boolean {
  const params = dashboardParamsOf(pathname, search);
  if (!params) return false;
  setSessionCache(PWA_MASTER_KEY, params.pwaMaster);
  if (params.appId === undefined) removeSessionCache(APP_ID_KEY);
  else setSessionCache(APP_ID_KEY, params.appId);
  return true;
}
