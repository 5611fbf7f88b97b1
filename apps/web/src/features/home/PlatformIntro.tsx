import {
  AuditOutlined,
  CloudSyncOutlined,
  ClusterOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../website/useSiteName.ts';
import { SectionHeading } from './SectionHeading.tsx';

const FEATURES = [
  { key: 'process', icon: <CloudSyncOutlined /> },
  { key: 'org', icon: <ClusterOutlined /> },
  { key: 'review', icon: <AuditOutlined /> },
  { key: 'cert', icon: <SafetyCertificateOutlined /> },
] as const;

/** What the platform does, in one paragraph and four promises. */
export const PlatformIntro = () => {
  const { t } = useTranslation('portal');
  const siteName = useSiteName();
  return (
    <section className="home-section" aria-labelledby="intro-title">
      <div className="portal-container intro-grid">
        <div>
          <SectionHeading
            id="intro-title"
            title={t('sections.introTitle')}
            subtitle={t('sections.introSubtitle')}
          />
          <p className="intro-body">{t('sections.introBody', { name: siteName })}</p>
        </div>
        <ul className="intro-features">
          {FEATURES.map((feature) => (
            <li key={feature.key} className="intro-feature">
              <span className="intro-feature-icon" aria-hidden>
                {feature.icon}
              </span>
              <strong>{t(`sections.features.${feature.key}`)}</strong>
              <small>{t(`sections.features.${feature.key}Desc`)}</small>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
