import {
  BookOutlined,
  CloudUploadOutlined,
  FormOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Entry = {
  key: 'signUp' | 'submitWork' | 'certificate' | 'news' | 'expert' | 'guide';
  to: string;
  icon: ReactNode;
};

const ENTRIES: Entry[] = [
  { key: 'signUp', to: '/home/signUp', icon: <FormOutlined /> },
  { key: 'submitWork', to: '/home/competition/submitWork', icon: <CloudUploadOutlined /> },
  { key: 'certificate', to: '/home/certificate/search', icon: <SafetyCertificateOutlined /> },
  { key: 'news', to: '/home/news/newsList', icon: <NotificationOutlined /> },
  { key: 'expert', to: '/home/expertInfo', icon: <TeamOutlined /> },
  { key: 'guide', to: '/home/news/competitionGuide', icon: <BookOutlined /> },
];

/** The six things visitors come for, one click away. */
export const QuickEntries = () => {
  const { t } = useTranslation('portal');
  return (
    <section className="quick-entries" aria-labelledby="quick-title">
      <h2 id="quick-title" className="sr-only">
        {t('quick.title')}
      </h2>
      <ul className="portal-container quick-grid">
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className={`quick-card tone-${entry.key}`}>
              <span className="quick-icon" aria-hidden>
                {entry.icon}
              </span>
              <span className="quick-text">
                <strong>{t(`quick.${entry.key}`)}</strong>
                <small>{t(`quick.${entry.key}Desc`)}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
