import type { CompetitionPhase } from '@podium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Open phases stand out; closed and finished ones recede. */
export const PHASE_COLORS: Record<CompetitionPhase, string> = {
  beforeSignUp: 'blue',
  signUp: 'green',
  signUpClosed: 'orange',
  submit: 'cyan',
  review: 'purple',
  ongoing: 'geekblue',
  finished: 'default',
};

/**
 * Where a competition stands for a visitor (报名中, 报名已截止…), as the server reads it from the stages'
 * windows: what the portal shows instead of the publication status (已发布 says nothing to a student).
 */
export const PhaseTag = ({ phase, className }: { phase: CompetitionPhase; className?: string }) => {
  const { t } = useTranslation('competition');
  return (
    <Tag color={PHASE_COLORS[phase]} className={className} data-phase={phase}>
      {t(`phase.${phase}`)}
    </Tag>
  );
};
