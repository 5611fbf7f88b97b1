import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useSiteName } from '../website/useSiteName.ts';
import type { BannerSlide } from './use-banner-slides.ts';

/** One banner: its picture (or the branded gradient), title, subtitle and call to action. */
export const BannerSlideView = ({ slide, index }: { slide: BannerSlide; index: number }) => {
  const navigate = useNavigate();
  const siteName = useSiteName();
  return (
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
  );
};
