import { SITE_NAME_ZH, siteNameOf } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText } from '../../features/website/localized-text.ts';
import { useSiteName } from '../../features/website/useSiteName.ts';
import { useSiteSettings } from '../../features/website/useSiteSettings.ts';
import { SiteLogo } from '../shared/SiteLogo.tsx';

/** Footer with the tenant's description (website settings) and the organiser of the last round. */
export const PortalFooter = () => {
  const { t, i18n } = useTranslation('portal');
  const settings = useSiteSettings();
  const siteName = useSiteName();
  // English readers get the tenant's English description, else our own summary.
  const isEnglish = i18n.language === 'en';
  const description =
    (isEnglish ? settings?.descriptionEn?.trim() : settings?.description?.trim()) ||
    t('footer.defaultDescription');
  const footerLines = pickText(settings?.footer ?? '', settings?.footerEn, i18n.language)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // The organising group is named in Chinese only; the platform's own group is the site, which has an
  // English name (issue 18: "高校学生竞赛网" on the English footer).
  const groupName = settings?.groupName?.trim() ?? '';
  const groupIsSite = groupName === SITE_NAME_ZH || groupName === siteNameOf(settings, 'zh', SITE_NAME_ZH);
  const organiser = isEnglish && groupIsSite ? siteName : groupName;
  const year = new Date().getFullYear();
  return (
    <footer className="portal-footer">
      <div className="portal-container portal-footer-grid">
        <section aria-labelledby="footer-about">
          <SiteLogo className="is-footer" />
          <h2 id="footer-about" className="sr-only">
            {t('footer.about')}
          </h2>
          <p className="portal-footer-text">{description}</p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="portal-footer-title">
            {t('footer.links')}
          </h2>
          <ul className="portal-footer-links">
            <li>
              <Link to="/home/competition">{t('nav.competitions')}</Link>
            </li>
            <li>
              <Link to="/home/news/newsList">{t('nav.news')}</Link>
            </li>
            <li>
              <Link to="/home/certificate/search">{t('nav.certificate')}</Link>
            </li>
            <li>
              <Link to="/home/introductionPlatform">{t('nav.intro')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="portal-footer-title">
            {t('footer.contact')}
          </h2>
          {footerLines.length > 0 ? (
            footerLines.map((line) => (
              <p key={line} className="portal-footer-text">
                {line}
              </p>
            ))
          ) : (
            <p className="portal-footer-text">{t('footer.contactText')}</p>
          )}
          {organiser && <p className="portal-footer-text">{organiser}</p>}
        </section>
      </div>
      <div className="portal-footer-bottom">
        <div className="portal-container">
          © {year} {siteName} · {t('footer.rights')}
        </div>
      </div>
    </footer>
  );
};
