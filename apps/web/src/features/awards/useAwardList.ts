import { useQuery } from '@tanstack/react-query';
import { awardApi } from './award-api.ts';

/**
 * One award list by its id, with its competition. A list's page is opened with only `listId` (a shared or
 * bookmarked address), so the competition — its award levels and review stages — is read from the list.
 */
export const useAwardList = (listId: string) =>
  useQuery({
    queryKey: ['award', 'list', listId],
    queryFn: async () => (await awardApi.lists({ pageNum: 1, pageSize: 1, listId })).rows[0] ?? null,
    enabled: !!listId,
  });
