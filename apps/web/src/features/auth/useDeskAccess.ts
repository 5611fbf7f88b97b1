import { useQuery } from '@tanstack/react-query';
import { fetchGroupSelect } from './auth-api.ts';
import { useSession } from './session-store.ts';

/**
 * Whether the signed-in person has a back office to go to: the chosen organisation gives them a menu, or
 * they act for several organisations (and choose one on /role). A student whose only organisation is
 * their school, with no menu there, has none: no 管理后台 and no 切换组织 for them.
 */
export const useDeskAccess = (): boolean => {
  const { status, menu } = useSession();
  const signedIn = status === 'ready';
  const groups = useQuery({
    queryKey: ['organization', 'groupSelect'],
    queryFn: fetchGroupSelect,
    enabled: signedIn && menu.length === 0,
    staleTime: 60_000,
  });
  return menu.length > 0 || (groups.data?.length ?? 0) > 1;
};
