import { TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cashierHref } from '../../../features/finance/TeamPayNotice.tsx';
import { teamKeys, teamsApi } from '../../../features/teams/teams-api.ts';
import '../../../features/teams/teams.css';

const STATUS_COLOR = {
  awaitingPayment: 'orange',
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
} as const;

/** /center/team: the teams I am in (captain, member or advisor), each opening its team page. */
export const CenterTeamPage = () => {
  const { t } = useTranslation(['teams', 'common', 'finance']);
  const mine = useQuery({ queryKey: teamKeys.mine(), queryFn: () => teamsApi.myTeams() });
  return (
    <Card title={<h1 className="card-heading">{t('common:route.centerTeam')}</h1>} variant="borderless">
      {mine.isLoading ? (
        <Skeleton active />
      ) : !mine.data?.length ? (
        <Empty description={t('center.empty')}>
          <Link to="/home/zjCompetition">
            <Button type="primary">{t('center.browse')}</Button>
          </Link>
        </Empty>
      ) : (
        <div className="teams-cards" data-testid="my-teams">
          {mine.data.map((row) => (
            <Card key={row.teamId} size="small" className="teams-team-card">
              <div className="teams-member-name">
                <TeamOutlined /> {row.name}{' '}
                <Tag color={row.role === 'captain' ? 'red' : row.role === 'advisor' ? 'gold' : 'blue'}>
                  {t(`role.${row.role}`)}
                </Tag>
              </div>
              <div className="teams-member-sub">{row.competitionName}</div>
              <div className="teams-member-sub">
                {row.itemName} · {row.stageName}
              </div>
              <div className="teams-member-sub">
                {t('center.size', { members: row.memberCount, advisors: row.advisorCount })}
              </div>
              <div
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  marginTop: 8,
                }}
              >
                <Tag color={STATUS_COLOR[row.status]}>{t(`status.${row.status}`)}</Tag>
                {row.status === 'awaitingPayment' && row.role === 'captain' && (
                  <Link to={cashierHref({ teamId: row.teamId })}>
                    <Button type="primary" size="small" data-action="pay">
                      {t('finance:mine.pay')}
                    </Button>
                  </Link>
                )}
                <Link to={`/home/competition/team/details?teamId=${encodeURIComponent(row.teamId)}`}>
                  {t('center.open')} →
                </Link>
              </div>
            </Card>
          ))}
        </div>
      )}
    </Card>
  );
};
