import { useQuery } from '@tanstack/react-query';
import { fetchGroupSelect } from './auth-api.ts';
import { useSession } from './session-store.ts';

/**
 * Whether the signed-in person acts for more than one organisation, so 切换组织 has somewhere to go: an
 * account of one organisation (an expert, most schools) is not offered a switch that leads back to where it
 * is. Read once per person and kept (the list changes only when an administrator grants a role).
 */
export const useCanSwitchGroup = (): boolean => {
  const { user } = useSession();
  const groups = useQuery({
    queryKey: ['auth', 'groupSelect', user?.userId ?? ''],
    queryFn: fetchGroupSelect,
    enabled: Boolean(user),
    staleTime: Infinity,
  });
  return (groups.data?.length ?? 0) > 1;
};
