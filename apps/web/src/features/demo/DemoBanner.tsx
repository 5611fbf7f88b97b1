import { useLayoutEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WarningCircleIcon } from '../../layouts/shared/InlineIcons.tsx';
import { fetchDemoMode } from '../auth/auth-api.ts';

/**
 * A strip on every page (portal, back office, user centre, sign-in pages) while the server runs in demo
 * mode, so nobody mistakes a demo installation — public demo passwords — for a real one. Its height is
 * published as `--demo-banner-height`, so a page that fills the window (the hall's queue screen) fills what
 * is left under it instead of scrolling.
 */
export const DemoBanner = () => {
  const { t } = useTranslation('common');
  const { data } = useQuery({
    queryKey: ['demoMode'],
    queryFn: fetchDemoMode,
    staleTime: Infinity,
    retry: false,
  });
  const banner = useRef<HTMLDivElement>(null);
  const shown = Boolean(data?.demo);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--demo-banner-height', `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--demo-banner-height');
    };
  }, [shown]);
  if (!shown) return null;
  // Drawn like antd's warning Alert in banner mode (global.css), without Alert's code in the first load.
  return (
    <div className="demo-banner" role="alert" ref={banner}>
      <WarningCircleIcon className="demo-banner-icon" />
      <span>{t('demoBanner')}</span>
    </div>
  );
};
