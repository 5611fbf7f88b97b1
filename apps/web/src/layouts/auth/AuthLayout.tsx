import { AuditOutlined, SafetyCertificateOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../shared/LanguageSwitch.tsx';
import { SiteLogo } from '../shared/SiteLogo.tsx';
import './auth.css';

/** Sign-in frame: a branded panel beside the form card (the form stacks alone on small screens). */
export const AuthLayout = () => {
  const { t } = useTranslation('portal');
  const features = [
    {
      icon: <TrophyOutlined />,
      title: t('sections.features.process'),
      desc: t('sections.features.processDesc'),
    },
    { icon: <TeamOutlined />, title: t('sections.features.org'), desc: t('sections.features.orgDesc') },
    {
      icon: <AuditOutlined />,
      title: t('sections.features.review'),
      desc: t('sections.features.reviewDesc'),
    },
    {
      icon: <SafetyCertificateOutlined />,
      title: t('sections.features.cert'),
      desc: t('sections.features.certDesc'),
    },
  ];
  return (
    <div className="auth">
      <header className="auth-topbar">
        <Link to="/home/homepage" className="auth-brand" aria-label={t('auth.backHome')}>
          <SiteLogo />
        </Link>
        <LanguageSwitch variant="light" />
      </header>
      <div className="auth-body">
        <section className="auth-hero" aria-hidden>
          <p className="auth-hero-kicker">{t('auth.welcome')}</p>
          <p className="auth-hero-title">{t('auth.heroTitle')}</p>
          <p className="auth-hero-subtitle">{t('auth.heroSubtitle')}</p>
          <ul className="auth-hero-features">
            {features.map((feature) => (
              <li key={feature.title}>
                <span className="auth-hero-icon">{feature.icon}</span>
                <span>
                  <strong>{feature.title}</strong>
                  <small>{feature.desc}</small>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <main className="auth-card-wrap" id="main-content">
          <div className="auth-card">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
};
