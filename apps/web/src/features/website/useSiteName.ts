import { siteNameOf } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from './useSiteSettings.ts';

/**
 * The site's short name for headers and tab titles: the title before its "—" slogan, in English
 * when the tenant wrote an English title (else, for the default tenant, our own translation). The
 * server names the site in each page's HTML with the same rule (`siteNameOf`).
 */
export const useSiteName = (): string => {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  return siteNameOf(settings, i18n.language === 'en' ? 'en' : 'zh', t('siteName'));
};
