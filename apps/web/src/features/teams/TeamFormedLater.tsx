import type { PortalCompetitionDetail } from '@podium/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The sign-up form of a team competition asks only for the team's name: members and advisors are invited
 * from the team page afterwards. This says so plainly, with the competition's numbers, and what waits on
 * them (approval and the work), so nobody takes the paid sign-up for a complete team.
 */
export const TeamFormedLater = ({ detail: d }: { detail: PortalCompetitionDetail }) => {
  const { t } = useTranslation('teams');
  const advisors =
    d.advisorMax === 0
      ? ''
      : d.advisorMin === d.advisorMax
        ? t('signUp.later.advisorsExactly', { count: d.advisorMax })
        : t('signUp.later.advisorsRange', { min: d.advisorMin, max: d.advisorMax });
  return (
    <Alert
      className="teams-formed-later"
      type="info"
      showIcon
      title={t('signUp.later.title')}
      description={t('signUp.later.body', { min: d.teamMin, max: d.teamMax, advisors })}
    />
  );
};
