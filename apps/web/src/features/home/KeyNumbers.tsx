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

/** The homepage's key numbers (counts only), each scrolling up to its value when it comes into view. */
export const KeyNumbers = () => {
  const { t } = useTranslation('content');
  const stats = useQuery({ queryKey: contentKeys.stats(), queryFn: contentApi.stats, staleTime: 60_000 });
  if (!stats.data) return null;
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
