import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { reviewApi, reviewKeys } from '../review/review-api.ts';

/**
 * Blind review: the stage's work files whose own metadata (PDF author, Office creator) names one of the
 * team's members or its school. Told to the organiser where works are distributed, before experts open them.
 */
export const BlindMetadataAlert = ({ stageId }: { stageId: string }) => {
  const { t } = useTranslation('reviewOutcome');
  const check = useQuery({
    queryKey: reviewKeys.blindCheck(stageId),
    queryFn: () => reviewApi.blindCheck(stageId),
    staleTime: 5 * 60 * 1000,
  });
  const rows = check.data?.rows ?? [];
  if (!check.data?.blind || rows.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="blind-metadata"
      style={{ marginBottom: 12 }}
      title={t('distribution.blindTitle', { count: rows.length })}
      description={
        <>
          <div>{t('distribution.blindDescription')}</div>
          <ul className="blind-metadata-list">
            {rows.map((r) => (
              <li key={`${r.entryId}/${r.fileName}/${r.field}`}>
                {t('distribution.blindRow', {
                  team: r.teamName,
                  title: r.workTitle,
                  file: r.fileName,
                  field: r.field,
                  value: r.value,
                  matches: r.matches,
                })}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
};
