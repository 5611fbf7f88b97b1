import { Carousel } from 'antd';
import { BannerSlideView } from './BannerSlideView.tsx';
import type { BannerSlide } from './use-banner-slides.ts';

/** The rotating banner (antd Carousel, react-slick underneath), from the slide the visitor is on. */
const BannerRotation = ({
  slides,
  start,
  autoplay,
}: {
  slides: BannerSlide[];
  start: number;
  autoplay: boolean;
}) => (
  <Carousel
    autoplay={autoplay}
    autoplaySpeed={6000}
    initialSlide={start}
    dots={{ className: 'home-banner-dots' }}
    draggable
  >
    {slides.map((slide, index) => (
      <div key={slide.key}>
        <BannerSlideView slide={slide} index={index} />
      </div>
    ))}
  </Carousel>
);

export default BannerRotation;
