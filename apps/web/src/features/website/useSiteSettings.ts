import { useQuery } from '@tanstack/react-query';
import { loadSiteSettings, websiteKeys, type SiteSettings } from './website-api.ts';

/** Loaded once at start-up and shared by every shell; settings change rarely. */
export const useSiteSettings = (): SiteSettings | undefined =>
  useQuery({
    queryKey: websiteKeys.settings(),
    queryFn: loadSiteSettings,
    staleTime: Infinity,
    retry: false,
  }).data;
