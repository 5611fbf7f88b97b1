import { DEFAULT_PAGE_TITLE } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from './useSiteSettings.ts';

/**
 * The site's short name for headers and tab titles: the title before its "—" slogan, in English
 * when the tenant wrote an English title (else, for the default tenant, our own translation).
 */
export const useSiteName = (): string => {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const english = i18n.language === 'en' ? settings?.titleEn?.trim() : '';
  if (english) return english.split(/[—–]/)[0]?.trim() || english;
  const title = settings?.title?.trim() || DEFAULT_PAGE_TITLE;
  if (i18n.language === 'en' && title === DEFAULT_PAGE_TITLE) return t('siteName');
  return title.split(/[—–]/)[0]?.trim() || t('siteName');
};
