import { ROOT_ROLE } from '@podium/contracts';

export type PermissionSubject = { roles: readonly string[]; permissions: readonly string[] };

/**
 * Spec §6: visible when the user has role ROOT or holds at least one listed permission. Using it
 * without a list is a programming error, so it throws instead of silently hiding or showing.
 */
export const hasPermission = (subject: PermissionSubject, list: unknown): boolean => {
  if (!Array.isArray(list) || list.length === 0) {
    throw new Error(
      'Permission check needs a non-empty list of permission strings, e.g. ["system:user:add"]',
    );
  }
  if (subject.roles.includes(ROOT_ROLE)) return true;
  return list.some((item) => typeof item === 'string' && subject.permissions.includes(item));
};

/** ROOT (or the all-permissions wildcard) holds every permission: counting its list would mislead. */
export const holdsAllPermissions = (subject: PermissionSubject): boolean =>
  subject.roles.includes(ROOT_ROLE) || subject.permissions.includes('*:*:*');
