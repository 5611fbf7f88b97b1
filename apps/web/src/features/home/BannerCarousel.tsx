import { Button, Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteName } from '../website/useSiteName.ts';
import { useSiteSettings } from '../website/useSiteSettings.ts';

type Slide = { key: string; title: string; subtitle: string; imageUrl: string; link: string; cta: string };

/** Banners from the website settings; slides without an image get the branded gradient. */
export const BannerCarousel = () => {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const siteName = useSiteName();
  const isEnglish = i18n.language === 'en';
  const configured: Slide[] = (settings?.banners ?? []).map((banner, index) => ({
    key: `banner-${index}`,
    // Banner titles are tenant data in Chinese; English readers see our generic copy instead.
    title: isEnglish ? (index === 0 ? siteName : t('banner.secondTitle')) : banner.title,
    subtitle: index === 0 ? t('banner.fallbackSubtitle') : t('banner.secondSubtitle'),
    imageUrl: banner.imageUrl,
    link: banner.link,
    cta: index === 0 ? t('banner.fallbackCta') : t('common:more'),
  }));
  const slides: Slide[] =
    configured.length > 0
      ? configured
      : [
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

  return (
    <section className="home-banner" aria-label={t('banner.label')}>
      <Carousel autoplay autoplaySpeed={6000} dots={{ className: 'home-banner-dots' }} draggable>
        {slides.map((slide, index) => (
          <div key={slide.key}>
            <div
              className={`home-banner-slide variant-${index % 3}`}
              style={slide.imageUrl ? { backgroundImage: `url(${slide.imageUrl})` } : undefined}
            >
              <div className="portal-container home-banner-content">
                <p className="home-banner-kicker">{siteName}</p>
                <h2 className="home-banner-title">{slide.title}</h2>
                <p className="home-banner-subtitle">{slide.subtitle}</p>
                {slide.link && (
                  <Button
                    type="primary"
                    size="large"
                    className="home-banner-cta"
                    onClick={() => navigate(slide.link)}
                  >
                    {slide.cta}
                  </Button>
                )}
              </div>
            </div>
          </div>
        ))}
      </Carousel>
    </section>
  );
};
