import { useTranslation } from 'react-i18next';
import { useSiteName } from '../website/useSiteName.ts';
import { useSiteSettings } from '../website/useSiteSettings.ts';

export type BannerSlide = {
  key: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  link: string;
  cta: string;
};

/** The homepage banners from the website settings, or two branded stand-ins when none are set. */
export const useBannerSlides = (): BannerSlide[] => {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const settings = useSiteSettings();
  const siteName = useSiteName();
  const isEnglish = i18n.language === 'en';
  const configured: BannerSlide[] = (settings?.banners ?? []).map((banner, index) => ({
    key: `banner-${index}`,
    // Banner titles are tenant data in Chinese; English readers see our generic copy instead.
    title: isEnglish ? (index === 0 ? siteName : t('banner.secondTitle')) : banner.title,
    subtitle: index === 0 ? t('banner.fallbackSubtitle') : t('banner.secondSubtitle'),
    imageUrl: banner.imageUrl,
    link: banner.link,
    cta: index === 0 ? t('banner.fallbackCta') : t('common:more'),
  }));
  if (configured.length > 0) return configured;
  return [
    {
      key: 'f1',
      title: siteName,
      subtitle: t('banner.fallbackSubtitle'),
      imageUrl: '',
      link: '/home/competition',
      cta: t('banner.fallbackCta'),
    },
    {
      key: 'f2',
      title: t('banner.secondTitle'),
      subtitle: t('banner.secondSubtitle'),
      imageUrl: '',
      link: '/home/introductionPlatform',
      cta: t('banner.secondCta'),
    },
  ];
};
