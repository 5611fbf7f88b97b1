import { useSyncExternalStore } from 'react';
import { DEFAULT_ROLE_KEY, type MenuNode, type UserInfo } from '@podium/contracts';
import { onSessionCleared } from '../../api/session-signal.ts';
import { getGroupId, hasAccessToken } from '../../storage/auth-storage.ts';
import { fetchUserMenu } from '../menu/menu-api.ts';
import { fetchUserInfo } from './auth-api.ts';

/**
 * Who is signed in and what the chosen group's menu grants. `failed` is terminal until the next
 * sign-in or group choice: the guard must not loop on a broken session (spec §8 "swallowed").
 */
export type SessionState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  user: UserInfo | null;
  roles: string[];
  permissions: string[];
  menu: MenuNode[];
};

const EMPTY: SessionState = { status: 'idle', user: null, roles: [], permissions: [], menu: [] };

let state: SessionState = EMPTY;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

const setState = (next: SessionState): void => {
  state = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getSession = (): SessionState => state;
export const useSession = (): SessionState => useSyncExternalStore(subscribe, getSession);

/** Spec §4: a user without role keys counts as the default role "t". */
export const rolesOf = (user: UserInfo): string[] =>
  user.roleKeys.length > 0 ? user.roleKeys : [DEFAULT_ROLE_KEY];

const load = async (): Promise<void> => {
  setState({ ...state, status: 'loading' });
  try {
    // Side by side: the menu does not depend on the user info, only on the chosen group (spec §2: menu
    // routes exist only for a chosen group). One round trip instead of two before any desk page shows.
    const [user, menu] = await Promise.all([
      fetchUserInfo(),
      getGroupId() ? fetchUserMenu() : Promise.resolve<MenuNode[]>([]),
    ]);
    setState({ status: 'ready', user, roles: rolesOf(user), permissions: user.permissions, menu });
  } catch {
    setState({ ...EMPTY, status: 'failed' });
  }
};

/** Loads user info and menu once per session; concurrent callers share one request. */
export const ensureSession = (): Promise<void> => {
  if (!hasAccessToken() || state.status === 'ready' || state.status === 'failed') return Promise.resolve();
  pending ??= load().finally(() => {
    pending = null;
  });
  return pending;
};

/** After sign-in or a group choice the old user info and menu no longer apply. */
export const reloadSession = (): Promise<void> => {
  setState({ ...EMPTY });
  return ensureSession();
};

export const resetSession = (): void => setState({ ...EMPTY });

/** Fetches the menu again (e.g. in another language) without disturbing the signed-in user. */
export const refreshMenu = async (): Promise<void> => {
  if (state.status !== 'ready' || !getGroupId()) return;
  try {
    const menu = await fetchUserMenu();
    setState({ ...state, menu });
  } catch {
    // Keep the menu we have; the request client has already told the user.
  }
};

onSessionCleared(resetSession);
