import type { EntrySyncResult } from '@podium/contracts';
import { useTranslation } from 'react-i18next';

/** Whether a sync left sign-ups out, so its summary is worth a dialog rather than a toast. */
export const syncLeftSomeOut = (result: EntrySyncResult) =>
  result.withoutWork.length > 0 || result.returned.length > 0;

/**
 * What a review sync did, and which approved sign-ups it left out and why: no work submitted for the stage,
 * or a work returned for correction whose new version has not come (the next sync takes it).
 */
export const SyncSummary = ({ result }: { result: EntrySyncResult }) => {
  const { t } = useTranslation('reviewOutcome');
  const lists = [
    { key: 'withoutWork', names: result.withoutWork },
    { key: 'returned', names: result.returned },
  ] as const;
  return (
    <div className="sync-summary">
      <p>{t('distribution.synced', result)}</p>
      {lists
        .filter((list) => list.names.length > 0)
        .map((list) => (
          <div key={list.key}>
            <p>{t(`distribution.${list.key}`, { count: list.names.length })}</p>
            <ul className="sync-summary-list" aria-label={t(`distribution.${list.key}List`)}>
              {list.names.map((name, i) => (
                <li key={`${name}-${i}`}>{name}</li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
};
