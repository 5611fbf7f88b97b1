import { signalSessionCleared } from '../../api/session-signal.ts';
import { clearSession } from '../../storage/auth-storage.ts';
import { logoutOnServer } from './auth-api.ts';

/**
 * Spec §4: the server revokes the token, then token, name, avatar, roles and permissions are dropped.
 * A full load to the portal clears routes built from this user's menu.
 */
export const logout = async (): Promise<void> => {
  try {
    await logoutOnServer();
  } catch {
    // The token may already be dead; signing out locally is what matters.
  }
  clearSession();
  signalSessionCleared();
  window.location.assign('/home/homepage');
};
