import type { ContentPageSlug } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { contentApi, contentKeys } from './content-api.ts';

/** A published page of the site by slug; `data` stays undefined when it is not written yet. */
export const useContentPage = (slug: ContentPageSlug) =>
  useQuery({
    queryKey: contentKeys.page(slug),
    queryFn: () => contentApi.page(slug),
    retry: false,
    staleTime: 60_000,
  });
