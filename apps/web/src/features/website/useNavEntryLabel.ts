import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buildNavLinks, navEntryFor } from './nav-links.ts';
import { useSiteSettings } from './useSiteSettings.ts';

/**
 * The name of the header entry this page was opened from, matched on path and `level` filter (a page
 * must be titled as the entry that leads to it); undefined without a matching entry.
 */
export const useNavEntryLabel = (level: string | undefined): string | undefined => {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const settings = useSiteSettings();
  if (!settings) return undefined;
  return navEntryFor(buildNavLinks(settings.navigationSettings, i18n.language), pathname, level)?.label;
};
