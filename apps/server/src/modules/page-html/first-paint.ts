import { FIRST_PAINT_ELEMENT_ID, type WebsiteSetting } from '@podium/contracts';
import escapeHtml from 'escape-html';
import type { PageLanguage } from './page-head.ts';

export type HomeBannerTexts = {
  language: PageLanguage;
  siteName: string;
  /** The banner subtitle of the build's texts in the page's language. */
  subtitle: string;
  setting: WebsiteSetting;
};

/** A banner picture may be a Podium path or an http(s) URL, with nothing that could leave `url(…)`. */
const SAFE_IMAGE_URL = /^(?:\/(?!\/)|https?:\/\/)[^\s"'()\\<>]*$/;

/**
 * The homepage's header bar and first banner as plain HTML, painted before any script runs: on a phone the
 * app's code takes seconds to arrive and start, and this is the page's largest paint. It uses the app's own
 * classes (features/home/home.css, layouts/portal), shows what the app's first banner will show
 * (features/home/use-banner-slides.ts: the first configured banner's title, in English the site's name;
 * the build's subtitle; the banner's picture), and sits over the app's root until the app's banner is on
 * screen (features/home/first-paint.ts removes it). Hidden from assistive technology: the app's copy,
 * underneath, is the one to read. Navigation and buttons are the app's alone; the bar shows logo and name.
 */
export const renderHomeFirstPaint = ({ language, siteName, subtitle, setting }: HomeBannerTexts): string => {
  const banner = setting.banners[0];
  const title = banner && language !== 'en' ? banner.title : siteName;
  const picture = banner?.imageUrl && SAFE_IMAGE_URL.test(banner.imageUrl) ? banner.imageUrl : '';
  const logo = setting.logoUrl && SAFE_IMAGE_URL.test(setting.logoUrl) ? setting.logoUrl : '/logo.svg';
  const name = escapeHtml(siteName);
  // The fallback banner links to the competitions; a configured one only when it has a link.
  const hasButton = banner ? Boolean(banner.link) : true;
  return [
    `<div id="${FIRST_PAINT_ELEMENT_ID}" class="first-paint" aria-hidden="true">`,
    `<header class="portal-header"><div class="portal-container portal-header-inner">`,
    `<span class="portal-brand"><span class="site-logo"><img src="${escapeHtml(logo)}" alt="" class="site-logo-img">`,
    `<span class="site-logo-title">${name}</span></span></span></div></header>`,
    `<div class="home-banner-slide variant-0"${picture ? ` style="background-image:url(${escapeHtml(picture)})"` : ''}>`,
    `<div class="portal-container home-banner-content">`,
    `<p class="home-banner-kicker">${name}</p>`,
    `<h2 class="home-banner-title">${escapeHtml(title)}</h2>`,
    `<p class="home-banner-subtitle">${escapeHtml(subtitle)}</p>`,
    // The app's call-to-action button is antd's (styled by script): its place is kept, so nothing moves.
    hasButton ? `<span class="home-banner-cta first-paint-button-space"></span>` : '',
    `</div></div></div>`,
  ].join('');
};
