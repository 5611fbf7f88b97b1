import type { PortalCompetitionDetail } from '@podium/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { teamKeys, teamsApi } from './teams-api.ts';

const enc = encodeURIComponent;

/**
 * The signed-in visitor's next step on a competition page, from their sign-up and its completeness:
 * sign up → complete information → (submission window) submit work → (finished) view result.
 */
export const VisitorAction = ({ detail }: { detail: PortalCompetitionDetail }) => {
  const { t } = useTranslation('teams');
  const mine = useQuery({
    queryKey: teamKeys.mine(detail.competitionId),
    queryFn: () => teamsApi.myTeams(detail.competitionId),
  });
  const complete = useQuery({
    queryKey: teamKeys.complete(detail.competitionId),
    queryFn: () => teamsApi.completeFor(detail.competitionId),
    enabled: Boolean(mine.data?.length),
  });
  if (mine.isLoading) return <Button size="large" block loading />;
  const team = mine.data?.[0];
  if (!team) {
    if (detail.phase !== 'signUp') return null;
    return (
      <Link to={`/home/signUp?competitionId=${enc(detail.competitionId)}`}>
        <Button type="primary" size="large" block data-testid="cta-sign-up">
          {t('cta.signUp')}
        </Button>
      </Link>
    );
  }
  const teamLink = `/home/competition/team/details?teamId=${enc(team.teamId)}`;
  const main =
    detail.phase === 'finished' || detail.phase === 'review' ? (
      <Link to="/center/competition">
        <Button type="primary" size="large" block>
          {t('cta.viewResult')}
        </Button>
      </Link>
    ) : detail.phase === 'submit' && team.status !== 'approved' ? (
      // Before approval the work cannot be submitted (the server refuses it too): disabled, with the reason.
      team.status === 'rejected' ? null : (
        <Space direction="vertical" style={{ width: '100%' }} size={4}>
          <Button type="primary" size="large" block disabled data-testid="cta-submit-disabled">
            {t('cta.submitWork')}
          </Button>
          <div className="competition-cta-note">{t('cta.submitAfterApproval')}</div>
        </Space>
      )
    ) : detail.phase === 'submit' ? (
      <Link
        to={`/home/competition/submitWork?competitionId=${enc(detail.competitionId)}&teamId=${enc(team.teamId)}`}
      >
        <Button type="primary" size="large" block>
          {t('cta.submitWork')}
        </Button>
      </Link>
    ) : complete.data && !complete.data.complete ? (
      <Link to={teamLink}>
        <Button type="primary" size="large" block>
          {t('cta.completeInfo')}
        </Button>
      </Link>
    ) : null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div className="competition-cta-note">
        {t('cta.signedUp', { team: team.name, status: t(`status.${team.status}`) })}{' '}
        <Tag>{t(`role.${team.role}`)}</Tag>
      </div>
      {main}
      <Link to={teamLink}>
        <Button size="large" block data-testid="cta-view-team">
          {t('cta.viewTeam')}
        </Button>
      </Link>
    </Space>
  );
};
