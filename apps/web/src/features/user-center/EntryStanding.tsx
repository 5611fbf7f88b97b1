import { Space, Tag } from 'antd';
import type { EntryOutcome, MyCompetitionRow, StageStanding } from '@podium/contracts';
import { useTranslation } from 'react-i18next';

const OUTCOME_COLORS: Record<EntryOutcome, string> = {
  awarded: 'gold',
  eliminated: 'red',
  promoted: 'green',
};
const STANDING_COLORS: Record<StageStanding['state'], string> = {
  inReview: 'processing',
  reviewEnded: 'default',
  published: 'blue',
  promoted: 'success',
  eliminated: 'error',
};

/** Where a sign-up ended (awarded, not promoted, promoted) as one tag beside its status. */
export const EntryOutcomeTag = ({ outcome }: { outcome: EntryOutcome | null }) => {
  const { t } = useTranslation('center');
  if (!outcome) return null;
  return (
    <Tag color={OUTCOME_COLORS[outcome]} bordered={false} data-testid="entry-outcome">
      {t(`competition.outcome.${outcome}`)}
    </Tag>
  );
};

/**
 * The sign-up's way through the stages it was reviewed in (in review, promoted, not promoted, with the
 * rank once published), its awards, and for an eliminated team the stage where it ended.
 */
export const EntryStanding = ({ row }: { row: MyCompetitionRow }) => {
  const { t } = useTranslation('center');
  if (row.stages.length === 0 && row.awards.length === 0) return null;
  const ended = row.stages.find((s) => s.state === 'eliminated');
  return (
    <div className="center-standing" data-testid="entry-standing">
      <Space size={[4, 4]} wrap>
        {row.stages.map((s) => (
          <Tag key={s.stageId} color={STANDING_COLORS[s.state]} bordered={false}>
            {`${s.stageName} · ${t(`competition.standing.${s.state}`)}`}
            {s.rank !== null && ` · ${t('competition.standingRank', { rank: s.rank })}`}
          </Tag>
        ))}
        {row.awards.length > 0 && (
          <Tag color="gold" bordered={false}>
            {t('competition.awards', { awards: row.awards.join(' / ') })}
          </Tag>
        )}
      </Space>
      {ended && row.outcome === 'eliminated' && (
        <div className="center-eliminated">{t('competition.eliminatedNote', { stage: ended.stageName })}</div>
      )}
    </div>
  );
};
