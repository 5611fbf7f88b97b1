import { useCallback } from 'react';
import { useSession } from '../auth/session-store.ts';
import { hasPermission } from './has-permission.ts';

/** `can(['system:user:add'])` for the signed-in user; throws when called without a list (spec §6). */
export const usePermission = (): ((list: readonly string[]) => boolean) => {
  const { roles, permissions } = useSession();
  return useCallback(
    (list: readonly string[]) => hasPermission({ roles, permissions }, list),
    [roles, permissions],
  );
};
