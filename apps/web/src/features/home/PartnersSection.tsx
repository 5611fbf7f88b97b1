import { useQuery } from '@tanstack/react-query';
import { urlOrPath } from '@podium/contracts';
import { useTranslation } from 'react-i18next';
import { contentApi, contentKeys } from '../content/content-api.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** Partners (content items of kind "partner"): logo when given, else the name; the summary is the link. */
export const PartnersSection = () => {
  const { t } = useTranslation('content');
  const partners = useQuery({
    queryKey: contentKeys.list('partner'),
    queryFn: () => contentApi.list('partner'),
    staleTime: 60_000,
  });
  const rows = partners.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="home-section home-partners" aria-labelledby="partners-title">
      <div className="portal-container">
        <SectionHeading id="partners-title" title={t('home.partnersTitle')} />
        <ul className="partner-strip">
          {rows.map((p) => {
            const link = urlOrPath.safeParse(p.summary);
            const body = p.cover ? (
              <img src={p.cover} alt={p.title} loading="lazy" />
            ) : (
              <span>{p.title}</span>
            );
            return (
              <li key={p.pageId} className="partner-item">
                {p.summary && link.success ? (
                  <a href={link.data} target="_blank" rel="noopener noreferrer">
                    {body}
                  </a>
                ) : (
                  body
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
};
