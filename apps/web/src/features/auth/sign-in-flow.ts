import type { GroupSelection } from '@podium/contracts';
import { safeRedirectTarget } from '../../app/routes/route-rules.ts';
import { setAccessToken, storeGroupChoice } from '../../storage/auth-storage.ts';
import { deriveGroupFlags } from '../../storage/group-flags.ts';
import { fetchGroupSelect, fetchUserInfo } from './auth-api.ts';
import { getSession, reloadSession, rolesOf } from './session-store.ts';

const PORTAL_HOME = '/home/homepage';
const WORKBENCH = '/dashboard';

/**
 * Stores the chosen group (spec §4 flags), reloads user info and that group's menu, and says where
 * to go: the requested page, else the workbench, or the portal for users with no desk menu.
 */
export const enterGroup = async (group: GroupSelection, redirect: string | null): Promise<string> => {
  const user = await fetchUserInfo();
  storeGroupChoice(deriveGroupFlags(group, rolesOf(user)));
  await reloadSession();
  const fallback = getSession().menu.length > 0 ? WORKBENCH : PORTAL_HOME;
  return safeRedirectTarget(redirect, fallback);
};

/**
 * After a token arrives: several groups → /role to choose; one → enter it directly; none → the
 * portal (or the requested page).
 */
export const completeSignIn = async (token: string, redirect: string | null): Promise<string> => {
  setAccessToken(token);
  const groups = await fetchGroupSelect();
  const [only] = groups;
  if (groups.length > 1) {
    return redirect ? `/role?redirect=${encodeURIComponent(redirect)}` : '/role';
  }
  if (only) return enterGroup(only, redirect);
  await reloadSession();
  return safeRedirectTarget(redirect, PORTAL_HOME);
};
