import { useTranslation } from 'react-i18next';
import { buildNavLinks, type NavLink } from '../../features/website/nav-links.ts';
import { useSiteSettings } from '../../features/website/useSiteSettings.ts';

/** Header links from the website settings; a sensible default set until they load (or if they fail). */
export const usePortalNav = (): NavLink[] => {
  const { t, i18n } = useTranslation('portal');
  const settings = useSiteSettings();
  if (settings && settings.navigationSettings.length > 0)
    return buildNavLinks(settings.navigationSettings, i18n.language);
  const link = (key: string, label: string, to: string): NavLink => ({ key, label, to, children: [] });
  return [
    link('home', t('nav.home'), '/home/homepage'),
    link('competition', t('nav.competitions'), '/home/competition'),
    link('news', t('nav.news'), '/home/news/newsList'),
    link('certificate', t('nav.certificate'), '/home/certificate/search'),
    link('intro', t('nav.intro'), '/home/introductionPlatform'),
  ];
};
