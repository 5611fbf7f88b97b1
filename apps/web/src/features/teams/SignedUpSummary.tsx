import type { MyTeamRow } from '@podium/contracts';
import { Button, Card, Result, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STATUS_COLOR: Record<MyTeamRow['status'], string> = {
  awaitingPayment: 'orange',
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
};

type Props = {
  teams: MyTeamRow[];
  /** The competition asks for personal information the person has not given yet. */
  needsInfo: boolean;
  /** Opens the form for an event not signed up for yet; absent when every event is taken. */
  onAnother?: () => void;
};

/**
 * What a person who has signed up sees on the sign-up page (issue 18: not a blank form under "你已报名"):
 * each sign-up with its status and the one next step, and, where events are left, a way to sign up again.
 */
export const SignedUpSummary = ({ teams, needsInfo, onAnother }: Props) => {
  const { t } = useTranslation('teams');
  return (
    <Card variant="borderless" data-testid="signed-up">
      <Result status="success" title={t('signUp.already')} className="teams-signed-up-result" />
      <div className="teams-signed-up-list">
        {teams.map((team) => {
          const teamLink = `/home/competition/team/details?teamId=${encodeURIComponent(team.teamId)}`;
          const completeFirst = needsInfo && team.status !== 'rejected';
          const pay = team.status === 'awaitingPayment';
          return (
            <section key={team.teamId} className="teams-signed-up" aria-label={team.name}>
              <div className="teams-signed-up-head">
                <strong>{team.name}</strong>
                <Tag>{team.itemName}</Tag>
                <Tag color={STATUS_COLOR[team.status]}>{t(`status.${team.status}`)}</Tag>
              </div>
              <p className="teams-signed-up-next">
                {completeFirst ? t('signUp.next.completeInfo') : t(`signUp.next.${team.status}`)}
              </p>
              <Space wrap>
                {pay && (
                  <Link to="/center/order">
                    <Button type="primary">{t('signUp.pay')}</Button>
                  </Link>
                )}
                {completeFirst && (
                  <Link to={teamLink}>
                    <Button type={pay ? 'default' : 'primary'}>{t('cta.completeInfo')}</Button>
                  </Link>
                )}
                <Link to={teamLink}>
                  <Button type={pay || completeFirst ? 'default' : 'primary'}>{t('signUp.viewTeam')}</Button>
                </Link>
              </Space>
            </section>
          );
        })}
      </div>
      {onAnother && (
        <div className="teams-signed-up-another">
          <p>{t('signUp.anotherHint')}</p>
          <Button onClick={onAnother} data-testid="sign-up-another">
            {t('signUp.another')}
          </Button>
        </div>
      )}
    </Card>
  );
};
