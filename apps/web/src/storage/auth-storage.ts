import { CookieName, SpecialGroupFlag, StorageKey } from './keys.ts';
import { removeCookie, setCookie } from './cookies.ts';
import { readItem, removeItem, writeItem } from './safe-storage.ts';
import type { GroupFlags } from './group-flags.ts';

const BEARER = 'Bearer ';

/** Tokens are kept with their `Bearer ` prefix (spec §3), ready to be sent as is. */
export const withBearer = (token: string): string => (token.startsWith(BEARER) ? token : `${BEARER}${token}`);

export const getAccessToken = (): string | null => readItem(StorageKey.accessToken);
export const hasAccessToken = (): boolean => Boolean(getAccessToken());

export const setAccessToken = (token: string): void => {
  const value = withBearer(token);
  writeItem(StorageKey.accessToken, value);
  setCookie(CookieName.mooToken, value);
};

/** A token handed over by another site (`?token=`): stored like ours, plus the admin cookie (spec §4). */
export const adoptExternalToken = (token: string): void => {
  setAccessToken(token);
  setCookie(CookieName.adminToken, withBearer(token));
};

export const clearAccessToken = (): void => {
  removeItem(StorageKey.accessToken);
  removeCookie(CookieName.mooToken);
  removeCookie(CookieName.adminToken);
};

export const getGroupId = (): string | null => readItem(StorageKey.groupId);

/** Everything that describes the chosen group; written together when the user picks one on /role. */
export const storeGroupChoice = (choice: GroupFlags): void => {
  writeItem(StorageKey.groupId, choice.groupId);
  writeItem(StorageKey.selfRole, choice.selfRole);
  writeItem(StorageKey.role, choice.role);
  writeItem(StorageKey.hasDirectGroups, choice.hasDirectGroups ? '1' : '0');
  for (const flag of SpecialGroupFlag) {
    if (choice.flags.includes(flag)) writeItem(flag, '1');
    else removeItem(flag);
  }
};

/** Logout and session expiry forget the token and the group choice, never the preferences. */
export const clearSession = (): void => {
  clearAccessToken();
  for (const key of [StorageKey.groupId, StorageKey.selfRole, StorageKey.role, StorageKey.hasDirectGroups]) {
    removeItem(key);
  }
  for (const flag of SpecialGroupFlag) removeItem(flag);
};
