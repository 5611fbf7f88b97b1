import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerSlideView } from './BannerSlideView.tsx';
import { removeFirstPaint } from './first-paint.ts';
import { useBannerSlides } from './use-banner-slides.ts';

const BannerRotation = lazy(() => import('./BannerRotation.tsx'));

/** Time after the page has loaded before the banner starts rotating by itself. */
const ROTATION_DELAY_MS = 4000;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The homepage banner. The first slide is plain markup (it is the largest paint of the page); the
 * carousel's code (react-slick, ~10 KB compressed, a tenth of the first load) is only needed once the
 * banner moves, so it loads when the visitor reaches for the banner (pointer, touch, keyboard focus, a
 * dot) or a few seconds after the page has loaded, when autoplay would first turn the slide. Visitors
 * who ask for reduced motion get no autoplay at all.
 */
export const BannerCarousel = () => {
  const { t } = useTranslation('portal');
  const slides = useBannerSlides();
  const [rotation, setRotation] = useState<{ start: number } | null>(null);
  const rotates = slides.length > 1;
  const reducedMotion = prefersReducedMotion();

  // The server's static copy of this banner (first-paint.ts) goes before the browser paints this one.
  useLayoutEffect(removeFirstPaint, []);

  useEffect(() => {
    if (!rotates || rotation || reducedMotion) return;
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setRotation((current) => current ?? { start: 0 }), ROTATION_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, [rotates, rotation, reducedMotion]);

  const reach = () => rotates && setRotation((current) => current ?? { start: 0 });
  const still = <BannerSlideView slide={slides[0]!} index={0} />;

  return (
    <section
      className="home-banner"
      aria-label={t('banner.label')}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      {rotation ? (
        <Suspense fallback={still}>
          <BannerRotation slides={slides} start={rotation.start} autoplay={!reducedMotion} />
        </Suspense>
      ) : (
        <>
          {still}
          {rotates && (
            <ul className="home-banner-dots home-banner-dots-still">
              {slides.map((slide, index) => (
                <li key={slide.key} className={index === 0 ? 'slick-active' : undefined}>
                  <button
                    type="button"
                    aria-label={t('banner.goTo', { number: index + 1 })}
                    onClick={() => setRotation({ start: index })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
};
