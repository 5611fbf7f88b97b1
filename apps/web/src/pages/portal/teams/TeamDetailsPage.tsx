import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Popconfirm, Result, Skeleton, Space, Tag } from 'antd';
import { formatBeijing } from '../../../features/beijing-time/beijing-time.ts';
import { BeijingTimeNote } from '../../../features/beijing-time/BeijingTimeNote.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TeamPayNotice } from '../../../features/finance/TeamPayNotice.tsx';
import { InfoModal } from '../../../features/teams/InfoModal.tsx';
import { InvitePanel } from '../../../features/teams/InvitePanel.tsx';
import { MemberList } from '../../../features/teams/MemberList.tsx';
import { teamKeys, teamsApi } from '../../../features/teams/teams-api.ts';
import { SignInPrompt } from '../../../features/teams/SignInPrompt.tsx';
import { hasAccessToken } from '../../../storage/auth-storage.ts';
import { InvitationLanding } from './InvitationLanding.tsx';
import { usePageMeta } from '../../../app/routes/page-title-store.ts';
import '../../../features/teams/teams.css';
import { PortalPageBand } from '../../../layouts/portal/PortalPageBand.tsx';

const STATUS_COLOR = {
  awaitingPayment: 'orange',
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
} as const;

/** /home/competition/team/details: ?teamId= the team page; ?invite= the invitation landing page. */
export const TeamDetailsPage = () => {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  if (invite) return <InvitationLanding token={invite} />;
  return <TeamView teamId={params.get('teamId') ?? ''} />;
};

const TeamView = ({ teamId }: { teamId: string }) => {
  const { t } = useTranslation('teams');
  const { message } = App.useApp();
  const client = useQueryClient();
  const signedIn = hasAccessToken();
  const [editing, setEditing] = useState(false);
  const team = useQuery({
    queryKey: teamKeys.detail(teamId),
    queryFn: () => teamsApi.detail(teamId),
    enabled: Boolean(teamId) && signedIn,
    retry: false,
  });
  usePageMeta(team.data?.name, team.data && `${team.data.competitionName} · ${team.data.itemName}`);
  const refresh = () => client.invalidateQueries({ queryKey: teamKeys.all });
  const remove = useMutation({
    mutationFn: (userId: string) => teamsApi.remove(teamId, userId),
    onSuccess: async () => {
      void message.success(t('team.removed'));
      await refresh();
    },
  });
  const leave = useMutation({
    mutationFn: () => teamsApi.leave(teamId),
    onSuccess: async () => {
      void message.success(t('team.left'));
      await refresh();
    },
  });
  if (!signedIn)
    return (
      <>
        <PortalPageBand />
        <div className="portal-container teams-body single">
          <Card variant="borderless">
            <SignInPrompt title={t('team.title')} />
          </Card>
        </div>
      </>
    );
  if (team.isLoading)
    return (
      <>
        <PortalPageBand />
        <div className="portal-container teams-body single">
          <Card variant="borderless">
            <Skeleton active />
          </Card>
        </div>
      </>
    );
  const d = team.data;
  if (!d)
    return (
      <>
        <PortalPageBand />
        <Result
          status="404"
          title={t('team.notFound')}
          extra={<Link to="/center/team">{t('center.title')}</Link>}
        />
      </>
    );
  const myMissing = d.members.filter((m) => m.missing.length > 0);
  const needStudents = d.mode === 'team' ? Math.max(0, d.teamMin - d.memberCount) : 0;
  const needAdvisors = Math.max(0, d.advisorMin - d.advisorCount);
  return (
    <div className="teams-page">
      <section className="portal-band teams-hero">
        <div className="portal-container">
          <Link to={`/home/competition/details?competitionId=${encodeURIComponent(d.competitionId)}`}>
            ← {d.competitionName}
          </Link>
          <h1 data-testid="team-name">{d.name}</h1>
          <Space wrap size={[6, 6]}>
            <Tag color={STATUS_COLOR[d.status]}>{t(`status.${d.status}`)}</Tag>
            <Tag>{d.itemName}</Tag>
            {d.groupName && <Tag>{d.groupName}</Tag>}
            <Tag>{d.stageName}</Tag>
          </Space>
        </div>
      </section>
      <div className="portal-container">
        <div className="teams-body">
          <div>
            {d.status === 'rejected' && d.rejectReason && (
              <Alert type="error" showIcon title={t('team.rejectReason', { reason: d.rejectReason })} />
            )}
            {d.status === 'awaitingPayment' && d.myRole === 'captain' && <TeamPayNotice teamId={d.teamId} />}
            <Card variant="borderless" title={t('team.members')}>
              <div className="teams-facts">
                {d.mode === 'team' && (
                  <span>{t('team.students', { count: d.memberCount, max: d.teamMax, min: d.teamMin })}</span>
                )}
                {d.advisorMax > 0 && (
                  <span>{t('team.advisors', { count: d.advisorCount, max: d.advisorMax })}</span>
                )}
                {d.signUpEnd && <span>{t('team.deadline', { date: formatBeijing(d.signUpEnd) })}</span>}
                {d.signUpEnd && <BeijingTimeNote />}
              </div>
              <div className="teams-alerts">
                {needStudents > 0 && (
                  <Alert type="warning" showIcon title={t('team.needMore', { count: needStudents })} />
                )}
                {needAdvisors > 0 && (
                  <Alert type="warning" showIcon title={t('team.needAdvisor', { count: needAdvisors })} />
                )}
                {!d.editable && <Alert type="info" showIcon title={t('team.locked')} />}
              </div>
              <div style={{ height: 12 }} />
              <MemberList team={d} onRemove={(userId) => remove.mutate(userId)} />
              <Space wrap style={{ marginTop: 16 }}>
                <Button onClick={() => setEditing(true)} type={myMissing.length ? 'primary' : 'default'}>
                  {t('team.completeInfo')}
                </Button>
                {d.status === 'approved' && (
                  <Link
                    to={`/home/competition/submitWork?competitionId=${encodeURIComponent(d.competitionId)}&teamId=${encodeURIComponent(d.teamId)}`}
                  >
                    <Button>{t('team.submitWork')}</Button>
                  </Link>
                )}
                {/* Before approval the work cannot be submitted (the server refuses it too): say why here. */}
                {d.status === 'pending' && (
                  <Button disabled data-testid="submit-work-disabled">
                    {t('team.submitWork')}
                  </Button>
                )}
                {d.myRole !== 'captain' && d.editable && (
                  <Popconfirm title={t('team.leaveConfirm')} onConfirm={() => leave.mutate()}>
                    <Button danger>{t('team.leave')}</Button>
                  </Popconfirm>
                )}
              </Space>
              {d.status === 'pending' && (
                <div className="teams-submit-note" data-testid="submit-work-reason">
                  {t('team.submitAfterApproval')}
                </div>
              )}
            </Card>
          </div>
          {d.myRole === 'captain' && d.editable && (d.mode === 'team' || d.advisorMax > 0) && (
            <Card variant="borderless" title={t('team.invite')}>
              <InvitePanel teamId={d.teamId} advisors={d.advisorMax > 0} />
            </Card>
          )}
        </div>
      </div>
      <InfoModal open={editing} required={d.requiredFields} onClose={() => setEditing(false)} />
    </div>
  );
};
