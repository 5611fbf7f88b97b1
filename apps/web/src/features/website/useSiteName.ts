import { DEFAULT_PAGE_TITLE } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from './useSiteSettings.ts';

/**
 * The site's short name for headers: the title before its "—" slogan. The tenant's title is Chinese
 * data; for the default tenant in English we show our own translation instead.
 */
export const useSiteName = (): string => {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const title = settings?.title?.trim() || DEFAULT_PAGE_TITLE;
  if (i18n.language === 'en' && title === DEFAULT_PAGE_TITLE) return t('siteName');
  return title.split(/[—–]/)[0]?.trim() || t('siteName');
};
