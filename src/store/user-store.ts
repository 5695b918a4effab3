import type { UserInfo } from '@contract/generated/types';
import {
  APP_KEY_KEY,
  APP_SECRET_KEY,
  AUTH_ROUTES_KEY,
  AUTHENTICATOR_BIND_KEY,
  BALANCE_KEY,
  LOGIN_START_KEY,
  ROLES_KEY,
  TOTAL_INSTALL_SUM_KEY,
  UNIT_PRICE_KEY,
  USER_INFO_KEY,
  type CacheKey,
} from '@/enums/cache-enum';
import { clearSessionCache, getAuthCache, getToken, removeAuthCache, removeToken, setAuthCache, setToken } from '@/utils/cache';
import { createStore, useStore } from './create-store';

export interface UserState {
  token: string | undefined;
  userInfo: UserInfo | undefined;
  /** 0 until user info was fetched or received in this page's life (spec §2 guard rule 4). */
  lastUpdateTime: number;
  /** The last session ended by the user's own logout (not by expiry). */
  signedOutByUser: boolean;
  /**
   * The roles routes and menus are built for (spec §3 role list): the user's own roles, or the
   * role chosen with the ROUTE_MAPPING role switch until user info is fetched again.
   */
  roleList: string[];
}

/** What belongs to one signed-in user; the locale and layout settings outlive a logout. */
const SESSION_KEYS: CacheKey[] = [
  USER_INFO_KEY,
  ROLES_KEY,
  AUTH_ROUTES_KEY,
  AUTHENTICATOR_BIND_KEY,
  LOGIN_START_KEY,
  APP_KEY_KEY,
  APP_SECRET_KEY,
  BALANCE_KEY,
  UNIT_PRICE_KEY,
  TOTAL_INSTALL_SUM_KEY,
];

function storedRoles(userInfo: UserInfo | undefined): string[] {
  const roles = getAuthCache<unknown>(ROLES_KEY);
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : rolesOf(userInfo);
}

function initialUserState(): UserState {
  const token = getToken();
  const userInfo = token ? getAuthCache<UserInfo>(USER_INFO_KEY) : undefined;
  return { token, userInfo, lastUpdateTime: 0, signedOutByUser: false, roleList: token ? storedRoles(userInfo) : [] };
}

export const userStore = createStore<UserState>(initialUserState);

export function useUserInfo(): UserInfo | undefined {
  return useStore(userStore, (state) => state.userInfo);
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

export function rolesOf(userInfo: UserInfo | undefined): string[] {
  if (!userInfo) return [];
  if (Array.isArray(userInfo.roles) && userInfo.roles.length > 0) return userInfo.roles;
  return userInfo.role ? [userInfo.role] : [];
}

export function useRoleList(): string[] {
  return useStore(userStore, (state) => state.roleList);
}

/** Spec §4 role switch: the roles routes are built for (persisted with the session's values). */
export function setRoleList(roles: readonly string[]): void {
  const roleList = [...new Set(roles)];
  setAuthCache(ROLES_KEY, roleList);
  userStore.setState({ roleList });
}

export function setUserInfo(userInfo: UserInfo): void {
  // A refresh of the same user keeps the roles a role switch chose (spec §4); another user starts from theirs.
  const previous = userStore.getState();
  const sameUser = previous.userInfo !== undefined && previous.userInfo.id === userInfo.id && previous.roleList.length > 0;
  const roleList = sameUser ? previous.roleList : rolesOf(userInfo);
  setAuthCache(USER_INFO_KEY, userInfo);
  setAuthCache(ROLES_KEY, roleList);
  setAuthCache(AUTHENTICATOR_BIND_KEY, userInfo.google_bind);
  // Spec §3: the login also keeps these figures in the cache for quick reads.
  setAuthCache(APP_KEY_KEY, userInfo.app_key);
  setAuthCache(APP_SECRET_KEY, userInfo.app_secret);
  setAuthCache(BALANCE_KEY, userInfo.balance);
  setAuthCache(UNIT_PRICE_KEY, userInfo.unit_price);
  setAuthCache(TOTAL_INSTALL_SUM_KEY, userInfo.total_install_sum);
  userStore.setState({ userInfo, lastUpdateTime: Date.now(), roleList });
}

/** Stores what a successful login answered. */
export function startSession(token: string, userInfo: UserInfo): void {
  setToken(token);
  setAuthCache(LOGIN_START_KEY, Date.now());
  userStore.setState({ token, signedOutByUser: false });
  setUserInfo(userInfo);
}

/** Forgets the session locally: token, user info, the user's cached figures and session storage. */
export function clearSession(options: { byUser?: boolean } = {}): void {
  removeToken();
  for (const key of SESSION_KEYS) removeAuthCache(key);
  clearSessionCache();
  userStore.setState({
    token: undefined,
    userInfo: undefined,
    lastUpdateTime: 0,
    signedOutByUser: options.byUser ?? false,
    roleList: [],
  });
}

/**
 * Spec §2 rule 9: the in-memory user state starts over from what is stored (nothing, after a
 * logout); user info is fetched again on the next signed-in navigation. Whether the last
 * logout was the user's own choice is kept: it decides how the login page opens.
 */
export function resetUserState(): void {
  const { signedOutByUser } = userStore.getState();
  userStore.setState({ ...initialUserState(), signedOutByUser });
}
