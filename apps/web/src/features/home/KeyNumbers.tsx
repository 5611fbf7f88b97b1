import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentApi, contentKeys } from '../content/content-api.ts';
import { useNumberScroll } from './useNumberScroll.ts';

const Figure = ({ value, label }: { value: number; label: string }) => {
  const [ref, shown] = useNumberScroll<HTMLDivElement>(value);
  return (
    <div className="key-number" ref={ref}>
      <span className="key-number-value" aria-hidden>
        {shown.toLocaleString()}
      </span>
      <span className="sr-only">{value}</span>
      <span className="key-number-label">{label}</span>
    </div>
  );
};

/** A figure whose count has not arrived: the band keeps its height, so nothing below it moves. */
const PendingFigure = ({ label }: { label: string }) => (
  <div className="key-number">
    <span className="key-number-value" aria-hidden>
      {'\u00a0'}
    </span>
    <span className="key-number-label">{label}</span>
  </div>
);

const KEYS = ['competitions', 'schools', 'participants', 'news'] as const;

/** The homepage's key numbers (counts only), each scrolling up to its value when it comes into view. */
export const KeyNumbers = () => {
  const { t } = useTranslation('content');
  const stats = useQuery({ queryKey: contentKeys.stats(), queryFn: contentApi.stats, staleTime: 60_000 });
  if (stats.isError) return null;
  if (!stats.data)
    // Painted at once with the banner: the sections below lazy-load by position, which must be final.
    return (
      <section className="key-numbers" aria-busy aria-label={t('home.numbersTitle')}>
        <div className="portal-container key-numbers-grid">
          {KEYS.map((key) => (
            <PendingFigure key={key} label={t(`home.${key}`)} />
          ))}
        </div>
      </section>
    );
  const items = [
    { key: 'competitions', value: stats.data.competitions },
    { key: 'schools', value: stats.data.schools },
    { key: 'participants', value: stats.data.participants },
    { key: 'news', value: stats.data.news },
  ] as const;
  return (
    <section className="key-numbers" aria-label={t('home.numbersTitle')}>
      <div className="portal-container key-numbers-grid">
        {items.map((item) => (
          <Figure key={item.key} value={item.value} label={t(`home.${item.key}`)} />
        ))}
      </div>
    </section>
  );
};
